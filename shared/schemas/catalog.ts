import * as z from 'zod/mini';
import { packageAttributesShape } from '../catalog/attributes';
import { PACKAGE_TYPES } from '../constants';

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
  /** Price text as the business writes it, e.g. '₹18,500 per person'. */
  price: z.string().check(z.minLength(1)),
});

export const packageSchema = z.object({
  id: documentId,
  title,
  description,
  image: url,
  images: z._default(z.array(url), []),
  pdf: z.pipe(
    z.optional(z.nullable(z.string().check(z.maxLength(2048)))),
    z.transform((value) => value || undefined),
  ),
  type: z.enum(PACKAGE_TYPES),
  details: packageDetailsSchema,
  ...packageAttributesShape,
});
export type TourPackage = z.infer<typeof packageSchema>;

export const carCategorySchema = z.object({ id: documentId, title, description, image: url });
export type CarCategory = z.infer<typeof carCategorySchema>;

export const carModelSchema = z.object({ id: documentId, name: title, description, image: url });
export type CarModel = z.infer<typeof carModelSchema>;

export const catalogSchemas = {
  tours: packageSchema,
  devotionals: packageSchema,
  trekking: packageSchema,
  carCategories: carCategorySchema,
  carModels: carModelSchema,
} as const;
export type CatalogDocument = {
  tours: TourPackage;
  devotionals: TourPackage;
  trekking: TourPackage;
  carCategories: CarCategory;
  carModels: CarModel;
};

/** The worker's envelope around every catalog answer: `{ data }`, a list or one document. */
export function catalogListAnswer<C extends keyof CatalogDocument>(collection: C) {
  return z.object({ data: z.array(catalogSchemas[collection]) }) as unknown as z.ZodMiniType<{
    data: CatalogDocument[C][];
  }>;
}
export function catalogItemAnswer<C extends keyof CatalogDocument>(collection: C) {
  return z.object({ data: catalogSchemas[collection] }) as unknown as z.ZodMiniType<{ data: CatalogDocument[C] }>;
}
