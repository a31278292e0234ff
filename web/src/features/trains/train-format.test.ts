import { describe, expect, it } from 'vitest';
import { dayOffsetLabel, durationLabel, runDaysLabel, stationCodeOf } from './train-format';

describe('train formatting', () => {
  it('labels day offsets, durations and running days', () => {
    expect([dayOffsetLabel(0), dayOffsetLabel(1), dayOffsetLabel(2)]).toEqual(['', '+1 day', '+2 days']);
    expect(durationLabel('15:50')).toBe('15h 50m');
    expect(durationLabel('6:05')).toBe('6h 05m');
    expect(runDaysLabel(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])).toBe('Daily');
    expect(runDaysLabel(['Tue', 'Sat'])).toBe('Tue, Sat');
    expect(runDaysLabel(null)).toBe('Check running days');
  });

  it('reads the station code from a pick, a bracketed label or a typed code', () => {
    expect(stationCodeOf('NDLS', 'anything')).toBe('NDLS');
    expect(stationCodeOf('', 'Mumbai Central (BCT)')).toBe('BCT');
    expect(stationCodeOf('', ' mmct ')).toBe('MMCT');
    expect(stationCodeOf('', 'New Delhi')).toBe('');
  });
});
