// One knowledge index per isolate: built on first use from the catalog store, services and FAQ, re-checked
// after a short TTL and rebuilt only when the catalog actually changed. A burst of chats or searches costs
// one catalog read a minute, and an edit in Firestore or D1 shows within that minute.
import { CATALOG_COLLECTIONS } from '#shared/constants';
import { FAQ } from '#shared/faq';
import { SERVICES } from '#shared/services';
import type { Deps, Env } from '../../env';
import { errorField, log } from '../../log';
import { catalogStoreFor } from '../../storage/catalog-store';
import { buildDocuments, type CatalogSnapshot } from './knowledge';
import { createKnowledgeIndex, type KnowledgeIndex } from './knowledge-index';

export const INDEX_TTL_MS = 60_000;
/** After a failed catalog read, the index without packages and cars is kept only this long. */
const RETRY_AFTER_FAILURE_MS = 10_000;

type Entry = { index: KnowledgeIndex; fingerprint: string; checkedAt: number; ttl: number };
// Keyed by the D1 binding: one entry per environment (and per test file, which gets its own database).
const entries = new WeakMap<object, Entry>();
const pending = new WeakMap<object, Promise<KnowledgeIndex>>();

const EMPTY: CatalogSnapshot = { tours: [], devotionals: [], trekking: [], carCategories: [], carModels: [] };

/** FNV-1a over the catalog text: enough to notice an edit, cheap next to reading the catalog. */
function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

async function readCatalog(env: Env, deps: Deps): Promise<CatalogSnapshot | null> {
  try {
    const store = catalogStoreFor(env, deps);
    const lists = await Promise.all(CATALOG_COLLECTIONS.map((collection) => store.list(collection)));
    return Object.fromEntries(CATALOG_COLLECTIONS.map((collection, i) => [collection, lists[i]])) as CatalogSnapshot;
  } catch (error) {
    log('warn', 'assistant.catalog_unavailable', { error: errorField(error) });
    return null;
  }
}

async function refresh(env: Env, deps: Deps, now: number, previous: Entry | undefined): Promise<KnowledgeIndex> {
  const catalog = await readCatalog(env, deps);
  const fingerprint = catalog ? fingerprintOf(JSON.stringify(catalog)) : 'no-catalog';
  const ttl = catalog ? INDEX_TTL_MS : RETRY_AFTER_FAILURE_MS;
  if (previous && previous.fingerprint === fingerprint) {
    entries.set(env.DB, { ...previous, checkedAt: now, ttl });
    return previous.index;
  }
  // A failed read keeps the last good index rather than forgetting every package.
  if (!catalog && previous) {
    entries.set(env.DB, { ...previous, checkedAt: now, ttl });
    return previous.index;
  }
  const index = createKnowledgeIndex(buildDocuments(catalog ?? EMPTY, SERVICES, FAQ));
  entries.set(env.DB, { index, fingerprint, checkedAt: now, ttl });
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
