import * as z from 'zod/mini';
import {
  CATALOG_COLLECTIONS,
  type CatalogCollection,
  type CatalogTable,
  type PackageCollection,
  type TypesOf,
} from './collections';
import { packageAttributesShape } from './attributes';
import { carRateFields, nightsWithinDays, packagePriceFields } from './price';
import { COLLECTIONS, type CollectionEntry } from './table';
import { carCategoryTranslationsShape, carModelTranslationsShape, packageTranslationsShape } from './translations';

// Written with zod/mini: the browser validates every catalog answer from the home page on, and mini's
// functions tree-shake to a fraction of full zod. The worker parses with the very same schemas.

/** Document ids: what Firestore auto-ids and our seed slugs look like. Anything else is refused with 400. */
export const documentId = z
  .string()
  .check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, 'Ids use letters, digits, - and _ only'));

// Operators edit Firestore by hand: a list field may arrive as one text with a line per entry.
const lines = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string'
      ? value
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : value,
  ),
  z.array(z.string().check(z.minLength(1))),
);
const url = z.string().check(z.minLength(1), z.maxLength(2048));
const title = z.string().check(z.minLength(1), z.maxLength(200));
const description = z.string().check(z.maxLength(2000));

export const packageDetailsSchema = z.object({
  intro: z.string(),
  /** Day by day: one entry per day ('Day 1: Arrive in Kochi …'). */
  itinerary: lines,
  accommodation: z.string(),
  inclusion: lines,
  exclusion: lines,
});

/**
 * A package of one collection: its `type` must be one of the types the collection lists (collections.ts), so a
 * devotional filed under tours is refused by the editor and skipped by readers alike.
 */
export function packageSchemaOf<const T extends string>(types: readonly [T, ...T[]]) {
  return z
    .object({
      id: documentId,
      title,
      description,
      image: url,
      images: z._default(z.array(url), []),
      pdf: z.pipe(
        z.optional(z.nullable(z.string().check(z.maxLength(2048)))),
        z.transform((value) => value || undefined),
      ),
      type: z.enum(types, { error: `Choose ${types.join(' or ')}` }),
      details: packageDetailsSchema,
      ...packagePriceFields,
      ...packageAttributesShape,
      ...packageTranslationsShape,
    })
    .check(nightsWithinDays);
}

export const carCategorySchema = z.object({
  id: documentId,
  title,
  description,
  image: url,
  ...carCategoryTranslationsShape,
});
export type CarCategory = z.infer<typeof carCategorySchema>;

export const carModelSchema = z.object({
  id: documentId,
  name: title,
  description,
  image: url,
  ...carRateFields,
  ...carModelTranslationsShape,
});
export type CarModel = z.infer<typeof carModelSchema>;

// The schema of each collection's documents, derived from its `document` and `types`.
type PackageOf<C extends PackageCollection> = z.infer<ReturnType<typeof packageSchemaOf<TypesOf<C>>>>;
export type CatalogDocument = {
  [C in CatalogCollection]: C extends PackageCollection
    ? PackageOf<C>
    : CatalogTable[C]['document'] extends 'carCategory'
      ? CarCategory
      : CarModel;
};
export type TourPackage = CatalogDocument[PackageCollection];

function schemaOf(collection: CatalogCollection) {
  const entry: CollectionEntry = COLLECTIONS[collection];
  if (entry.document === 'package') return packageSchemaOf(entry.types.map(({ type }) => type) as [string]);
  return entry.document === 'carCategory' ? carCategorySchema : carModelSchema;
}

export const catalogSchemas = Object.fromEntries(
  CATALOG_COLLECTIONS.map((collection) => [collection, schemaOf(collection)]),
) as unknown as { [C in CatalogCollection]: z.ZodMiniType<CatalogDocument[C]> };

/** The worker's envelope around every catalog answer: `{ data }`, a list or one document. */
export function catalogListAnswer<C extends CatalogCollection>(collection: C) {
  return z.object({ data: z.array(catalogSchemas[collection]) }) as unknown as z.ZodMiniType<{
    data: CatalogDocument[C][];
  }>;
}
export function catalogItemAnswer<C extends CatalogCollection>(collection: C) {
  return z.object({ data: catalogSchemas[collection] }) as unknown as z.ZodMiniType<{ data: CatalogDocument[C] }>;
}
