import * as z from 'zod';
import { SEARCH_CHIPS } from '../constants';
import { LOCALES } from '../i18n/locales';

/** GET /api/search?query=&category= — category is one of the overlay's chips; All or none means everything. */
export const searchQuerySchema = z.object({
  query: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(200, 'Searches are limited to 200 characters'),
  category: z.enum(SEARCH_CHIPS, { error: `category is one of ${SEARCH_CHIPS.join(', ')}` }).optional(),
  /** The site's language: the results' titles, summaries, labels and prices are written in it (English without). */
  lang: z.enum(LOCALES, { error: `lang is one of ${LOCALES.join(', ')}` }).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const SEARCH_GROUPS = [
  { kind: 'packages', title: 'Packages' },
  { kind: 'cars', title: 'Cars' },
  { kind: 'services', title: 'Services' },
  { kind: 'faq', title: 'Questions and answers' },
] as const;
export type SearchKind = (typeof SEARCH_GROUPS)[number]['kind'];
export const SEARCH_KINDS = SEARCH_GROUPS.map((group) => group.kind) as [SearchKind, ...SearchKind[]];

export const searchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** One line under the title: a package's description, a service's summary, an answer's first sentence. */
  summary: z.string(),
  /** Where the result opens, a path on this site. */
  path: z.string().regex(/^\/[A-Za-z0-9/_?=&-]*$/),
  /** Small label: 'Domestic tour', 'Car model', 'Service', 'Visa'. */
  label: z.string(),
  price: z.string().optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  count: z.number().int().nonnegative(),
  items: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultsSchema = z.object({
  query: z.string(),
  category: z.enum(SEARCH_CHIPS).nullable(),
  total: z.number().int().nonnegative(),
  /** Only the groups with results, in the order of SEARCH_GROUPS. */
  groups: z.array(searchGroupSchema),
  /** Other searches worth trying, filled when there are no results. */
  suggestions: z.array(z.string()),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
