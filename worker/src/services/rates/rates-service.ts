import type { CurrencyCode } from '#shared/currencies';
import type { RateAnswer } from '#shared/schemas/rates';
import type { Deps, Env } from '../../env';
import { errorField, log } from '../../log';
import { cached, type CacheRun } from '../edge-cache';
import {
  DEFAULT_RATES_API_URL,
  DEFAULT_RATES_FALLBACK_URL,
  PRIMARY_CODES,
  fetchFallbackTable,
  fetchPrimaryTable,
  type RateTable,
} from './rate-sources';
import { SNAPSHOT_DATE, snapshotRate } from './rate-snapshot';

// One table per (service, base currency), kept for an hour by the edge cache, so a thousand visitors typing
// amounts cost one upstream call. A failed fetch is remembered for five minutes, so a service that is down
// is not hammered either.

export const TABLE_TTL_S = 60 * 60;
export const FAILURE_TTL_S = 5 * 60;

type Source = 'primary' | 'fallback';
type Options = Pick<Deps, 'fetch'> & CacheRun;

function serviceUrl(env: Env, source: Source) {
  return source === 'primary'
    ? env.RATES_API_URL || DEFAULT_RATES_API_URL
    : env.RATES_FALLBACK_URL || DEFAULT_RATES_FALLBACK_URL;
}

async function loadTable(
  env: Env,
  source: Source,
  base: CurrencyCode,
  fetcher: typeof fetch,
): Promise<RateTable | null> {
  try {
    const url = serviceUrl(env, source);
    return source === 'primary'
      ? await fetchPrimaryTable(fetcher, url, base)
      : await fetchFallbackTable(fetcher, url, base);
  } catch (error) {
    // The reason is upstream text ('HTTP 503', 'unparsable answer'), never visitor data.
    log('warn', 'rates.upstream_failed', { source, base, error: errorField(error) });
    return null;
  }
}

function tableFor(env: Env, source: Source, base: CurrencyCode, options: Options): Promise<RateTable | null> {
  // The service's URL is part of the key: pointing RATES_API_URL elsewhere starts afresh.
  const key = `https://rates.cache/v2/${source}/${base}?service=${encodeURIComponent(serviceUrl(env, source))}`;
  return cached(
    key,
    (table) => (table ? TABLE_TTL_S : FAILURE_TTL_S),
    () => loadTable(env, source, base, options.fetch),
    options,
  );
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
  const sources: Source[] =
    PRIMARY_CODES.includes(from) && PRIMARY_CODES.includes(to) ? ['primary', 'fallback'] : ['fallback'];
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
