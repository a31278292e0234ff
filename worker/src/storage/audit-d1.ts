import type { AuditAction, AuditEntry } from '#shared/schemas/admin';

// The audit trail of admin actions: who (a session reference or 'bearer'), what, when, on which id.
// Callers pass ids only, never personal data.

export class AuditStore {
  constructor(private readonly db: D1Database) {}

  /** The statement, for callers that write it in the same batch as the change it records. */
  statement(at: Date, actor: string, action: AuditAction, target: string | null = null): D1PreparedStatement {
    return this.db
      .prepare('INSERT INTO audit_log (at, actor, action, target) VALUES (?, ?, ?, ?)')
      .bind(at.toISOString(), actor, action, target);
  }

  async record(at: Date, actor: string, action: AuditAction, target: string | null = null): Promise<void> {
    await this.statement(at, actor, action, target).run();
  }

  async list(limit: number): Promise<AuditEntry[]> {
    const { results } = await this.db
      .prepare('SELECT at, actor, action, target FROM audit_log ORDER BY seq DESC LIMIT ?')
      .bind(limit)
      .all<AuditEntry>();
    return results;
  }
}

export const auditStoreFor = (env: { DB: D1Database }) => new AuditStore(env.DB);
