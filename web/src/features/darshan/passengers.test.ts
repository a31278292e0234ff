import { describe, expect, it } from 'vitest';
import { resizePassengers } from './passengers';

const lakshmi = { name: 'Lakshmi', age: '64', aadhaar: '2345 6789 0124' };
const ravi = { name: 'Ravi', age: '35', aadhaar: '' };

describe('darshan passenger list', () => {
  it('grows with empty cards and keeps what was typed', () => {
    expect(resizePassengers([lakshmi], '3')).toEqual([
      lakshmi,
      { name: '', age: '', aadhaar: '' },
      { name: '', age: '', aadhaar: '' },
    ]);
  });

  it('shrinks from the end, keeping the first entries', () => {
    expect(resizePassengers([lakshmi, ravi], '1')).toEqual([lakshmi]);
  });

  it('empties for 0, blank, negative, fractional or non-numeric counts', () => {
    for (const count of ['0', '', '-2', '1.5', 'two']) expect(resizePassengers([lakshmi, ravi], count)).toEqual([]);
  });

  it('stops at 10 cards above the maximum', () => {
    expect(resizePassengers([lakshmi], '25')).toHaveLength(10);
    expect(resizePassengers([lakshmi], '25')[0]).toEqual(lakshmi);
  });
});
