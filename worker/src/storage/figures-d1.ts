import type { InboxKind } from '#shared/schemas/admin';
import { INBOX } from './leads-inbox-d1';

// The console's figures, read straight from the inbox and bookings tables (spam left out): a few grouped
// queries over the period, so the dashboard costs the same however the inbox is paged.

/** India's date of a stored UTC time, in SQL (IST is UTC+5:30 all year). */
const INDIA_DAY = "date(created_at, '+330 minutes')";

export class FiguresStore {
  constructor(private readonly db: D1Database) {}

  /** Requests and leads per India day and kind since `since` (an ISO instant). */
  async perDay(since: string) {
    const { results } = await this.db
      .prepare(
        `SELECT ${INDIA_DAY} AS day, kind, COUNT(*) AS n FROM ${INBOX}
         WHERE created_at >= ? AND status <> 'spam' GROUP BY day, kind`,
      )
      .bind(since)
      .all<{ day: string; kind: InboxKind; n: number }>();
    return results;
  }

  /** Minutes from arrival to first action of each request or lead since `since` that had one, ascending. */
  async firstActionMinutes(since: string): Promise<number[]> {
    const { results } = await this.db
      .prepare(
        `SELECT (julianday(first_action_at) - julianday(created_at)) * 1440 AS minutes FROM ${INBOX}
         WHERE created_at >= ? AND status <> 'spam' AND first_action_at IS NOT NULL ORDER BY minutes`,
      )
      .bind(since)
      .all<{ minutes: number }>();
    return results.map((row) => Math.max(0, row.minutes));
  }

  /**
   * Leads with a mobile since `since`, and how many of them were followed by a booking from the same mobile
   * (held, payment claimed or confirmed: a booking the traveller went through with).
   */
  async conversion(since: string): Promise<{ leads: number; booked: number }> {
    const row = await this.db
      .prepare(
        `SELECT COUNT(*) AS leads,
           COALESCE(SUM(EXISTS (SELECT 1 FROM bookings AS b WHERE b.mobile = l.phone AND b.created_at >= l.created_at
             AND b.status IN ('held', 'payment_claimed', 'confirmed'))), 0) AS booked
         FROM leads AS l WHERE l.phone IS NOT NULL AND l.created_at >= ? AND l.status <> 'spam'`,
      )
      .bind(since)
      .first<{ leads: number; booked: number }>();
    return { leads: row?.leads ?? 0, booked: row?.booked ?? 0 };
  }
}

export const figuresStoreFor = (env: { DB: D1Database }) => new FiguresStore(env.DB);
