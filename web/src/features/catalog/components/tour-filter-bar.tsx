import { FULL_MONTH_NAMES, PACKAGE_TAGS, TREK_GRADES } from '#shared/catalog/attributes';
import { DAY_RANGES, type TourFilters } from '#shared/catalog/tour-filters';

const MONTHS = FULL_MONTH_NAMES;
const TAG_NAMES: Record<(typeof PACKAGE_TAGS)[number], string> = {
  beach: 'Beach',
  hill: 'Hills',
  snow: 'Snow',
  backwaters: 'Backwaters',
  wildlife: 'Wildlife',
  heritage: 'Heritage',
  pilgrimage: 'Pilgrimage',
  honeymoon: 'Honeymoon',
  family: 'Family',
  'senior-friendly': 'Senior-friendly',
  adventure: 'Adventure',
  island: 'Islands',
  desert: 'Desert',
  city: 'City',
};
const GRADE_NAMES = { easy: 'Easy', moderate: 'Moderate', difficult: 'Difficult' } as const;
const dayLabel = ({ min, max }: { min: number; max: number }) => (max >= 30 ? `${min}+ days` : `${min}–${max} days`);

/** Month, kind of trip, trek grade and length: each a select whose choice goes into the URL. */
export function TourFilterBar({
  filters,
  onChange,
}: {
  filters: TourFilters;
  onChange: (change: Partial<TourFilters>) => void;
}) {
  const days = filters.days ? `${filters.days.min}-${filters.days.max}` : '';
  return (
    <div className="tour-filter-bar" role="group" aria-label="More filters">
      <label className="tour-filter-bar__field">
        <span>Month</span>
        <select
          value={filters.month ?? ''}
          onChange={(event) => onChange({ month: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Any month</option>
          {MONTHS.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="tour-filter-bar__field">
        <span>Kind of trip</span>
        <select
          value={filters.tag ?? ''}
          onChange={(event) => onChange({ tag: (event.target.value || null) as TourFilters['tag'] })}
        >
          <option value="">Any kind</option>
          {PACKAGE_TAGS.map((tag) => (
            <option key={tag} value={tag}>
              {TAG_NAMES[tag]}
            </option>
          ))}
        </select>
      </label>
      <label className="tour-filter-bar__field">
        <span>Days</span>
        <select
          value={days}
          onChange={(event) => {
            const range = DAY_RANGES.find((entry) => `${entry.min}-${entry.max}` === event.target.value);
            onChange({ days: range ?? null });
          }}
        >
          <option value="">Any length</option>
          {DAY_RANGES.map((range) => (
            <option key={range.min} value={`${range.min}-${range.max}`}>
              {dayLabel(range)}
            </option>
          ))}
        </select>
      </label>
      <label className="tour-filter-bar__field">
        <span>Trek grade</span>
        <select
          value={filters.grade ?? ''}
          onChange={(event) => onChange({ grade: (event.target.value || null) as TourFilters['grade'] })}
        >
          <option value="">Any grade</option>
          {TREK_GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {GRADE_NAMES[grade]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
