import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../shared/currencies';
// @ts-expect-error: a plain .mjs script without type declarations
import { SNAPSHOT_PATH, makeRatesSnapshot } from './make-rates-snapshot.mjs';

describe('the reference rates snapshot', () => {
  const committed = readFileSync(SNAPSHOT_PATH as string, 'utf8');

  it('is exactly what the script makes from the pinned package (run node scripts/make-rates-snapshot.mjs)', () => {
    expect(committed).toBe((makeRatesSnapshot as () => string)());
  });

  it('is dated and covers every pair of our ten currencies', () => {
    const snapshot = JSON.parse(committed) as {
      date: string;
      source: string;
      rates: Record<string, Record<string, number>>;
    };
    expect(snapshot.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(snapshot.source).toMatch(/^@fawazahmed0\/currency-api@\d{4}\.\d+\.\d+$/);
    expect(Object.keys(snapshot.rates).sort()).toEqual([...CURRENCY_CODES].sort());
    for (const base of CURRENCY_CODES) {
      expect(Object.keys(snapshot.rates[base]!).sort()).toEqual(CURRENCY_CODES.filter((code) => code !== base).sort());
    }
    // Sanity: a rupee buys about a US cent, and the pair is roughly symmetric.
    const inrUsd = snapshot.rates.INR!.USD!;
    expect(inrUsd).toBeGreaterThan(0.005);
    expect(inrUsd).toBeLessThan(0.02);
    expect(inrUsd * snapshot.rates.USD!.INR!).toBeCloseTo(1, 2);
  });
});
