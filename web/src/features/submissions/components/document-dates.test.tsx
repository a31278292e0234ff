import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PassportForm } from './passport-form';
import { VisaForm } from './visa-form';

afterEach(() => vi.useRealTimers());

describe('the visa and passport forms at 00:30 IST', () => {
  it("bound their dates by India's today, not UTC's yesterday", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T19:00:00Z')); // 00:30 IST on 26 November
    const visa = render(<VisaForm />, { wrapper: MemoryRouter });
    expect(visa.getByLabelText(/Travel date/).getAttribute('min')).toBe('2026-11-26');
    visa.unmount();
    const passport = render(<PassportForm />, { wrapper: MemoryRouter });
    expect(passport.getByLabelText(/Date of birth/).getAttribute('max')).toBe('2026-11-26');
  });
});
