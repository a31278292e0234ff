import type { $ZodType } from 'zod/v4/core';
import { API } from '#shared/api-paths';
import type { CatalogCollection } from '#shared/constants';
import type { CatalogDocument } from '#shared/schemas/catalog';
import { apiGet, checkAnswer, isNetworkError } from '../../lib/api-client';
import { catalogCallStarted, OFFLINE_AFTER_MS, setConnectionStatus } from './connection';

// The catalog's schemas (zod/mini) load beside the first answer, so they stay out of the first paint's code.
const schemas = () => import('#shared/schemas/catalog');

// The last good answer per path is kept for the tab's session, so a visitor who reloads without a network
// still sees the lists they loaded (spec §4). It is checked by the same schema when read back.
const storageKey = (path: string) => `catalog:${path}`;

function keep(path: string, answer: unknown) {
  try {
    sessionStorage.setItem(storageKey(path), JSON.stringify(answer));
  } catch {
    // Storage full or disabled: the query cache still serves this page view.
  }
}

async function kept<S extends $ZodType>(path: string, schema: Promise<S>) {
  try {
    const raw = sessionStorage.getItem(storageKey(path));
    return raw === null ? undefined : await checkAnswer(schema, JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** One catalog call; it tells the data connection (online, offline, or offline after 10 s of silence). */
async function load<T>(path: string, schema: Promise<$ZodType<{ data: T }>>): Promise<T> {
  const slow = setTimeout(() => setConnectionStatus('offline'), OFFLINE_AFTER_MS);
  const finished = catalogCallStarted();
  try {
    const answer = await apiGet(path, schema);
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
  return load(API.catalog(collection), schemas().then((module) => module.catalogListAnswer(collection)));
}

export function fetchCatalogItem<C extends CatalogCollection>(collection: C, id: string): Promise<CatalogDocument[C]> {
  return load(API.catalogItem(collection, id), schemas().then((module) => module.catalogItemAnswer(collection)));
}
