import { ADMIN_PATHS } from '../admin-paths';
import type { CatalogCollection } from '#shared/catalog/collections';
import { catalogAdminListSchema } from '#shared/schemas/admin';
import { adminJson } from '../admin-client';

/** A stored catalog document as the editor holds it: the document's fields plus its version. */
export type StoredDocument = Record<string, unknown> & { id: string; version: number };

/** GET /api/admin/catalog/{collection}: every document with its version, and whether the store can be written. */
export function getCatalog(collection: CatalogCollection, signal?: AbortSignal) {
  return adminJson(ADMIN_PATHS.catalog(collection), catalogAdminListSchema, { signal });
}
