import type { AdminDeletionRequest } from '#shared/schemas/privacy';

// Deletion requests (migration 0051), and what a reference names with the mobile it was given with.

type Matched = NonNullable<AdminDeletionRequest['matched']>;
const COLUMNS = 'id, reference, matched, status, created_at AS createdAt, decided_at AS decidedAt';

export class DeletionRequestsStore {
  constructor(private readonly db: D1Database) {}

  /** Which of a request, a lead or a booking has this reference, with the phone stored with it. */
  async holder(reference: string): Promise<{ matched: Matched; phone: string | null; fileKey: string | null } | null> {
    return this.db
      .prepare(
        `SELECT 'submission' AS matched, json_extract(data, '$.phone') AS phone, file_key AS fileKey
           FROM submissions WHERE id = ?1
         UNION ALL SELECT 'lead', phone, NULL FROM leads WHERE id = ?1
         UNION ALL SELECT 'booking', mobile, NULL FROM bookings WHERE reference = ?1
         LIMIT 1`,
      )
      .bind(reference)
      .first();
  }

  async add(row: { id: string; reference: string; matched: Matched | null; createdAt: string }): Promise<void> {
    await this.db
      .prepare('INSERT INTO deletion_requests (id, reference, matched, created_at) VALUES (?, ?, ?, ?)')
      .bind(row.id, row.reference, row.matched, row.createdAt)
      .run();
  }

  async list(): Promise<AdminDeletionRequest[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${COLUMNS} FROM deletion_requests
         ORDER BY status = 'pending' DESC, created_at DESC LIMIT 200`,
      )
      .all<AdminDeletionRequest>();
    return results;
  }

  async byId(id: string): Promise<AdminDeletionRequest | null> {
    return this.db.prepare(`SELECT ${COLUMNS} FROM deletion_requests WHERE id = ?`).bind(id).first();
  }

  /** Decides a pending request; null when it is not pending (or unknown). */
  async decide(id: string, status: 'done' | 'dismissed', now: Date): Promise<AdminDeletionRequest | null> {
    return this.db
      .prepare(
        `UPDATE deletion_requests SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending' RETURNING ${COLUMNS}`,
      )
      .bind(status, now.toISOString(), id)
      .first();
  }

  /**
   * A booking stays (its amounts are accounts the law makes us keep), without who made it: name, mobile, email
   * and the note to the traveller go.
   */
  async anonymiseBooking(reference: string): Promise<void> {
    await this.db
      .prepare(
        `UPDATE bookings SET name = 'Deleted at the traveller''s request', mobile = '', email = NULL,
           note_to_traveller = NULL WHERE reference = ?`,
      )
      .bind(reference)
      .run();
  }
}

export const deletionRequestsStoreFor = (env: { DB: D1Database }) => new DeletionRequestsStore(env.DB);
