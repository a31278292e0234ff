import { describe, expect, it } from 'vitest';
import { checkoutHint, pastDateHint } from './date-hints';

describe('ticket form date hints', () => {
  it('flags a date before today and nothing else', () => {
    expect(pastDateHint('2026-11-22', '2026-11-23')).toBe('This date is in the past. Please check it before you send.');
    expect(pastDateHint('2026-11-23', '2026-11-23')).toBeUndefined();
    expect(pastDateHint('', '2026-11-23')).toBeUndefined();
  });

  it('flags a check-out before or on the check-in day', () => {
    expect(checkoutHint('2026-12-24', '2026-12-23')).toBe('Check-out is before check-in. Please check the dates.');
    expect(checkoutHint('2026-12-24', '2026-12-24')).toBe(
      'Check-out is on the check-in day. Hotels usually need at least one night.',
    );
    expect(checkoutHint('2026-12-24', '2026-12-27')).toBeUndefined();
    expect(checkoutHint('', '2026-12-27')).toBeUndefined();
  });
});
