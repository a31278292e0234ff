import { describe, expect, it } from 'vitest';
import { carRateText, categoryRateText } from './catalog/car-rate';
import {
  formatNightsDays,
  formatOfferEnd,
  formatPerPerson,
  formatRupees,
  formatStay,
  priceText,
} from './package-format';

describe('package formatting', () => {
  it('writes rupees the Indian way and the headline price per person', () => {
    expect(formatRupees(119999)).toBe('₹1,19,999');
    expect(formatRupees(18999999)).toBe('₹1,89,99,999');
    expect(formatPerPerson(24500)).toBe('₹24,500 per person');
  });

  it('shows the offer price while it runs, through its last day, and the regular price after', () => {
    const price = { perPerson: 24500, offer: { perPerson: 21999, until: '2027-01-15' } };
    expect(priceText(price, '2027-01-15')).toBe('₹21,999 per person');
    expect(priceText(price, '2027-01-16')).toBe('₹24,500 per person');
    expect(formatOfferEnd('2027-01-15')).toBe('15 Jan 2027');
    expect(formatOfferEnd('2026-09-30')).toBe('30 Sep 2026'); // the site's three-letter months, not Intl's 'Sept'
    expect(formatOfferEnd('2027-01-15', 'ta-IN')).toBe(
      new Date(Date.UTC(2027, 0, 15)).toLocaleDateString('ta-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
  });

  it('writes nights and days short and long', () => {
    expect(formatNightsDays({ nights: 5, days: 6 })).toBe('5N/6D');
    expect(formatStay({ nights: 5, days: 6 })).toBe('5 nights / 6 days');
    expect(formatStay({ nights: 1, days: 2 })).toBe('1 night / 2 days');
    expect(formatStay({ nights: 0, days: 1 })).toBe('1 day');
  });

  it('writes car rates from the numbers, and a category from its cheapest model', () => {
    expect(carRateText({ ratePerKm: 18, minKmPerDay: 250, driverAllowancePerDay: 400 })).toBe(
      '₹18 per km, at least 250 km a day; driver ₹400 a day',
    );
    expect(carRateText({})).toBeNull();
    const models = [
      { category: 'sedan', ratePerKm: 12 },
      { category: 'sedan', ratePerKm: 11 },
      { category: 'suv', ratePerKm: 18 },
    ];
    expect(categoryRateText('sedan', models)).toBe('From ₹11 per km');
    expect(categoryRateText('luxury', models)).toBeNull();
  });
});
