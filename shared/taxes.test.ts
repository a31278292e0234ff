import { describe, expect, it } from 'vitest';
import { fareFor, tcsRateText, tcsRowOn } from './taxes';

const kerala = {
  type: 'domestic' as const,
  price: { perPerson: 24500, single: 33800, childWithBed: 19600, childNoBed: 14700 },
};
const dubai = { type: 'international' as const, price: { perPerson: 58999, single: 81399, childWithBed: 47199 } };
const couple = { adults: 2, childrenWithBed: 0, childrenNoBed: 0, singles: 0 };

describe('fare for a party', () => {
  it('adds GST 5% and no TCS to a domestic package (Kerala: ₹24,500 → ₹25,725 per person)', () => {
    expect(fareFor(kerala, { ...couple, adults: 1 }, '2026-11-26')).toEqual({
      perPerson: 24500,
      base: 24500,
      gst: 1225,
      tcs: 0,
      tcsRate: null,
      total: 25725,
    });
  });

  it('never charges TCS on devotional or trekking packages', () => {
    for (const type of ['devotional', 'trekking'] as const) {
      expect(fareFor({ type, price: { perPerson: 6999 } }, couple, '2026-11-26').tcs).toBe(0);
    }
  });

  it('prices every member of the party: twin sharing, single rooms, children with and without bed', () => {
    const fare = fareFor(kerala, { adults: 3, singles: 1, childrenWithBed: 1, childrenNoBed: 1 }, '2026-11-26');
    expect(fare.base).toBe(2 * 24500 + 33800 + 19600 + 14700);
    expect(fare.gst).toBe(Math.round(fare.base * 0.05));
    expect(fare.total).toBe(fare.base + fare.gst);
  });

  it('charges TCS on international packages at the rate in force: 2% flat from 1 Apr 2026', () => {
    const fare = fareFor(dubai, couple, '2026-11-26');
    expect(fare.base).toBe(117998);
    expect(fare.gst).toBe(5900);
    expect(fare.tcs).toBe(2360); // 2% of 1,17,998 = 2,359.96, rounded
    expect(fare.tcsRate).toBe('2%');
    expect(fare.total).toBe(117998 + 5900 + 2360);
  });

  it('used 5% up to ₹10 lakh per person and 20% above in 2025-26', () => {
    expect(fareFor(dubai, couple, '2025-06-01').tcs).toBe(5900);
    const europe = { type: 'international' as const, price: { perPerson: 12_00_000 } };
    expect(fareFor(europe, { ...couple, adults: 1 }, '2026-03-31').tcs).toBe(50_000 + 40_000);
    expect(tcsRateText(tcsRowOn('2026-03-31'))).toBe('5% (20% above ₹10 lakh per person)');
    expect(tcsRowOn('2026-04-01').from).toBe('2026-04-01');
  });

  it('uses the offer price while the offer runs', () => {
    const offered = { ...kerala, price: { ...kerala.price, offer: { perPerson: 21999, until: '2027-01-15' } } };
    expect(fareFor(offered, couple, '2027-01-15').base).toBe(43998);
    expect(fareFor(offered, couple, '2027-01-16').base).toBe(49000);
  });

  it('refuses a party it cannot price', () => {
    expect(() => fareFor(kerala, { ...couple, adults: 0 }, '2026-11-26')).toThrow('at least one adult');
    expect(() => fareFor(kerala, { ...couple, singles: 3 }, '2026-11-26')).toThrow('More single rooms');
    expect(() =>
      fareFor({ type: 'trekking', price: { perPerson: 3999 } }, { ...couple, singles: 1 }, '2026-11-26'),
    ).toThrow('no single-room price');
  });
});
