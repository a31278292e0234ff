import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorField, log, redact } from '../src/log';

afterEach(() => vi.restoreAllMocks());

describe('structured logs', () => {
  it('blanks personal data and file contents at any depth', () => {
    const fields = {
      requestId: 'r1',
      applicant: { fullName: 'Asha Rao', passportNumber: 'P1234567', aadhaarNumber: '2345 6789 0123' },
      files: [{ fileData: 'JVBERi0xLjQK', size: 2048 }],
      note: 'id 2345 6789 0123',
    };
    expect(redact(fields)).toEqual({
      requestId: 'r1',
      applicant: { fullName: '[redacted]', passportNumber: '[redacted]', aadhaarNumber: '[redacted]' },
      files: [{ fileData: '[redacted]', size: 2048 }],
      note: '[redacted]',
    });
  });

  it('keeps the type and reason of an error, so operators can see what failed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    log('warn', 'rates.upstream_failed', { error: errorField(new TypeError('Network connection lost.')) });
    const line = JSON.parse(String(warn.mock.calls[0]?.[0]));
    expect(line).toMatchObject({
      level: 'warn',
      event: 'rates.upstream_failed',
      error: { type: 'TypeError', reason: 'Network connection lost.' },
    });
    expect(typeof line.time).toBe('string');
  });
});
