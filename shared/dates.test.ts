import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, compactIndiaDate, indiaDate, indiaDayStart, indiaToday } from './dates';

afterEach(() => vi.useRealTimers());

describe("India's dates", () => {
  it('at 00:30 IST, today is already the new day in India (UTC still says yesterday)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T19:00:00Z')); // 00:30 IST on 26 November
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(indiaToday()).toBe('2026-11-26');
    expect(compactIndiaDate(new Date())).toBe('261126');
  });

  it('turns over at 18:30 UTC, midnight in India', () => {
    expect(indiaDate(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(indiaDate(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(indiaDayStart('2026-11-26').toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
