import { useEffect, useRef, useState } from 'react';
import type { CurrencyCode } from '#shared/constants';
import { ApiClientError } from '../../lib/api-client';
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
 * lookup; an older lookup is aborted, and its late answer is ignored, so it never overwrites a newer one.
 */
export function useConversion(amountText: string, from: CurrencyCode, to: CurrencyCode, debounceMs = CONVERSION_DEBOUNCE_MS): ConversionState {
  const [state, setState] = useState<ConversionState>({ status: 'empty' });
  const latest = useRef(0);

  useEffect(() => {
    const lookup = ++latest.current;
    const amount = parseAmount(amountText);
    if (amount === null) {
      setState({ status: 'empty' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await fetchRate(amount, from, to, controller.signal);
        if (lookup !== latest.current) return;
        const value = answer.rates[to];
        setState(
          value === undefined
            ? { status: 'error', message: UNAVAILABLE_PAIR }
            : { status: 'ready', date: answer.date, indicative: answer.indicative === true, ...describeConversion(amount, from, to, value) },
        );
      } catch (error) {
        if (lookup !== latest.current || controller.signal.aborted) return;
        const missingPair = error instanceof ApiClientError && error.status === 404;
        setState({ status: 'error', message: missingPair ? UNAVAILABLE_PAIR : SERVICE_UNAVAILABLE });
      }
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [amountText, from, to, debounceMs]);

  return state;
}
