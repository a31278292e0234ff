// One knowledge index per isolate: built on first use from the catalog store, services and FAQ, re-checked
// after a short TTL and rebuilt only when the catalog's version changed (a store that cannot tell its version,
// Firestore, is read again). A burst of chats or searches costs one version check a minute, and an edit in
// Firestore or D1 shows within that minute.
import { FAQ } from '#shared/faq';
import { SERVICES } from '#shared/services';
import type { Deps, Env } from '../../env';
import { errorField, log } from '../../log';
import { CATALOG_COLLECTIONS } from '#shared/catalog/collections';
import { catalogStoreFor, readWholeCatalog, type CatalogContents, type CatalogStore } from '../../catalog/store';
import { buildDocuments } from './knowledge';
import { createKnowledgeIndex, type KnowledgeIndex } from './knowledge-index';

export const INDEX_TTL_MS = 60_000;
/** After a failed catalog read, the index without packages and cars is kept only this long. */
const RETRY_AFTER_FAILURE_MS = 10_000;

type Entry = { index: KnowledgeIndex; version: string; checkedAt: number; ttl: number };
// Keyed by the D1 binding: one entry per environment (and per test file, which gets its own database).
const entries = new WeakMap<object, Entry>();
const pending = new WeakMap<object, Promise<KnowledgeIndex>>();

const EMPTY = Object.fromEntries(
  CATALOG_COLLECTIONS.map((collection) => [collection, []]),
) as unknown as CatalogContents;

async function tryRead<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    log('warn', 'assistant.catalog_unavailable', { error: errorField(error) });
    return null;
  }
}

/** How many station names Visbot reads native-script town names from: the busy ones, where visitors travel from. */
const STATIONS_READ = 600;

/** The names of the busiest stations of the timetable (empty before it is seeded). */
async function busiestStations(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT name FROM stations ORDER BY train_count DESC, name LIMIT ?')
    .bind(STATIONS_READ)
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

async function refresh(env: Env, deps: Deps, now: number, previous: Entry | undefined): Promise<KnowledgeIndex> {
  const store: CatalogStore = catalogStoreFor(env, deps);
  const version = await tryRead(() => store.version());
  // An unchanged version the store could tell: the index stands without reading the catalog.
  if (previous && version && previous.version === version) {
    entries.set(env.DB, { ...previous, checkedAt: now, ttl: INDEX_TTL_MS });
    return previous.index;
  }
  const catalog = version === null ? null : await tryRead(() => readWholeCatalog(store));
  // A failed read keeps the last good index rather than forgetting every package.
  if (!catalog && previous) {
    entries.set(env.DB, { ...previous, checkedAt: now, ttl: RETRY_AFTER_FAILURE_MS });
    return previous.index;
  }
  const stations = await tryRead(() => busiestStations(env.DB));
  const index = createKnowledgeIndex(buildDocuments(catalog ?? EMPTY, SERVICES, FAQ), stations ?? []);
  entries.set(env.DB, {
    index,
    version: catalog ? (version ?? '') : 'no-catalog',
    checkedAt: now,
    ttl: catalog ? INDEX_TTL_MS : RETRY_AFTER_FAILURE_MS,
  });
  return index;
}

export async function knowledgeIndexFor(env: Env, deps: Deps): Promise<KnowledgeIndex> {
  const now = deps.now().getTime();
  const entry = entries.get(env.DB);
  if (entry && now - entry.checkedAt < entry.ttl) return entry.index;
  let loading = pending.get(env.DB);
  if (!loading) {
    loading = refresh(env, deps, now, entry).finally(() => pending.delete(env.DB));
    pending.set(env.DB, loading);
  }
  return loading;
}
