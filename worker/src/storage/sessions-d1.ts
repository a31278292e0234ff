// Operators' console sessions. The cookie holds a random id; D1 holds only a keyed hash of it, so a leaked
// database row cannot be replayed as a cookie.

/** `person` is null for sessions from before named staff (migration 0044). */
export type StoredSession = { idHash: string; expiresAt: string; person: string | null };

export class SessionsStore {
  constructor(private readonly db: D1Database) {}

  async create(idHash: string, now: Date, expiresAt: Date, person: string): Promise<void> {
    // Expired sessions are swept on each sign-in, so the table stays small without a job.
    await this.db.batch([
      this.db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?').bind(now.toISOString()),
      this.db
        .prepare('INSERT INTO admin_sessions (id_hash, created_at, expires_at, person) VALUES (?, ?, ?, ?)')
        .bind(idHash, now.toISOString(), expiresAt.toISOString(), person),
    ]);
  }

  /** The session if it exists and has not expired at `now`. */
  async find(idHash: string, now: Date): Promise<StoredSession | null> {
    const row = await this.db
      .prepare('SELECT id_hash, expires_at, person FROM admin_sessions WHERE id_hash = ? AND expires_at > ?')
      .bind(idHash, now.toISOString())
      .first<{ id_hash: string; expires_at: string; person: string | null }>();
    return row ? { idHash: row.id_hash, expiresAt: row.expires_at, person: row.person } : null;
  }

  /** The people with a live session, for the list of whom a lead can be assigned to. */
  async people(now: Date): Promise<string[]> {
    const { results } = await this.db
      .prepare('SELECT DISTINCT person FROM admin_sessions WHERE person IS NOT NULL AND expires_at > ? ORDER BY person')
      .bind(now.toISOString())
      .all<{ person: string }>();
    return results.map((row) => row.person);
  }

  async delete(idHash: string): Promise<void> {
    await this.db.prepare('DELETE FROM admin_sessions WHERE id_hash = ?').bind(idHash).run();
  }
}

export const sessionsStoreFor = (env: { DB: D1Database }) => new SessionsStore(env.DB);
