import { describe, expect, it } from 'vitest';
import { stationCodeOf } from './train-format';

describe('train formatting', () => {
  it('reads the station code from a pick, a bracketed label or a typed code', () => {
    expect(stationCodeOf('NDLS', 'anything')).toBe('NDLS');
    expect(stationCodeOf('', 'Mumbai Central (BCT)')).toBe('BCT');
    expect(stationCodeOf('', ' mmct ')).toBe('MMCT');
    expect(stationCodeOf('', 'New Delhi')).toBe('');
  });
});
