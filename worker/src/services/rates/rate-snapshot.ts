import type { CurrencyCode } from '#shared/currencies';
import snapshot from '../../../seed/rates-snapshot.json';

// The dated reference rates made by scripts/make-rates-snapshot.mjs from the @fawazahmed0/currency-api package:
// the answer of last resort when every live service fails, always marked indicative.

const table = snapshot.rates as Record<CurrencyCode, Partial<Record<CurrencyCode, number>>>;

export const SNAPSHOT_DATE: string = snapshot.date;

export function snapshotRate(from: CurrencyCode, to: CurrencyCode): number | undefined {
  return table[from]?.[to];
}
