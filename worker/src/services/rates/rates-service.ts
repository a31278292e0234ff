import type { CurrencyCode } from '#shared/constants';
import type { RateAnswer } from '#shared/schemas/rates';
import type { Deps, Env } from '../../env';
import { errorField, log } from '../../log';
import {
  DEFAULT_RATES_API_URL,
  DEFAULT_RATES_FALLBACK_URL,
  PRIMARY_CODES,
  fetchFallbackTable,
  fetchPrimaryTable,
  type RateTable,
} from './rate-sources';
import { SNAPSHOT_DATE, snapshotRate } from './rate-snapshot';

// One table per (service, base currency), kept for an hour in this isolate's memory and in the Cache API,
// so a thousand visitors typing amounts cost one upstream call. A failed fetch is remembered for five
// minutes, so a service that is down is not hammered either.

export const TABLE_TTL_S = 60 * 60;
export const FAILURE_TTL_S = 5 * 60;

type Source = 'primary' | 'fallback';
type Cached = { expires: number; table: Promise<RateTable | null> };
type Options = Pick<Deps, 'fetch' | 'now'> & {
  /** Work that may finish after the answer (cache writes). */
  defer: (work: Promise<unknown>) => void;
};

const memory = new Map<string, Cached>();

/** Tests start from a cold isolate with this (the Cache API still holds what was put there). */
export function forgetRateTablesInMemory() {
  memory.clear();
}

function serviceUrl(env: Env, source: Source) {
  return source === 'primary' ? env.RATES_API_URL || DEFAULT_RATES_API_URL : env.RATES_FALLBACK_URL || DEFAULT_RATES_FALLBACK_URL;
}

async function loadTable(env: Env, source: Source, base: CurrencyCode, options: Options, key: string): Promise<RateTable | null> {
  const cache = caches.default;
  const hit = await cache.match(key);
  if (hit) return ((await hit.json()) as { table: RateTable | null }).table;

  let table: RateTable | null = null;
  try {
    const url = serviceUrl(env, source);
    table = source === 'primary' ? await fetchPrimaryTable(options.fetch, url, base) : await fetchFallbackTable(options.fetch, url, base);
  } catch (error) {
    // The reason is upstream text ('HTTP 503', 'unparsable answer'), never visitor data.
    log('warn', 'rates.upstream_failed', { source, base, error: errorField(error) });
  }
  const ttl = table ? TABLE_TTL_S : FAILURE_TTL_S;
  const stored = new Response(JSON.stringify({ table }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${ttl}` },
  });
  options.defer(cache.put(key, stored));
  return table;
}

function tableFor(env: Env, source: Source, base: CurrencyCode, options: Options): Promise<RateTable | null> {
  // The service's URL is part of the key: pointing RATES_API_URL elsewhere starts afresh.
  const key = `https://rates.cache/v1/${source}/${base}?service=${encodeURIComponent(serviceUrl(env, source))}`;
  const now = options.now().getTime();
  const remembered = memory.get(key);
  if (remembered && remembered.expires > now) return remembered.table;
  const entry: Cached = { expires: now + TABLE_TTL_S * 1000, table: loadTable(env, source, base, options, key) };
  memory.set(key, entry);
  // Failures are kept for less time; concurrent callers still share the one pending fetch.
  entry.table.then((table) => {
    if (!table) entry.expires = now + FAILURE_TTL_S * 1000;
  });
  return entry.table;
}

/** Rounds a converted amount to 6 decimals: enough for any client's 2- and 4-decimal display. */
const round6 = (value: number) => Number(value.toFixed(6));

/**
 * `amount` of `from` in `to`, in the Frankfurter answer shape. Frankfurter for the ECB currencies, the
 * fallback service for AED and SAR (or when Frankfurter fails), and the dated snapshot, marked
 * indicative, when every live service fails. Undefined when no source has the pair.
 */
export async function convert(
  env: Env,
  query: { amount: number; from: CurrencyCode; to: CurrencyCode },
  options: Options,
): Promise<RateAnswer | undefined> {
  const { amount, from, to } = query;
  const sources: Source[] = PRIMARY_CODES.includes(from) && PRIMARY_CODES.includes(to) ? ['primary', 'fallback'] : ['fallback'];
  for (const source of sources) {
    const table = await tableFor(env, source, from, options);
    const rate = table?.rates[to];
    if (table && rate) return { amount, base: from, date: table.date, rates: { [to]: round6(amount * rate) } };
  }
  const rate = snapshotRate(from, to);
  if (!rate) return undefined;
  log('warn', 'rates.indicative_answer', { from, to, date: SNAPSHOT_DATE });
  return { amount, base: from, date: SNAPSHOT_DATE, rates: { [to]: round6(amount * rate) }, indicative: true };
}
