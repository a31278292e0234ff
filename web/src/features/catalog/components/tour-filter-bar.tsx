import { packages } from '#shared/i18n/en/packages';
import { PACKAGE_TAGS, TREK_GRADES } from '#shared/catalog/attributes';
import { DAY_RANGES, type TourFilters } from '#shared/catalog/tour-filters';
import { useMonthNames, useT } from '../../../lib/locale';
import { GRADE_LABEL } from './package-facts';

const TAG_LABEL = {
  beach: 'tagBeach',
  hill: 'tagHill',
  snow: 'tagSnow',
  backwaters: 'tagBackwaters',
  wildlife: 'tagWildlife',
  heritage: 'tagHeritage',
  pilgrimage: 'tagPilgrimage',
  honeymoon: 'tagHoneymoon',
  family: 'tagFamily',
  'senior-friendly': 'tagSeniorFriendly',
  adventure: 'tagAdventure',
  island: 'tagIsland',
  desert: 'tagDesert',
  city: 'tagCity',
} as const satisfies Record<(typeof PACKAGE_TAGS)[number], keyof (typeof packages)['en']>;

/** Month, kind of trip, trek grade and length: each a select whose choice goes into the URL. */
export function TourFilterBar({
  filters,
  onChange,
}: {
  filters: TourFilters;
  onChange: (change: Partial<TourFilters>) => void;
}) {
  const t = useT(packages);
  const months = useMonthNames('long');
  const days = filters.days ? `${filters.days.min}-${filters.days.max}` : '';
  return (
    <div className="tour-filter-bar" role="group" aria-label={t('moreFilters')}>
      <label className="tour-filter-bar__field">
        <span>{t('month')}</span>
        <select
          value={filters.month ?? ''}
          onChange={(event) => onChange({ month: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('anyMonth')}</option>
          {months.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="tour-filter-bar__field">
        <span>{t('kindOfTrip')}</span>
        <select
          value={filters.tag ?? ''}
          onChange={(event) => onChange({ tag: (event.target.value || null) as TourFilters['tag'] })}
        >
          <option value="">{t('anyKind')}</option>
          {PACKAGE_TAGS.map((tag) => (
            <option key={tag} value={tag}>
              {t(TAG_LABEL[tag])}
            </option>
          ))}
        </select>
      </label>
      <label className="tour-filter-bar__field">
        <span>{t('days')}</span>
        <select
          value={days}
          onChange={(event) => {
            const range = DAY_RANGES.find((entry) => `${entry.min}-${entry.max}` === event.target.value);
            onChange({ days: range ?? null });
          }}
        >
          <option value="">{t('anyLength')}</option>
          {DAY_RANGES.map((range) => (
            <option key={range.min} value={`${range.min}-${range.max}`}>
              {range.max >= 30 ? t('dayRangeOpen', { min: range.min }) : t('dayRange', range)}
            </option>
          ))}
        </select>
      </label>
      <label className="tour-filter-bar__field">
        <span>{t('trekGrade')}</span>
        <select
          value={filters.grade ?? ''}
          onChange={(event) => onChange({ grade: (event.target.value || null) as TourFilters['grade'] })}
        >
          <option value="">{t('anyGrade')}</option>
          {TREK_GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {t(GRADE_LABEL[grade])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
