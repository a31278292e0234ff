import * as z from 'zod';
import { CURRENCY_CODES, type CurrencyCode } from '#shared/currencies';

// The two live rate services, each turned into one table of rates for a base currency.

/** What one service says one unit of `base` is worth in each currency it knows (ours only). */
export type RateTable = { base: CurrencyCode; date: string; rates: Partial<Record<CurrencyCode, number>> };

export const DEFAULT_RATES_API_URL = 'https://api.frankfurter.dev/v1';
export const DEFAULT_RATES_FALLBACK_URL = 'https://open.er-api.com/v6';

/** Our currencies that the Frankfurter (ECB) list has; AED and SAR are not on it. */
export const PRIMARY_CODES: readonly CurrencyCode[] = CURRENCY_CODES.filter((code) => code !== 'AED' && code !== 'SAR');

const TIMEOUT_MS = 5_000;
const rateValue = z.number().positive().finite();
const ours = (rates: Record<string, number>): RateTable['rates'] =>
  Object.fromEntries(Object.entries(rates).filter(([code]) => (CURRENCY_CODES as readonly string[]).includes(code)));

const frankfurterAnswer = z.object({
  amount: z.number(),
  base: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rates: z.record(z.string(), rateValue),
});

const openErAnswer = z.object({
  result: z.literal('success'),
  base_code: z.string(),
  time_last_update_unix: z.number(),
  rates: z.record(z.string(), rateValue),
});

export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

async function getJson(fetcher: typeof fetch, url: string): Promise<unknown> {
  const res = await fetcher(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await res.text();
  // open.er-api reports errors in the body with HTTP 200; the schemas catch those. Frankfurter uses 4xx.
  if (!res.ok) throw new UpstreamError(`HTTP ${res.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError('unparsable answer');
  }
}

function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new UpstreamError('unexpected answer shape');
  return result.data;
}

/** Frankfurter-compatible: GET {url}/latest?from=BASE&to=A,B,… (only codes on its list, or it answers 404). */
export async function fetchPrimaryTable(fetcher: typeof fetch, url: string, base: CurrencyCode): Promise<RateTable> {
  const to = PRIMARY_CODES.filter((code) => code !== base).join(',');
  const body = parsed(
    frankfurterAnswer,
    await getJson(fetcher, `${url.replace(/\/$/, '')}/latest?from=${base}&to=${to}`),
  );
  if (body.base !== base) throw new UpstreamError('answered for another base');
  return { base, date: body.date, rates: ours(body.rates) };
}

/** open.er-api-compatible: GET {url}/latest/BASE, every currency it knows, AED and SAR included. */
export async function fetchFallbackTable(fetcher: typeof fetch, url: string, base: CurrencyCode): Promise<RateTable> {
  const body = parsed(openErAnswer, await getJson(fetcher, `${url.replace(/\/$/, '')}/latest/${base}`));
  if (body.base_code !== base) throw new UpstreamError('answered for another base');
  const date = new Date(body.time_last_update_unix * 1000).toISOString().slice(0, 10);
  const rates = ours(body.rates);
  delete rates[base];
  return { base, date, rates };
}
