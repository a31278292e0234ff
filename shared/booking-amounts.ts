import type { PackageType } from './catalog/collections';
import type { PackagePrice } from './catalog/price';
import { fareFor, type Party } from './taxes';

// What a booking costs and what is paid when: the fare (shared/taxes.ts) plus our advance rule. The package
// page shows these figures and the worker stores the same ones when it holds the seats.

/** The advance that holds the seats: a quarter of the total, rounded up to the next ₹100. */
export const ADVANCE_SHARE = 0.25;
/** The balance is due this many days before departure; a departure sooner than that is paid in full now. */
export const BALANCE_DAYS_BEFORE = 30;

export type BookingAmounts = {
  base: number;
  gst: number;
  tcs: number;
  total: number;
  advanceDue: number;
  balanceDue: number;
  /** India's date the balance is due by; null when the advance is the whole total. */
  balanceDueBy: string | null;
};

/** `date` (YYYY-MM-DD) moved by `days`. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The advance and balance of a total for a departure on `departure`, booked on `today` (India's dates). */
export function advanceFor(total: number, today: string, departure: string) {
  const balanceDueBy = addDays(departure, -BALANCE_DAYS_BEFORE);
  const advanceDue = balanceDueBy <= today ? total : Math.min(total, Math.ceil((total * ADVANCE_SHARE) / 100) * 100);
  const balanceDue = total - advanceDue;
  return { advanceDue, balanceDue, balanceDueBy: balanceDue > 0 ? balanceDueBy : null };
}

/**
 * A party's amounts for a departure. A departure's own price per person replaces the package's twin-sharing
 * price (and any offer) on that date; taxes follow the rates of `today`, the day the money is taken.
 */
export function bookingAmounts(
  item: { type: PackageType; price: PackagePrice },
  departure: { date: string; perPerson: number | null },
  party: Party,
  today: string,
): BookingAmounts {
  const price = departure.perPerson ? { ...item.price, perPerson: departure.perPerson, offer: undefined } : item.price;
  const { base, gst, tcs, total } = fareFor({ type: item.type, price }, party, today);
  return { base, gst, tcs, total, ...advanceFor(total, today, departure.date) };
}
