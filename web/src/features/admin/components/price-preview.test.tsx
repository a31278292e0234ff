import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricePreview } from './price-preview';

// The editor's preview of what visitors read, from the numbers being typed: only numbers the shared schema takes.

const preview = (document: Record<string, unknown>) =>
  render(<PricePreview document={document} />).container.textContent;

describe('the price preview', () => {
  it('writes a car model’s rate from its numbers, and nothing while a number is still text', () => {
    expect(preview({ ratePerKm: 12, minKmPerDay: 250, driverAllowancePerDay: 400 })).toBe(
      'Visitors read: ₹12 per km, at least 250 km a day; driver ₹400 a day',
    );
    expect(preview({ ratePerKm: '12a', minKmPerDay: 250 })).toBe('');
    expect(preview({ ratePerKm: 12, driverAllowancePerDay: 'four hundred' })).toBe('');
  });

  it('writes a package’s price and stay, and nothing while the price is text', () => {
    expect(preview({ price: { perPerson: 24500 }, days: 6, nights: 5 })).toMatch(
      /^Visitors read: ₹24,500 per person · /,
    );
    expect(preview({ price: { perPerson: '24k' }, days: 6, nights: 5 })).toBe('');
  });
});
