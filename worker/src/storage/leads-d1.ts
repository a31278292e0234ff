import { indiaDate } from '#shared/dates';
import type { Lead, LeadKind } from '#shared/schemas/leads';

// Leads (WhatsApp enquiries) are one D1 row each; darshan enquiries only bump a per-day counter.

export type NewLead = { id: string; lead: Lead; now: Date };

export class LeadsStore {
  constructor(private readonly db: D1Database) {}

  async create({ id, lead, now }: NewLead): Promise<void> {
    const { kind, name, mobile, ...fields } = lead;
    await this.db
      .prepare('INSERT INTO leads (id, kind, data, name, phone, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(id, kind satisfies LeadKind, JSON.stringify(fields), name || null, mobile ?? null, now.toISOString())
      .run();
  }

  /** One more darshan enquiry on India's day of `now`: a number, nothing about the visitor. */
  async countDarshan(now: Date): Promise<void> {
    await this.db
      .prepare(
        'INSERT INTO darshan_counts (day, count) VALUES (?, 1) ON CONFLICT (day) DO UPDATE SET count = count + 1',
      )
      .bind(indiaDate(now))
      .run();
  }

  /** Darshan enquiries between two days (inclusive, either open). */
  async darshanCount(from?: string, to?: string): Promise<number> {
    const row = await this.db
      .prepare(
        'SELECT COALESCE(SUM(count), 0) AS total FROM darshan_counts WHERE (?1 IS NULL OR day >= ?1) AND (?2 IS NULL OR day <= ?2)',
      )
      .bind(from ?? null, to ?? null)
      .first<{ total: number }>();
    return row?.total ?? 0;
  }
}

export const leadsStoreFor = (env: { DB: D1Database }) => new LeadsStore(env.DB);
