// Web Push subscriptions of the operators' browsers (migration 0042).

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

export class PushSubscriptionsStore {
  constructor(private readonly db: D1Database) {}

  /** Adds a subscription, or renews its keys when the browser subscribes again. */
  async save(subscription: StoredSubscription, at: Date, actor: string): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at, actor) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = ?2, auth = ?3`,
      )
      .bind(subscription.endpoint, subscription.p256dh, subscription.auth, at.toISOString(), actor)
      .run();
  }

  async remove(endpoint: string): Promise<boolean> {
    const result = await this.db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').bind(endpoint).run();
    return result.meta.changes > 0;
  }

  async all(): Promise<StoredSubscription[]> {
    const { results } = await this.db
      .prepare('SELECT endpoint, p256dh, auth FROM push_subscriptions ORDER BY created_at')
      .all<StoredSubscription>();
    return results;
  }
}

export const pushSubscriptionsStoreFor = (env: { DB: D1Database }) => new PushSubscriptionsStore(env.DB);
