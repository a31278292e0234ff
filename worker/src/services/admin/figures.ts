import { addDays, indiaDate, indiaDayStart } from '#shared/dates';
import { FIGURE_DAYS, type Figures } from '#shared/schemas/admin';
import type { Env } from '../../env';
import { figuresStoreFor } from '../../storage/figures-d1';

/** The median of ascending numbers, or null for none. */
export function median(sorted: number[]): number | null {
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The dashboard's figures over the last FIGURE_DAYS of India's days, today included. */
export async function figuresOf(env: Env, now: Date): Promise<Figures> {
  const store = figuresStoreFor(env);
  const first = addDays(indiaDate(now), 1 - FIGURE_DAYS);
  const since = indiaDayStart(first).toISOString();
  const [rows, minutes, conversion] = await Promise.all([
    store.perDay(since),
    store.firstActionMinutes(since),
    store.conversion(since),
  ]);
  const days: Figures['days'] = Array.from({ length: FIGURE_DAYS }, (_, index) => ({
    date: addDays(first, index),
    byKind: {},
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const row of rows) {
    const day = byDate.get(row.day);
    if (day) day.byKind[row.kind] = row.n;
  }
  const middle = median(minutes);
  return {
    days,
    medianFirstActionMinutes: middle === null ? null : Math.round(middle),
    answered: minutes.length,
    received: rows.reduce((sum, row) => sum + row.n, 0),
    conversion,
  };
}
