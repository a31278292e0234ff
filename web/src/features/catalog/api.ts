import { z } from 'zod';
import { API } from '#shared/api-paths';
import type { CatalogCollection, PackageType } from '#shared/constants';
import { catalogSchemas, type CatalogDocument } from '#shared/schemas/catalog';
import { ApiClientError, apiGet } from '../../lib/api-client';
import { OFFLINE_AFTER_MS, setConnectionStatus } from './connection';

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

function recall<T>(path: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(path));
    const parsed = raw ? schema.safeParse(JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function load<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const slow = setTimeout(() => setConnectionStatus('offline'), OFFLINE_AFTER_MS);
  try {
    const { data } = await apiGet(path, z.object({ data: schema }));
    setConnectionStatus('online');
    remember(path, data);
    return data;
  } catch (error) {
    const network = error instanceof ApiClientError && error.status === 0;
    if (network) setConnectionStatus('offline');
    else setConnectionStatus('online');
    const kept = network ? recall(path, schema) : undefined;
    if (kept !== undefined) return kept;
    throw error;
  } finally {
    clearTimeout(slow);
  }
}

function once<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  let pending = memory.get(path) as Promise<T> | undefined;
  if (!pending) {
    pending = load(path, schema);
    memory.set(path, pending);
    pending.catch(() => memory.delete(path)); // a failure may be retried on the next visit
  }
  return pending;
}

export function fetchCatalogList<C extends CatalogCollection>(collection: C): Promise<CatalogDocument[C][]> {
  return once(API.catalog(collection), z.array(catalogSchemas[collection]) as unknown as z.ZodType<CatalogDocument[C][]>);
}

export function fetchCatalogItem<C extends CatalogCollection>(collection: C, id: string): Promise<CatalogDocument[C]> {
  return once(API.catalogItem(collection, id), catalogSchemas[collection] as unknown as z.ZodType<CatalogDocument[C]>);
}

/** Where a package card leads (spec §2): tours by type, devotionals and treks on their own routes. */
export function packagePath(type: PackageType, id: string): string {
  if (type === 'devotional') return `/devotion/${id}`;
  if (type === 'trekking') return `/trek/${id}`;
  return `/tour/${id}`;
}
