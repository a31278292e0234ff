// The /tours filters as URL parameters: ?filter= (kind), ?max= (budget per person), ?month=, ?tag=, ?grade=,
// ?days=4-6. One reader and one writer, so the page and Visbot's "See all" links agree.
import { PACKAGE_TYPES, type PackageType } from './collections';
import { PACKAGE_TAGS, TREK_GRADES, type PackageAttributes, type PackageTag, type TrekGrade } from './attributes';

export type DayRange = { min: number; max: number };
export type TourFilters = {
  type: PackageType | null;
  max: number | null;
  month: number | null;
  tag: PackageTag | null;
  grade: TrekGrade | null;
  days: DayRange | null;
};
export const NO_TOUR_FILTERS: TourFilters = { type: null, max: null, month: null, tag: null, grade: null, days: null };

/** The lengths /tours offers to filter by. */
export const DAY_RANGES: readonly DayRange[] = [
  { min: 1, max: 3 },
  { min: 4, max: 6 },
  { min: 7, max: 9 },
  { min: 10, max: 30 },
];

const oneOf = <T extends string>(list: readonly T[], raw: string | null): T | null =>
  raw !== null && (list as readonly string[]).includes(raw) ? (raw as T) : null;

/** Reads the filters from a query string; anything malformed is ignored, never an error. */
export function readTourFilters(params: { get(name: string): string | null }): TourFilters {
  const max = /^\d{3,7}$/.test(params.get('max') ?? '') ? Number(params.get('max')) : null;
  const month = /^(1[0-2]|[1-9])$/.test(params.get('month') ?? '') ? Number(params.get('month')) : null;
  const days = /^(\d{1,2})-(\d{1,2})$/.exec(params.get('days') ?? '');
  const [low, high] = days ? [Number(days[1]), Number(days[2])] : [0, 0];
  return {
    type: oneOf(PACKAGE_TYPES, params.get('filter')),
    max: max && max > 0 ? max : null,
    month,
    tag: oneOf(PACKAGE_TAGS, params.get('tag')),
    grade: oneOf(TREK_GRADES, params.get('grade')),
    days: days && low >= 1 && high >= low ? { min: low, max: high } : null,
  };
}

/** The query string for the filters, in a fixed order ('' when none). */
export function tourFiltersQuery(filters: TourFilters): string {
  // Every value is a known word or digits, so none needs escaping.
  const pairs: [string, string | number | null][] = [
    ['filter', filters.type],
    ['max', filters.max],
    ['month', filters.month],
    ['tag', filters.tag],
    ['grade', filters.grade],
    ['days', filters.days && `${filters.days.min}-${filters.days.max}`],
  ];
  return pairs
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** Whether a package fits the attribute filters (kind and budget are the caller's, as it knows the price). */
export function fitsTourFilters(item: PackageAttributes, days: number, filters: TourFilters): boolean {
  return (
    (filters.month === null || Boolean(item.bestMonths?.includes(filters.month))) &&
    (filters.tag === null || Boolean(item.tags?.includes(filters.tag))) &&
    (filters.grade === null || item.grade === filters.grade) &&
    (filters.days === null || (days >= filters.days.min && days <= filters.days.max))
  );
}
