// The typed package query's slots as one zod schema (issue 32): the rules fill them (query.ts) and a hosted
// model fills them through structured output (model-query.ts), whose JSON schema is derived from this one.
// Packages are named here by their catalog ids and places by name; query.ts holds them resolved.
import * as z from 'zod';
import { PACKAGE_TAGS, TREK_GRADES } from '#shared/catalog/attributes';
import { PACKAGE_TYPES } from '#shared/catalog/collections';

export const QUERY_KINDS = ['list', 'compare', 'fact', 'book'] as const;
export const SORT_KEYS = ['price', 'perDay', 'days', 'altitude', 'grade'] as const;
export const FACTS = ['altitude', 'months', 'days', 'price', 'age', 'flights', 'grade', 'walking'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Fact = (typeof FACTS)[number];

const packageId = z.string().min(1).max(80);
const placeName = z.string().min(1).max(60);

export const querySlotsSchema = z.strictObject({
  about: z
    .enum(['packages', 'other'])
    .describe(
      'packages: the visitor asks about our tour packages; other: a service, car, ticket, visa, policy or anything else',
    ),
  kind: z
    .enum(QUERY_KINDS)
    .describe(
      'list: packages matching the slots; compare: the packages in `compare` side by side; fact: one fact of `focus`; book: booking `focus`',
    ),
  types: z.array(z.enum(PACKAGE_TYPES)).max(4).describe('kinds of trip asked for; empty when any'),
  excludedTypes: z.array(z.enum(PACKAGE_TYPES)).max(4).describe('kinds of trip left out ("not a trek")'),
  places: z.array(placeName).max(5).describe('places asked for, in English ("Goa", "Kerala", "Tirupati")'),
  excludedPlaces: z.array(placeName).max(5).describe('places left out ("other than Goa", "Goa ke alawa")'),
  excludedPackages: z.array(packageId).max(10).describe('ids of packages left out'),
  tags: z.array(z.enum(PACKAGE_TAGS)).max(6).describe('what the trip should be ("for seniors" is senior-friendly)'),
  months: z.array(z.int().min(1).max(12)).max(12).describe('months of travel, 1–12 ("christmas" is 12)'),
  grade: z.enum(TREK_GRADES).nullable().describe('trek difficulty asked for'),
  maxGrade: z.enum(TREK_GRADES).nullable().describe('hardest grade accepted ("not too hard" is moderate)'),
  maxAltitudeM: z.int().min(100).max(9000).nullable().describe('highest altitude accepted, in metres'),
  youngestAge: z.int().min(1).max(90).nullable().describe('age of the youngest traveller, when said'),
  includesFlights: z.boolean().describe('only packages whose price includes flights'),
  adults: z.int().min(1).max(60).nullable().describe('adults travelling, when said'),
  children: z.int().min(0).max(20).describe('children travelling (0 when none said)'),
  priceCap: z.int().min(1).max(10_000_000).nullable().describe('budget in whole rupees ("20k" is 20000)'),
  basis: z.enum(['person', 'couple', 'group']).nullable().describe('what the budget is for'),
  days: z
    .strictObject({ min: z.int().min(1).max(60), max: z.int().min(1).max(60) })
    .nullable()
    .describe('trip length in days asked for'),
  sort: z
    .strictObject({ key: z.enum(SORT_KEYS), descending: z.boolean() })
    .nullable()
    .describe('order asked for: "cheapest" price ascending, "highest" altitude descending, "cheapest per day" perDay'),
  compare: z.array(packageId).max(4).describe('ids of the packages to compare (kind compare)'),
  focus: packageId.nullable().describe('id of the one package asked about or picked ("the second one", "book it")'),
  fact: z.enum(FACTS).nullable().describe('the fact of `focus` asked (kind fact)'),
});
export type QuerySlots = z.infer<typeof querySlotsSchema>;

/** The JSON schema a model's structured output must follow (strict: every slot present, nothing else). */
export const QUERY_JSON_SCHEMA: Record<string, unknown> = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(querySlotsSchema) as Record<string, unknown>;
  return schema;
})();
