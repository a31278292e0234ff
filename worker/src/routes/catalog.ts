import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { documentId } from '#shared/catalog/schemas';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { errorField, log } from '../log';
import { cached } from '../services/edge-cache';
import { catalogStoreFor, type CatalogStore } from '../catalog/store';
import { collectionOf } from '../catalog/validate';
import { reviewsStoreFor } from '../storage/reviews-d1';
import { isPackageCollection } from '#shared/catalog/collections';

// Browsers and the edge may keep an answer briefly and serve it stale while refreshing: catalog edits show
// within a minute, and a burst of visitors costs one store read.
const MAX_AGE_S = 60;
const CACHE_CONTROL = `public, max-age=${MAX_AGE_S}, stale-while-revalidate=600`;

/** A failing store is a 503 that says so, distinct from an empty list. */
async function fromStore<T>(c: Context<AppEnv>, backend: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log('error', 'catalog.store_failed', { path: c.req.path, backend, error: errorField(error) });
    throw new ApiError(
      503,
      'catalog_unavailable',
      'Our package list is unavailable right now. Please try again shortly.',
    );
  }
}

/** `{ data }` from the edge cache when it can, otherwise from the store. */
async function answer(c: Context<AppEnv>, read: (store: CatalogStore) => Promise<unknown>) {
  const store = catalogStoreFor(c.env, c.get('deps'));
  // The catalog's version (changed by every edit) is part of the key: an edit is served at once.
  const version = await fromStore(c, store.backend, () => store.version());
  const key = `https://catalog.cache/${store.backend}/v${encodeURIComponent(version)}${c.req.path}`;
  const data = await cached(key, MAX_AGE_S, () => fromStore(c, store.backend, () => read(store)), {
    now: c.get('deps').now,
    defer: c.get('defer'),
  });
  return c.json({ data }, 200, { 'Cache-Control': CACHE_CONTROL });
}

/** ETag on every answer (SHA-1 of the body), 304 when the browser already has it. */
export const catalogRoutes = new Hono<AppEnv>()
  .use(etag())
  .get('/:collection', (c) => {
    const collection = collectionOf(c.req.param('collection'));
    return answer(c, (store) => store.list(collection));
  })
  .get('/:collection/:id', (c) => {
    const collection = collectionOf(c.req.param('collection'));
    const id = documentId.safeParse(c.req.param('id'));
    if (!id.success) throw new ApiError(400, 'invalid_id', 'That is not a valid catalog id');
    return answer(c, async (store) => {
      const document = await store.get(collection, id.data);
      if (!document) throw new ApiError(404, 'not_found', `No ${collection} entry with id '${id.data}'`);
      return document;
    });
  })
  // Approved reviews, newest first (not in the catalog's cache: an approval shows within the minute).
  .get('/:collection/:id/reviews', async (c) => {
    const collection = collectionOf(c.req.param('collection'));
    const id = documentId.safeParse(c.req.param('id'));
    if (!id.success || !isPackageCollection(collection)) {
      throw new ApiError(404, 'not_found', 'Reviews are kept for packages only');
    }
    return c.json(await reviewsStoreFor(c.env).forPackage(collection, id.data), 200, {
      'Cache-Control': CACHE_CONTROL,
    });
  });
