import { Hono, type Context } from 'hono';
import { CATALOG_COLLECTIONS, type CatalogCollection } from '#shared/constants';
import { documentId } from '#shared/schemas/catalog';
import { afterResponse } from '../after-response';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { errorField, log } from '../log';
import { catalogStoreFor } from '../storage/catalog-store';
import { catalogVersion } from '../storage/catalog-write-d1';

// Browsers and the edge may keep an answer briefly and serve it stale while refreshing: catalog edits show
// within a minute, and a burst of visitors costs one store read.
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

function collectionOf(name: string): CatalogCollection {
  if (!(CATALOG_COLLECTIONS as readonly string[]).includes(name)) {
    throw new ApiError(404, 'unknown_collection', `There is no catalog collection named '${name}'`);
  }
  return name as CatalogCollection;
}

async function etagOf(body: string) {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(body));
  return `"${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
}

/** Answers from the edge cache when it can; otherwise reads the store, answers and fills the cache. */
async function cached(c: Context<AppEnv>, read: () => Promise<unknown>) {
  const cache = caches.default;
  const backend = c.env.FIREBASE_PROJECT_ID ? 'firestore' : 'embedded';
  // The catalog's version (bumped by every console edit) is part of the key: an edit is served at once.
  const key = new Request(`https://catalog.cache/${backend}/v${await catalogVersion(c.env.DB)}${c.req.path}`);
  let response = await cache.match(key);
  if (!response) {
    let data: unknown;
    try {
      data = await read();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      log('error', 'catalog.store_failed', { path: c.req.path, backend, error: errorField(error) });
      throw new ApiError(503, 'catalog_unavailable', 'Our package list is unavailable right now. Please try again shortly.');
    }
    const body = JSON.stringify({ data });
    response = new Response(body, {
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': CACHE_CONTROL, ETag: await etagOf(body) },
    });
    await afterResponse(c, cache.put(key, response.clone()));
  }
  const etag = response.headers.get('ETag');
  if (etag && c.req.header('If-None-Match') === etag) {
    return c.body(null, 304, { ETag: etag, 'Cache-Control': CACHE_CONTROL });
  }
  return new Response(response.body, { status: 200, headers: response.headers });
}

export const catalogRoutes = new Hono<AppEnv>()
  .get('/:collection', (c) => {
    const collection = collectionOf(c.req.param('collection'));
    return cached(c, () => catalogStoreFor(c.env, c.get('deps')).list(collection));
  })
  .get('/:collection/:id', (c) => {
    const collection = collectionOf(c.req.param('collection'));
    const id = documentId.safeParse(c.req.param('id'));
    if (!id.success) throw new ApiError(400, 'invalid_id', 'That is not a valid catalog id');
    return cached(c, async () => {
      const document = await catalogStoreFor(c.env, c.get('deps')).get(collection, id.data);
      if (!document) throw new ApiError(404, 'not_found', `No ${collection} entry with id '${id.data}'`);
      return document;
    });
  });
