import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { CATALOG_COLLECTIONS, type CatalogCollection } from '#shared/constants';
import { documentId } from '#shared/schemas/catalog';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { errorField, log } from '../log';
import { cached } from '../services/edge-cache';
import { catalogStoreFor, type CatalogStore } from '../storage/catalog-store';
import { catalogVersion } from '../storage/catalog-write-d1';

// Browsers and the edge may keep an answer briefly and serve it stale while refreshing: catalog edits show
// within a minute, and a burst of visitors costs one store read.
const MAX_AGE_S = 60;
const CACHE_CONTROL = `public, max-age=${MAX_AGE_S}, stale-while-revalidate=600`;

function collectionOf(name: string): CatalogCollection {
  if (!(CATALOG_COLLECTIONS as readonly string[]).includes(name)) {
    throw new ApiError(
      404,
      'unknown_collection',
      `There is no such catalog collection (we have ${CATALOG_COLLECTIONS.join(', ')})`,
    );
  }
  return name as CatalogCollection;
}

/** `{ data }` from the edge cache when it can, otherwise from the store; a failing store is a 503. */
async function answer(c: Context<AppEnv>, read: (store: CatalogStore) => Promise<unknown>) {
  const store = catalogStoreFor(c.env, c.get('deps'));
  // The catalog's version (bumped by every console edit) is part of the key: an edit is served at once.
  const key = `https://catalog.cache/${store.backend}/v${await catalogVersion(c.env.DB)}${c.req.path}`;
  const data = await cached(
    key,
    MAX_AGE_S,
    async () => {
      try {
        return await read(store);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        log('error', 'catalog.store_failed', { path: c.req.path, backend: store.backend, error: errorField(error) });
        throw new ApiError(
          503,
          'catalog_unavailable',
          'Our package list is unavailable right now. Please try again shortly.',
        );
      }
    },
    { now: c.get('deps').now, defer: c.get('defer') },
  );
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
  });
