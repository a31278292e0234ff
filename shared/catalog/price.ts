import * as z from 'zod/mini';

// A package's price and length as numbers: whole rupees and whole days. Every price a visitor reads is
// derived from these by shared/price-format.ts; nothing stores a price as text any more.

/** Prices above this are typing mistakes (an extra zero), not packages we sell. */
export const MAX_PRICE_RUPEES = 1_00_00_000;

const rupees = z
  .number('Enter the price in rupees, e.g. 24500')
  .check(
    z.refine(Number.isInteger, 'Use whole rupees, without paise'),
    z.minimum(1, 'A price must be more than ₹0'),
    z.maximum(MAX_PRICE_RUPEES, 'A price must be at most ₹1,00,00,000 (1 crore)'),
  );

const wireDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31'),
  z.refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Use a real date'),
);

export const packagePriceSchema = z
  .object({
    /** Per person on twin sharing: the headline price. */
    perPerson: rupees,
    /** Per person in a room of their own. */
    single: z.optional(rupees),
    childWithBed: z.optional(rupees),
    childNoBed: z.optional(rupees),
    /** A dated offer on the twin-sharing price; it stops showing after `until` (India's date). */
    offer: z.optional(z.object({ perPerson: rupees, until: wireDate })),
  })
  .check(
    z.refine((price) => !price.offer || price.offer.perPerson < price.perPerson, {
      message: 'An offer price must be below the regular price',
      path: ['offer', 'perPerson'],
    }),
  );
export type PackagePrice = z.infer<typeof packagePriceSchema>;

const count = (label: string, min: number) =>
  z
    .number(`Enter the number of ${label}`)
    .check(
      z.refine(Number.isInteger, `Use a whole number of ${label}`),
      z.minimum(min, `At least ${min} ${label}`),
      z.maximum(365, `At most 365 ${label}`),
    );

/** Joined to the package schema: `price`, `days`, `nights`. */
export const packagePriceFields = { price: packagePriceSchema, days: count('days', 1), nights: count('nights', 0) };

/** Nights never exceed days (a 6-day trip has at most 6 nights, usually 5). */
export const nightsWithinDays = z.refine<{ days: number; nights: number }>((item) => item.nights <= item.days, {
  message: 'Nights cannot be more than days',
  path: ['nights'],
});

/**
 * Car models: outstation rate per km, the daily minimum km billed, and the driver's daily allowance. Optional so
 * that models written before these fields still list (as "rate on request").
 */
export const carRateFields = {
  ratePerKm: z.optional(rupees),
  minKmPerDay: z.optional(count('km', 1)),
  driverAllowancePerDay: z.optional(rupees),
  /** The category (carCategories id) the model belongs to; categories show "from" their lowest model's rate. */
  category: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
};

/** The first amount in an old text price: '₹1,19,999 per couple' → 119999; null when it has none. */
export function amountOf(price: string): number | null {
  const match = price.replace(/,/g, '').match(/(\d+(?:\.\d+)?)/);
  return match ? Math.round(Number(match[1])) : null;
}

/**
 * Documents written before prices were numbers (Firestore, edited by hand) carry only `details.price`
 * ('₹18,500 per person') and no days or nights. They are read by taking the text's first amount and counting
 * the itinerary's days; `legacy` is the old text so the reader can log it. A document with numbers is untouched.
 */
export function upgradeLegacyPrice(raw: unknown): { raw: unknown; legacy: string | null } {
  if (!raw || typeof raw !== 'object') return { raw, legacy: null };
  const doc = raw as Record<string, unknown>;
  const details = doc.details as Record<string, unknown> | undefined;
  const text = typeof details?.price === 'string' ? details.price : null;
  if (doc.price !== undefined || text === null) return { raw, legacy: null };
  const perPerson = amountOf(text);
  const itinerary = Array.isArray(details?.itinerary)
    ? details.itinerary
    : String(details?.itinerary ?? '')
        .split('\n')
        .filter((line) => line.trim());
  const days = doc.days ?? Math.max(1, itineraryDays(itinerary.map(String)));
  const nights = doc.nights ?? Math.max(0, Number(days) - 1);
  return { raw: { ...doc, price: perPerson === null ? undefined : { perPerson }, days, nights }, legacy: text };
}

/** Days in an itinerary: the highest 'Day N' it names, else one day per entry. */
export function itineraryDays(itinerary: readonly string[]): number {
  const named = itinerary.map((entry) => Number(/^\s*day\s+(\d+)/i.exec(entry)?.[1] ?? 0));
  return Math.max(itinerary.length, ...named);
}
