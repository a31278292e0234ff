// Dates as the business counts them: India's calendar (Asia/Kolkata, UTC+05:30 all year; India keeps no daylight
// saving), written as the wire's YYYY-MM-DD. Every "today", day key and day arithmetic goes through here, so a
// visitor at 00:30 IST, or a server on UTC, gets India's date and not yesterday's.

/** India's offset from UTC, as an ISO time zone and in milliseconds. */
export const INDIA_OFFSET = '+05:30';
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** India's date at an instant: 2026-11-25T19:00Z (00:30 IST on the 26th) → '2026-11-26'. */
export function indiaDate(at: Date = new Date()): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in India (at `now`, by default the clock's), the YYYY-MM-DD a date input holds. */
export const indiaToday = (now: Date = new Date()): string => indiaDate(now);

/** A YYYY-MM-DD date some days later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant India's day `date` begins: '2026-11-26' → 2026-11-25T18:30:00.000Z. */
export function indiaDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS);
}

/** India's date at an instant as YYMMDD, as references carry it: '261126'. */
export const compactIndiaDate = (at: Date): string => indiaDate(at).slice(2).replaceAll('-', '');
