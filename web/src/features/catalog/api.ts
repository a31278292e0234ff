import type { z } from 'zod';
import { API } from '#shared/api-paths';
import type { CatalogCollection } from '#shared/constants';
import type { CatalogDocument } from '#shared/schemas/catalog';
import { ApiClientError, apiGet } from '../../lib/api-client';
import { catalogCallStarted, OFFLINE_AFTER_MS, setConnectionStatus } from './connection';

const answers = () => import('./answers');

// The catalog is kept for the session: in memory for instant screens, and in sessionStorage so a visitor
// who loses the network still sees the last lists they loaded.
const memory = new Map<string, Promise<unknown>>();
const storageKey = (path: string) => `catalog:${path}`;

function remember(path: string, data: unknown) {
  try {
    sessionStorage.setItem(storageKey(path), JSON.stringify(data));
  } catch {
    // Storage full or disabled: the in-memory copy still serves this page view.
  }
}

async function recall<T>(path: string, schema: Promise<z.ZodType<T>>): Promise<T | undefined> {
  try {
    const raw = sessionStorage.getItem(storageKey(path));
    const parsed = raw ? (await schema).safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function load<T>(path: string, schema: Promise<z.ZodType<T>>): Promise<T> {
  const slow = setTimeout(() => setConnectionStatus('offline'), OFFLINE_AFTER_MS);
  const finished = catalogCallStarted();
  try {
    const envelope = Promise.all([answers(), schema]).then(([{ answerOf }, inner]) => answerOf(inner));
    const { data } = await apiGet(path, envelope);
    setConnectionStatus('online');
    remember(path, data);
    return data;
  } catch (error) {
    const network = error instanceof ApiClientError && error.status === 0;
    if (network) setConnectionStatus('offline');
    else setConnectionStatus('online');
    const kept = network ? await recall(path, schema) : undefined;
    if (kept !== undefined) return kept;
    throw error;
  } finally {
    clearTimeout(slow);
    finished();
  }
}

function once<T>(path: string, schema: () => Promise<z.ZodType<T>>): Promise<T> {
  let pending = memory.get(path) as Promise<T> | undefined;
  if (!pending) {
    pending = load(path, schema());
    memory.set(path, pending);
    pending.catch(() => memory.delete(path)); // a failure may be retried on the next visit
  }
  return pending;
}

export function fetchCatalogList<C extends CatalogCollection>(collection: C): Promise<CatalogDocument[C][]> {
  return once(API.catalog(collection), () => answers().then(({ listOf }) => listOf(collection)));
}

export function fetchCatalogItem<C extends CatalogCollection>(collection: C, id: string): Promise<CatalogDocument[C]> {
  return once(API.catalogItem(collection, id), () => answers().then(({ itemOf }) => itemOf(collection)));
}
