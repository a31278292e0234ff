import * as z from 'zod';
import { normalizePhone } from '../phone';

// Text the business will open (admin API, webhook, a spreadsheet) carries no control characters and no
// invisible format characters: a right-to-left override (U+202E) makes 'scan<RLO>fdp.exe' read as 'scanexe.pdf',
// zero-width characters hide text from search, NUL truncates in other tools.
// C0/C1 controls except tab, LF, CR; soft hyphen; Arabic letter mark; Mongolian vowel separator; zero-width
// space; LRM/RLM; bidi embeddings, overrides and isolates; word joiner and invisible operators; line and
// paragraph separators; BOM; interlinear annotation marks.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/g;
// ZWNJ/ZWJ shape Indic conjuncts and emoji: kept between two non-ASCII characters, dropped anywhere else.
const JOINER = /[\u200C\u200D]/g;
// eslint-disable-next-line no-control-regex -- the ASCII range starts at U+0000
const NON_ASCII = /[^\u0000-\u007F]/;

/**
 * `value` without control and invisible format characters. One-line text also loses its line breaks and
 * tabs (each becomes a space); multi-line text keeps them.
 */
export function stripInvisible(value: string, { multiline = false } = {}): string {
  const kept = value.replace(INVISIBLE, '');
  const joined = kept.replace(JOINER, (joiner, at: number) =>
    NON_ASCII.test(kept[at - 1] ?? '') && NON_ASCII.test(kept[at + 1] ?? '') ? joiner : '',
  );
  return multiline ? joined : joined.replace(/[\t\n\r]+/g, ' ');
}

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

/** Field errors of a failed parse as { 'path.to.field': 'first message' }. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
