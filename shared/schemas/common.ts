import * as z from 'zod';
import { stripInvisible } from '../invisible';
import { normalizePhone } from '../phone';

/** A string schema that first strips control and invisible characters (see stripInvisible); then trim, min, max as usual. */
export const cleanText = (options: { multiline?: boolean } = {}) =>
  z.preprocess((value) => (typeof value === 'string' ? stripInvisible(value, options) : value), z.string());

/** A day that exists on the calendar, written 2026-12-31 (2027-02-30 is refused). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Use a real date like 2026-12-31');
export const email = cleanText().pipe(z.string().trim().pipe(z.email('Enter a valid email address').max(254)));
export const phone = cleanText()
  .pipe(z.string().trim())
  .transform((value, ctx) => {
    const normalized = normalizePhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number, e.g. +91 98400 12345' });
      return z.NEVER;
    }
    return normalized;
  });
export const requiredText = (label: string, max = 200, options: { multiline?: boolean } = {}) =>
  cleanText(options).pipe(
    z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long (at most ${max} characters)`),
  );

/** An optional field: a blank text (what an empty input sends) counts as not given, anything else meets `schema`. */
export const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && !value.trim() ? undefined : value), schema.optional());

/** Field errors of a failed parse as { 'path.to.field': 'first message' }. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
