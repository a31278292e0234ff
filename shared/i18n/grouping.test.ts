import { describe, expect, it } from 'vitest';
import { groupIndian } from './messages';

// Intl is the reference: the hand-written grouping must read exactly as Intl's 'en-IN' does.
const intl = (fraction: { min?: number; max?: number } = {}) =>
  new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: fraction.min ?? 0,
    maximumFractionDigits: fraction.max ?? fraction.min ?? 0,
  });

const samples = [
  0, 1, 9, 99, 999, 1000, 9999, 10000, 99999, 100000, 119999, 150000, 999999, 1000000, 12345678, 100000000, 1234567890,
  0.5, 1.5, 2.5, 0.125, 1.005, 1561.1, 1561.115, 99999.995, 0.004, 12.3456,
];

describe('groupIndian', () => {
  it('reads as Intl en-IN for whole numbers, positive and negative', () => {
    for (const value of samples.flatMap((n) => [n, -n]).filter((n) => !Object.is(n, -0)))
      expect(groupIndian(value), String(value)).toBe(intl().format(value));
  });

  it('reads as Intl en-IN with fraction digits (the forex amounts)', () => {
    for (const fraction of [{ max: 2 }, { min: 2, max: 2 }, { min: 1, max: 3 }])
      for (const value of samples) expect(groupIndian(value, fraction), `${value}`).toBe(intl(fraction).format(value));
  });

  it('reads as Intl en-IN over many random amounts', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 10 ** ((seed % 10) + 1);
    for (let i = 0; i < 2000; i++) {
      const value = random();
      expect(groupIndian(Math.round(value))).toBe(intl().format(Math.round(value)));
      expect(groupIndian(value, { max: 2 })).toBe(intl({ max: 2 }).format(value));
    }
  });

  it('groups the Indian way, not in thousands', () => {
    expect(groupIndian(150000)).toBe('1,50,000');
    expect(groupIndian(12345678)).toBe('1,23,45,678');
    expect(groupIndian(1561.1, { min: 2, max: 2 })).toBe('1,561.10');
  });
});
