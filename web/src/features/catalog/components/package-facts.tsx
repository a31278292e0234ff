import { formatAltitude, monthRanges, type PackageAttributes } from '#shared/catalog/attributes';

const GRADE_NAMES = { easy: 'Easy', moderate: 'Moderate', difficult: 'Difficult' } as const;

/** The package's facts at a glance: 'Best: Dec–Apr', 'Max altitude 3,810 m', 'Easy', where it starts. */
export function PackageFacts({ item }: { item: PackageAttributes }) {
  const facts = [
    item.bestMonths?.length ? `Best: ${monthRanges(item.bestMonths)}` : null,
    item.maxAltitudeM !== undefined && item.maxAltitudeM >= 1000
      ? `Max altitude ${formatAltitude(item.maxAltitudeM)}`
      : null,
    item.grade ? GRADE_NAMES[item.grade] : null,
    item.walkingPerDayKm ? `Up to ${item.walkingPerDayKm} km on foot a day` : null,
    item.minAge ? `Age ${item.minAge}+` : null,
    item.startCity ? `Starts in ${item.startCity}` : null,
    item.includesFlights ? 'Flights included' : null,
  ].filter((fact): fact is string => fact !== null);
  if (!facts.length) return null;
  return (
    <ul className="package-facts" aria-label="At a glance">
      {facts.map((fact) => (
        <li key={fact} className="package-facts__item">
          {fact}
        </li>
      ))}
    </ul>
  );
}
