import { z } from 'zod';
import type { CatalogCollection } from '#shared/constants';
import { catalogSchemas, type CatalogDocument } from '#shared/schemas/catalog';

// The catalog answers' schemas. This module (and zod with it) is loaded on the first catalog call, beside
// the request itself, so it stays out of the JavaScript the home page needs for its first paint.

export function listOf<C extends CatalogCollection>(collection: C) {
  return z.array(catalogSchemas[collection]) as unknown as z.ZodType<CatalogDocument[C][]>;
}

export function itemOf<C extends CatalogCollection>(collection: C) {
  return catalogSchemas[collection] as unknown as z.ZodType<CatalogDocument[C]>;
}

/** The worker's envelope around every catalog answer: `{ data }`. */
export function answerOf<T>(schema: z.ZodType<T>) {
  return z.object({ data: schema });
}
