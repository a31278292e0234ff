import type { CatalogCollection } from '#shared/catalog/collections';
import { catalogAdminListSchema } from '#shared/schemas/admin';
import { api } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';

/** A stored catalog document as the editor holds it: the document's fields plus its version. */
export type StoredDocument = Record<string, unknown> & { id: string; version: number };

/** What names a collection's list in the shared cache (the list screen and the editor read the same one). */
export const catalogKey = (collection: CatalogCollection) => ['admin-catalog', collection] as const;

/** GET /api/admin/catalog/{collection}: every document with its version, and whether the store can be written. */
export const getCatalog = (collection: CatalogCollection) =>
  readAnswer(() => api.admin.catalog[':collection'].$get({ param: { collection } }), catalogAdminListSchema);
