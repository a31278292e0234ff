import * as z from 'zod/mini';
import { groupIndian } from '../i18n/messages';
import { SHORT_MONTH_NAMES } from '../i18n/locales';

// What a package is, as data (issue 32): how high it goes, how hard, when to go, what kind of trip, where it
// starts. Visbot ranks and filters by these, /tours filters by them and the package page shows them. All
// optional, so a document written before they existed still reads.

export const PACKAGE_TAGS = [
  'beach',
  'hill',
  'snow',
  'backwaters',
  'wildlife',
  'heritage',
  'pilgrimage',
  'honeymoon',
  'family',
  'senior-friendly',
  'adventure',
  'island',
  'desert',
  'city',
] as const;
export type PackageTag = (typeof PACKAGE_TAGS)[number];

export const TREK_GRADES = ['easy', 'moderate', 'difficult'] as const;
export type TrekGrade = (typeof TREK_GRADES)[number];

const month = z.number().check(z.int(), z.minimum(1), z.maximum(12));

/** The attribute fields, spread into the package schema. */
export const packageAttributesShape = {
  /** The highest point the trip reaches, in metres above sea level. */
  maxAltitudeM: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(9000))),
  /** How hard a trek is; treks only. */
  grade: z.optional(z.enum(TREK_GRADES)),
  /** The months (1–12) the trip is best made in. */
  bestMonths: z.optional(z.array(month).check(z.maxLength(12))),
  tags: z.optional(z.array(z.enum(PACKAGE_TAGS)).check(z.maxLength(PACKAGE_TAGS.length))),
  /** Where the trip starts: the pick-up town or the arrival airport. */
  startCity: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  /** Return flights from India are in the price. */
  includesFlights: z.optional(z.boolean()),
  /** The youngest age the trip is run for. */
  minAge: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(99))),
  /** Walking on the longest day on foot, in km (treks and yatras on foot). */
  walkingPerDayKm: z.optional(z.number().check(z.minimum(0), z.maximum(60))),
};
export const packageAttributesSchema = z.object(packageAttributesShape);
export type PackageAttributes = z.infer<typeof packageAttributesSchema>;

// The month lists live with the languages (shared/i18n/locales.ts): the app's first script reads them there.
export { FULL_MONTH_NAMES } from '../i18n/locales';

/**
 * The best months as runs, a run may wrap the year: [1,2,3,4,12] → 'Dec–Apr', [5,6,9,10] → 'May–Jun, Sep–Oct',
 * every month → 'all year'.
 */
export function monthRanges(months: readonly number[], names: readonly string[] = SHORT_MONTH_NAMES): string {
  const set = new Set(months.filter((m) => m >= 1 && m <= 12));
  if (set.size === 12) return 'all year';
  if (!set.size) return '';
  // Start at a month whose previous month is not in the set, so a run over the new year stays whole.
  const start = [...Array(12).keys()].map((i) => i + 1).find((m) => set.has(m) && !set.has(m === 1 ? 12 : m - 1))!;
  const runs: [number, number][] = [];
  for (let i = 0; i < 12; i++) {
    const m = ((start - 1 + i) % 12) + 1;
    if (!set.has(m)) continue;
    const last = runs.at(-1);
    if (last && last[1] === (m === 1 ? 12 : m - 1)) last[1] = m;
    else runs.push([m, m]);
  }
  return runs.map(([a, b]) => (a === b ? names[a - 1]! : `${names[a - 1]}–${names[b - 1]}`)).join(', ');
}

/** '3,810 m': metres with Indian digit grouping. */
export const formatAltitude = (metres: number) => `${groupIndian(metres, { max: 3 })} m`;
