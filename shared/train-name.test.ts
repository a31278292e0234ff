import { describe, expect, it } from 'vitest';
import { readableTrainName } from './train-name';

describe('train names', () => {
  it('spells out cut words and writes capitals in title case, keeping station codes', () => {
    expect(readableTrainName('KAVERI EXPRE')).toBe('Kaveri Express');
    expect(readableTrainName('MMCT RAJDHANI')).toBe('MMCT Rajdhani');
    expect(readableTrainName('CSMT-NGP SF')).toBe('CSMT-NGP Superfast');
    expect(readableTrainName('SHATABDI EXP')).toBe('Shatabdi Express');
    expect(readableTrainName('Mumbai Rajdhani')).toBe('Mumbai Rajdhani');
  });
});
