import type { PackageType } from './catalog/collections';
import { activeOffer } from './catalog/offer';
import type { PackagePrice } from './catalog/price';

// Taxes on tour packages, and the one function that prices a party. Change a rate by adding a dated row;
// the rows' sources are listed in docs/prices.md as well.

/**
 * GST on tour operator services: 5% on the whole package value, without input tax credit
 * (Notification 11/2017-Central Tax (Rate), entry 23(ii), as amended by Notification 20/2019 from 1 Oct 2019;
 * unchanged by the GST 2.0 rate changes of 22 Sep 2025, Notification 9/2025-CT(Rate)).
 */
export const GST_RATE = 0.05;

type TcsSlab = { upTo?: number; rate: number };
type TcsRow = { from: string; slabs: readonly TcsSlab[]; source: string };

/**
 * TCS on overseas tour programme packages, newest row last; only international packages carry it.
 * The threshold is per person per financial year; we count each traveller's own share of this booking,
 * assuming nothing else was spent abroad by them this year (the operator's invoice settles the exact figure).
 */
export const TCS_TABLE: readonly TcsRow[] = [
  {
    // Finance Act 2025, s. 206C(1G)(b) as amended: 5% up to ₹10 lakh in a financial year, 20% above.
    from: '2025-04-01',
    slabs: [{ upTo: 10_00_000, rate: 0.05 }, { rate: 0.2 }],
    source: 'Finance Act 2025, s. 206C(1G) Income-tax Act 1961, from 1 Apr 2025',
  },
  {
    // Finance Act 2026: a flat 2% from the first rupee, no threshold (s. 394(1) of the Income-tax Act 2025,
    // which replaces s. 206C(1G)); Budget speech 1 Feb 2026, effective 1 Apr 2026.
    from: '2026-04-01',
    slabs: [{ rate: 0.02 }],
    source: 'Finance Act 2026, s. 394(1) Income-tax Act 2025, from 1 Apr 2026',
  },
];

/** The TCS row in force on a day (YYYY-MM-DD); the earliest row for a day before the table starts. */
export function tcsRowOn(date: string): TcsRow {
  return TCS_TABLE.reduce((current, row) => (row.from <= date ? row : current), TCS_TABLE[0]!);
}

/** TCS on one traveller's share, slab by slab, in whole rupees. */
function tcsOn(amount: number, slabs: readonly TcsSlab[]): number {
  let tax = 0;
  let below = 0;
  for (const slab of slabs) {
    const top = slab.upTo ?? Infinity;
    const part = Math.max(0, Math.min(amount, top) - below);
    tax += part * slab.rate;
    below = top;
  }
  return tax;
}

/** Rates as a visitor reads them: '2%', or '5% (20% above ₹10 lakh)'. */
export function tcsRateText(row: TcsRow): string {
  const [first, ...rest] = row.slabs;
  const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
  if (!first) return '';
  if (rest.length === 0 || first.upTo === undefined) return percent(first.rate);
  return `${percent(first.rate)} (${percent(rest[0]!.rate)} above ₹${first.upTo / 1_00_000} lakh per person)`;
}

export type Party = { adults: number; childrenWithBed: number; childrenNoBed: number; singles: number };
export const DEFAULT_PARTY: Party = { adults: 2, childrenWithBed: 0, childrenNoBed: 0, singles: 0 };
/** At most this many travellers in one booking; larger groups are arranged with the office. */
export const MAX_PARTY = 20;

export type Fare = {
  /** The price per adult on twin sharing that applied (the offer's while it runs). */
  perPerson: number;
  base: number;
  gst: number;
  /** 0 for domestic, devotional and trekking packages. */
  tcs: number;
  /** The TCS row's rate text, null where no TCS applies. */
  tcsRate: string | null;
  total: number;
};

/**
 * The fare for a party on a day (India's date, YYYY-MM-DD): `singles` of the adults take a room of their own.
 * A child price the package does not list is charged at the adult rate (child with bed) or the child-with-bed
 * rate (no bed). GST and TCS are each rounded to the nearest rupee (half up) on the party's base; TCS is
 * figured per traveller, then rounded once.
 */
export function fareFor(item: { type: PackageType; price: PackagePrice }, party: Party, date: string): Fare {
  const { price } = item;
  const { adults, childrenWithBed, childrenNoBed, singles } = party;
  for (const [name, value] of Object.entries(party)) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number, 0 or more`);
  }
  if (adults < 1) throw new RangeError('A party needs at least one adult');
  if (singles > adults) throw new RangeError('More single rooms than adults');
  if (singles > 0 && price.single === undefined) throw new RangeError('This package has no single-room price');
  const perPerson = activeOffer(price, date)?.perPerson ?? price.perPerson;
  const withBed = price.childWithBed ?? perPerson;
  const noBed = price.childNoBed ?? withBed;
  const shares = [
    ...Array<number>(adults - singles).fill(perPerson),
    ...Array<number>(singles).fill(price.single ?? perPerson),
    ...Array<number>(childrenWithBed).fill(withBed),
    ...Array<number>(childrenNoBed).fill(noBed),
  ];
  const base = shares.reduce((sum, share) => sum + share, 0);
  const gst = Math.round(base * GST_RATE);
  const international = item.type === 'international';
  const row = tcsRowOn(date);
  const tcs = international ? Math.round(shares.reduce((sum, share) => sum + tcsOn(share, row.slabs), 0)) : 0;
  return { perPerson, base, gst, tcs, tcsRate: international ? tcsRateText(row) : null, total: base + gst + tcs };
}
