// How the live conversion reads (spec §2, §9): the converted value with 2 decimals, the rate with 4, and Indian
// grouping in every amount (1,50,000 INR → 1,561.11 USD), whatever the currency.
import { groupIndian } from '#shared/i18n/messages';

export const UNAVAILABLE_PAIR = 'Conversion unavailable for selected pair.';
export const SERVICE_UNAVAILABLE = 'Conversion service is temporarily unavailable.';

/** The typed amount when it can convert: a number above 0. Anything else clears the result. */
export function parseAmount(text: string): number | null {
  if (!text.trim()) return null;
  const amount = Number(text);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

export type Conversion = {
  /** 'amount FROM → converted TO' */
  line: string;
  /** '1 FROM ≈ rate TO' */
  rateLine: string;
  /** What the request carries: the converted value with 2 decimals, and the rate. */
  converted: string;
  rate: number;
};

// Indian grouping in every amount (1,50,000 INR → 1,561.11 USD), whatever the currency.

export function describeConversion(amount: number, from: string, to: string, value: number): Conversion {
  const rate = value / amount;
  return {
    line: `${groupIndian(amount, { max: 2 })} ${from} → ${groupIndian(value, { min: 2 })} ${to}`,
    rateLine: `1 ${from} ≈ ${rate.toFixed(4)} ${to}`,
    converted: value.toFixed(2),
    rate: Number(rate.toPrecision(6)),
  };
}
