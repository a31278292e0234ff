import { describe, expect, it, vi } from 'vitest';
import { cached, forgetCachedInMemory, type CacheRun } from '../src/services/edge-cache';

let serial = 0;
const key = () => `https://edge-cache.test/${++serial}`;

/** A run whose deferred cache writes are awaited by the test, as waitUntil would finish them. */
function run(clock = new Date('2026-08-21T09:00:00Z')) {
  const deferred: Promise<unknown>[] = [];
  const context: CacheRun = { now: () => clock, defer: (work) => void deferred.push(work) };
  return { context, settle: () => Promise.all(deferred) };
}

describe('cached(key, ttl, load)', () => {
  it('shares one load between concurrent callers', async () => {
    const { context } = run();
    const load = vi.fn(async () => ({ tours: 36 }));
    const name = key();
    const answers = await Promise.all([1, 2, 3].map(() => cached(name, 60, load, context)));
    expect(answers).toEqual([{ tours: 36 }, { tours: 36 }, { tours: 36 }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a cold isolate from the Cache API, with the TTL the value chose', async () => {
    const { context, settle } = run();
    const name = key();
    await cached(
      name,
      (value: number | null) => (value ? 3600 : 300),
      async () => null,
      context,
    );
    await settle();
    expect((await caches.default.match(name))?.headers.get('Cache-Control')).toBe('public, max-age=300');
    forgetCachedInMemory();
    const load = vi.fn(async () => 42);
    expect(await cached(name, 60, load, context)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps nothing when the load fails', async () => {
    const { context, settle } = run();
    const name = key();
    await expect(cached(name, 60, () => Promise.reject(new Error('store down')), context)).rejects.toThrow(
      'store down',
    );
    await settle();
    expect(await caches.default.match(name)).toBeUndefined();
    expect(await cached(name, 60, async () => 'back', context)).toBe('back');
  });

  it('loads again once the memory copy is older than its TTL', async () => {
    let clock = new Date('2026-08-21T09:00:00Z');
    const context: CacheRun = { now: () => clock, defer: () => {} }; // nothing reaches the Cache API
    const name = key();
    const load = vi.fn(async () => clock.toISOString());
    await cached(name, 60, load, context);
    clock = new Date(clock.getTime() + 59_000);
    await cached(name, 60, load, context);
    expect(load).toHaveBeenCalledTimes(1);
    clock = new Date(clock.getTime() + 2_000);
    expect(await cached(name, 60, load, context)).toBe('2026-08-21T09:01:01.000Z');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
