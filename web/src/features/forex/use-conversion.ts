import type { CurrencyCode } from '#shared/currencies';
import { ApiClientError } from '../../lib/api-client';
import { useDebounced } from '../../lib/use-debounced';
import { useQuery } from '../../lib/query';
import { fetchRate } from './api';
import { SERVICE_UNAVAILABLE, UNAVAILABLE_PAIR, describeConversion, parseAmount, type Conversion } from './conversion';

export type ConversionState =
  | { status: 'empty' }
  | { status: 'loading' }
  | ({ status: 'ready'; date: string; indicative: boolean } & Conversion)
  | { status: 'error'; message: string };

/** Waits this long after the last keystroke, so typing '1000' costs one lookup, not four. */
export const CONVERSION_DEBOUNCE_MS = 350;

/**
 * The live conversion for what the visitor typed. A change of amount or of either currency starts a new
 * lookup once the typing settles; the query layer shows the answer for the latest lookup only.
 */
export function useConversion(
  amountText: string,
  from: CurrencyCode,
  to: CurrencyCode,
  debounceMs = CONVERSION_DEBOUNCE_MS,
): ConversionState {
  const amount = parseAmount(amountText);
  const wanted = amount === null ? null : ([amount, from, to] as const);
  const settled = useDebounced(wanted?.join(' ') ?? null, debounceMs);
  const current = wanted !== null && settled === wanted.join(' ') ? wanted : null;
  const query = useQuery(current && ['rates', ...current], () => fetchRate(...current!));

  if (wanted === null) return { status: 'empty' };
  if (query.status === 'error') {
    const missingPair = query.error instanceof ApiClientError && query.error.status === 404;
    return { status: 'error', message: missingPair ? UNAVAILABLE_PAIR : SERVICE_UNAVAILABLE };
  }
  if (query.status !== 'ready' || !current) return { status: 'loading' };
  const { rates, date, indicative } = query.data;
  const value = rates[to];
  if (value === undefined) return { status: 'error', message: UNAVAILABLE_PAIR };
  return { status: 'ready', date, indicative: indicative === true, ...describeConversion(current[0], from, to, value) };
}
