import * as z from 'zod';
import { normalizePhone } from '../phone';

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
export const email = z.string().trim().pipe(z.email('Enter a valid email address').max(254));
export const phone = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number, e.g. +91 98400 12345' });
      return z.NEVER;
    }
    return normalized;
  });
export const requiredText = (label: string, max = 200) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long (at most ${max} characters)`);

/** Field errors of a failed parse as { 'path.to.field': 'first message' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
