import * as z from 'zod';
import type { CatalogCollection } from '#shared/catalog/collections';
import { api, segment } from '../../../lib/api';
import { ApiClientError, readAnswer } from '../../../lib/api-client';
import type { StoredDocument } from './get-catalog';

const storedSchema = z.record(z.string(), z.unknown()).and(z.object({ id: z.string(), version: z.number() }));
const savedSchema = z.object({ data: storedSchema });
const conflictSchema = z.object({ current: storedSchema.nullable() });

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
    if (error instanceof ApiClientError && error.status === 409) {
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
  const call = readAnswer(
    () => api.admin.catalog[':collection'].$post({ param: { collection }, json: document }),
    savedSchema,
  );
  return (await conflictAware(call)).data;
}

/** PUT /api/admin/catalog/{collection}/{id} with If-Match: the version it was read at; a stale one is a CatalogConflict. */
export async function updateCatalogDocument(
  collection: CatalogCollection,
  id: string,
  document: Record<string, unknown>,
  version: number,
): Promise<StoredDocument> {
  const call = readAnswer(
    () =>
      api.admin.catalog[':collection'][':id'].$put(
        { param: { collection, id: segment(id) }, json: document },
        { headers: { 'If-Match': String(version) } },
      ),
    savedSchema,
  );
  return (await conflictAware(call)).data;
}

/** DELETE /api/admin/catalog/{collection}/{id} with If-Match. */
export async function deleteCatalogDocument(collection: CatalogCollection, id: string, version: number): Promise<void> {
  const call = readAnswer(
    () =>
      api.admin.catalog[':collection'][':id'].$delete(
        { param: { collection, id: segment(id) } },
        { headers: { 'If-Match': String(version) } },
      ),
    z.literal(null),
  );
  await conflictAware(call);
}
