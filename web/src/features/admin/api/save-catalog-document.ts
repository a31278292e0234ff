import * as z from 'zod';
import { ADMIN_PATHS } from '../admin-paths';
import type { CatalogCollection } from '#shared/catalog/collections';
import { AdminError, adminJson, adminRequest } from '../admin-client';
import type { StoredDocument } from './get-catalog';

const savedSchema = z.object({
  data: z.record(z.string(), z.unknown()).and(z.object({ id: z.string(), version: z.number() })),
});
const conflictSchema = z.object({
  current: z
    .record(z.string(), z.unknown())
    .and(z.object({ id: z.string(), version: z.number() }))
    .nullable(),
});

/**
 * The other operator's save that made ours stale: the document as it is stored now (null when it was
 * deleted meanwhile).
 */
export class CatalogConflict extends Error {
  constructor(readonly current: StoredDocument | null) {
    super('Someone else saved this item after you opened it.');
    this.name = 'CatalogConflict';
  }
}

async function conflictAware<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AdminError && error.status === 409) {
      const parsed = conflictSchema.safeParse(error.body);
      if (parsed.success) throw new CatalogConflict(parsed.data.current);
    }
    throw error;
  }
}

/** POST /api/admin/catalog/{collection}: a new document (its id chosen by the operator). */
export async function createCatalogDocument(
  collection: CatalogCollection,
  document: Record<string, unknown>,
): Promise<StoredDocument> {
  return (
    await conflictAware(adminJson(ADMIN_PATHS.catalog(collection), savedSchema, { method: 'POST', body: document }))
  ).data;
}

/** PUT /api/admin/catalog/{collection}/{id} with If-Match: the version it was read at; a stale one is a CatalogConflict. */
export async function updateCatalogDocument(
  collection: CatalogCollection,
  id: string,
  document: Record<string, unknown>,
  version: number,
): Promise<StoredDocument> {
  const call = adminJson(ADMIN_PATHS.catalogItem(collection, id), savedSchema, {
    method: 'PUT',
    body: document,
    headers: { 'If-Match': String(version) },
  });
  return (await conflictAware(call)).data;
}

/** DELETE /api/admin/catalog/{collection}/{id} with If-Match. */
export async function deleteCatalogDocument(collection: CatalogCollection, id: string, version: number): Promise<void> {
  await conflictAware(
    adminRequest(ADMIN_PATHS.catalogItem(collection, id), {
      method: 'DELETE',
      headers: { 'If-Match': String(version) },
    }),
  );
}
