import type { Defer } from '../env';

// One cache in front of slow or paid reads (catalog store, rate services, the train API): this isolate's
// memory first, then the Cache API of the data centre, then the load itself, which concurrent callers share.

/** What a cached read needs from the request: a clock and a way to store after the answer. */
export type CacheRun = { now: () => Date; defer: Defer };

type Entry = { expires: number; value: Promise<unknown> };

const MEMORY_ENTRIES = 500;
const PENDING_MS = 30_000;
const EXPIRES_HEADER = 'X-Cached-Until';
const memory = new Map<string, Entry>();

/** Tests start from a cold isolate with this (the Cache API still holds what was put there). */
export function forgetCachedInMemory() {
  memory.clear();
}

function remember(key: string, entry: Entry) {
  memory.delete(key);
  memory.set(key, entry);
  // Map keeps insertion order: the first key is the least recently stored.
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}

async function fromEdgeOrLoad<T>(
  key: string,
  ttl: number | ((value: T) => number),
  load: () => Promise<T>,
  run: CacheRun,
  entry: Entry,
): Promise<T> {
  const cache = caches.default;
  const hit = await cache.match(key);
  if (hit) {
    entry.expires = Number(hit.headers.get(EXPIRES_HEADER)) || entry.expires;
    return (await hit.json()) as T;
  }
  const value = await load();
  const seconds = typeof ttl === 'function' ? ttl(value) : ttl;
  entry.expires = run.now().getTime() + seconds * 1000;
  const stored = new Response(JSON.stringify(value), {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': `public, max-age=${seconds}`,
      [EXPIRES_HEADER]: String(entry.expires),
    },
  });
  run.defer(cache.put(key, stored));
  return value;
}

/**
 * `load()`'s value (JSON) under `key`, an https URL naming the part and everything the answer depends on
 * (e.g. `https://rates.cache/v1/primary/USD?service=…`). Kept `ttl` seconds, which may depend on the value
 * (a remembered failure is kept for less time). A load that throws is not kept.
 */
export function cached<T>(
  key: string,
  ttl: number | ((value: T) => number),
  load: () => Promise<T>,
  run: CacheRun,
): Promise<T> {
  const now = run.now().getTime();
  const known = memory.get(key);
  if (known && known.expires > now) return known.value as Promise<T>;
  // Until the value is known, concurrent callers share this one read (for at most PENDING_MS).
  const entry: Entry = { expires: now + PENDING_MS, value: Promise.resolve() };
  const value = fromEdgeOrLoad(key, ttl, load, run, entry);
  entry.value = value;
  remember(key, entry);
  value.catch(() => {
    if (memory.get(key) === entry) memory.delete(key);
  });
  return value;
}
