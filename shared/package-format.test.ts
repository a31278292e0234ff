import { describe, expect, it } from 'vitest';
import { amountOf, formatDuration, formatRupees, tripDays } from './package-format';

describe('package formatting', () => {
  it('reads the first amount of a price text and writes rupees the Indian way', () => {
    expect(amountOf('₹1,19,999 per couple')).toBe(119999);
    expect(amountOf('On request')).toBeNull();
    expect(formatRupees(119999)).toBe('₹1,19,999');
  });

  it('counts days from the itinerary: the highest Day N, else one per entry', () => {
    expect(tripDays(['Day 1: Arrive', 'Day 2: Sightseeing', 'Day 3: Leave'])).toBe(3);
    expect(tripDays(['Day 1-2: Drive up', 'Day 5: Summit'])).toBe(5);
    expect(tripDays(['Arrive', 'Leave'])).toBe(2);
    expect(formatDuration(['Day 1: Arrive', 'Day 2: Leave'])).toBe('2 days / 1 night');
    expect(formatDuration(['Day 1: Arrive', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6: Leave'])).toBe(
      '6 days / 5 nights',
    );
    expect(formatDuration(['A day trip'])).toBe('1 day');
    expect(formatDuration([])).toBe('1 day');
  });
});
