import type { ReplyTemplate } from '#shared/schemas/admin';

// The console's reply templates (migration 0043), kept in order and replaced as a whole list.

export class ReplyTemplatesStore {
  constructor(private readonly db: D1Database) {}

  async list(): Promise<ReplyTemplate[]> {
    const { results } = await this.db
      .prepare('SELECT channel, name, body FROM reply_templates ORDER BY position')
      .all<ReplyTemplate>();
    return results;
  }

  /** Replaces every template in one batch (with the caller's audit statement). */
  async replace(templates: ReplyTemplate[], extra: D1PreparedStatement[] = []): Promise<void> {
    await this.db.batch([
      this.db.prepare('DELETE FROM reply_templates'),
      ...templates.map((template, position) =>
        this.db
          .prepare('INSERT INTO reply_templates (position, channel, name, body) VALUES (?, ?, ?, ?)')
          .bind(position, template.channel, template.name, template.body),
      ),
      ...extra,
    ]);
  }
}

export const replyTemplatesStoreFor = (env: { DB: D1Database }) => new ReplyTemplatesStore(env.DB);
