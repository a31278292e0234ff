import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../schemas/common';
import { catalogSchemas } from './schemas';

const packageSchema = catalogSchemas.tours;
import { upgradeLegacyPrice } from './price';

const base = {
  id: 'kerala',
  title: 'Kerala',
  description: 'Backwaters',
  image: '/images/catalog/backwater.svg',
  type: 'domestic',
  price: { perPerson: 24500 },
  days: 6,
  nights: 5,
  details: { intro: '', itinerary: ['Day 1: Kochi'], accommodation: '', inclusion: [], exclusion: [] },
};
const errorsOf = (doc: unknown) => {
  const parsed = packageSchema.safeParse(doc);
  return parsed.success ? {} : fieldErrors(parsed.error as never);
};

describe('package price fields', () => {
  it('accepts whole rupees and an offer below the regular price', () => {
    expect(
      errorsOf({ ...base, price: { perPerson: 24500, offer: { perPerson: 21999, until: '2027-01-15' } } }),
    ).toEqual({});
  });

  it('names the field of a negative, fractional or absurd price, and nights beyond days', () => {
    expect(errorsOf({ ...base, price: { perPerson: -5 } })).toEqual({
      'price.perPerson': 'A price must be more than ₹0',
    });
    expect(errorsOf({ ...base, price: { perPerson: 24500.5 } })).toEqual({
      'price.perPerson': 'Use whole rupees, without paise',
    });
    expect(errorsOf({ ...base, price: { perPerson: 1_00_00_001 } })).toEqual({
      'price.perPerson': 'A price must be at most ₹1,00,00,000 (1 crore)',
    });
    expect(errorsOf({ ...base, nights: 7 })).toEqual({ nights: 'Nights cannot be more than days' });
    expect(
      errorsOf({ ...base, price: { perPerson: 20000, offer: { perPerson: 21000, until: '2027-01-15' } } }),
    ).toEqual({
      'price.offer.perPerson': 'An offer price must be below the regular price',
    });
  });

  it('reads an old text price by its first amount, with days from the itinerary', () => {
    const { price, days, nights, ...rest } = base;
    void price;
    void days;
    void nights;
    const old = {
      ...rest,
      details: { ...rest.details, price: '₹1,19,999 per couple', itinerary: ['Day 1', 'Day 2', 'Day 3'] },
    };
    const { raw, legacy } = upgradeLegacyPrice(old);
    expect(legacy).toBe('₹1,19,999 per couple');
    const parsed = packageSchema.parse(raw);
    expect(parsed.price).toEqual({ perPerson: 119999 });
    expect([parsed.nights, parsed.days]).toEqual([2, 3]);
    expect(upgradeLegacyPrice(base)).toEqual({ raw: base, legacy: null });
  });
});
