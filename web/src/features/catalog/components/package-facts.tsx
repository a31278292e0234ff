import { packages } from '#shared/i18n/en/packages';
import { formatAltitude, monthRanges, type PackageAttributes, type TrekGrade } from '#shared/catalog/attributes';
import { useMonthNames, useT } from '../../../lib/locale';

/** Each trek grade's name in the packages message set (the facts here and the /tours filter bar). */
export const GRADE_LABEL = {
  easy: 'gradeEasy',
  moderate: 'gradeModerate',
  difficult: 'gradeDifficult',
} as const satisfies Record<TrekGrade, keyof (typeof packages)['en']>;

/** The package's facts at a glance: 'Best: Dec–Apr', 'Max altitude 3,810 m', 'Easy', where it starts. */
export function PackageFacts({ item }: { item: PackageAttributes }) {
  const t = useT(packages);
  const months = useMonthNames('short');
  const best = item.bestMonths?.length ? monthRanges(item.bestMonths, months) : '';
  const facts = [
    best ? t('factBest', { months: best === 'all year' ? t('allYear') : best }) : null,
    item.maxAltitudeM !== undefined && item.maxAltitudeM >= 1000
      ? t('factAltitude', { altitude: formatAltitude(item.maxAltitudeM) })
      : null,
    item.grade ? t(GRADE_LABEL[item.grade]) : null,
    item.walkingPerDayKm ? t('factWalking', { km: item.walkingPerDayKm }) : null,
    item.minAge ? t('factAge', { age: item.minAge }) : null,
    item.startCity ? t('factStarts', { city: item.startCity }) : null,
    item.includesFlights ? t('factFlights') : null,
  ].filter((fact): fact is string => fact !== null);
  if (!facts.length) return null;
  return (
    <ul className="package-facts" aria-label={t('atAGlance')}>
      {facts.map((fact) => (
        <li key={fact} className="package-facts__item">
          {fact}
        </li>
      ))}
    </ul>
  );
}
