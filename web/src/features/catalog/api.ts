import type { $ZodType } from 'zod/v4/core';
import type { CatalogCollection } from '#shared/catalog/collections';
// The catalog's schemas (zod/mini) come with the screens that list packages (this module is never part of the
// home route's first load), so a deep link's start script fetches them beside the screen's code.
import { catalogItemAnswer, catalogListAnswer, type CatalogDocument } from '#shared/catalog/schemas';
import { api, segment } from '../../lib/api';
import { checkAnswer, isNetworkError, readAnswer } from '../../lib/api-client';
import { takeEarlyAnswer } from '../../lib/early-answers';
import { catalogCallStarted, OFFLINE_AFTER_MS, setConnectionStatus } from './connection';
import { catalogPath } from './paths';

// The last good answer per lookup is kept for the tab's session, so a visitor who reloads without a network
// still sees the lists they loaded (spec §4). It is checked by the same schema when read back.
const storageKey = (name: string) => `catalog:${name}`;

function keep(name: string, answer: unknown) {
  try {
    sessionStorage.setItem(storageKey(name), JSON.stringify(answer));
  } catch {
    // Storage full or disabled: the query cache still serves this page view.
  }
}

async function kept<S extends $ZodType>(name: string, schema: S) {
  try {
    const raw = sessionStorage.getItem(storageKey(name));
    return raw === null ? undefined : await checkAnswer(schema, JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/**
 * One catalog call (`path`, under /api/, also names its kept copy); a deep link's start script may have sent
 * it already. It tells the data connection: online, offline, or offline after 10 s of silence (spec §9).
 */
async function load<T>(path: string, send: () => Promise<Response>, schema: $ZodType<{ data: T }>): Promise<T> {
  const slow = setTimeout(() => setConnectionStatus('offline'), OFFLINE_AFTER_MS);
  const finished = catalogCallStarted();
  try {
    const answer = await readAnswer(() => takeEarlyAnswer(path) ?? send(), schema);
    setConnectionStatus('online');
    keep(path, answer);
    return answer.data;
  } catch (error) {
    const offline = isNetworkError(error);
    setConnectionStatus(offline ? 'offline' : 'online');
    const fallback = offline ? await kept(path, schema) : undefined;
    if (fallback) return fallback.data;
    throw error;
  } finally {
    clearTimeout(slow);
    finished();
  }
}

export function fetchCatalogList<C extends CatalogCollection>(collection: C): Promise<CatalogDocument[C][]> {
  const param = { collection };
  return load(catalogPath(collection), () => api.catalog[':collection'].$get({ param }), catalogListAnswer(collection));
}

export function fetchCatalogItem<C extends CatalogCollection>(collection: C, id: string): Promise<CatalogDocument[C]> {
  const param = { collection, id: segment(id) };
  return load(
    catalogPath(collection, param.id),
    () => api.catalog[':collection'][':id'].$get({ param }),
    catalogItemAnswer(collection),
  );
}
