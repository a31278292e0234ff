import type { BookableCollection } from '#shared/schemas/bookings';
import type { AdminReview, PackageReviews, Review, ReviewStatus } from '#shared/schemas/reviews';

// Review invitations and reviews in D1 (migration 0050). Callers log ids only, never the texts or names.

export type InvitationRow = {
  id: string;
  collection: BookableCollection;
  packageId: string;
  name: string;
  createdAt: string;
  expiresAt: string;
  /** Whether a review was already written through it. */
  used: boolean;
};

export type NewReview = Omit<Review, 'createdAt'> & { invitationId: string };

const REVIEW_COLUMNS = `id, rating, text, first_name AS firstName, travel_month AS travelMonth, created_at AS createdAt`;
const ADMIN_COLUMNS = `r.id, r.rating, r.text, r.first_name AS firstName, r.travel_month AS travelMonth,
  r.created_at AS createdAt, r.status, r.collection, r.package_id AS packageId, i.name AS invitedName`;

/** How many approved reviews a package page and its share page show. */
export const SHOWN_REVIEWS = 20;

export class ReviewsStore {
  constructor(private readonly db: D1Database) {}

  async invite(invitation: Omit<InvitationRow, 'used'>): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO review_invitations (id, collection, package_id, name, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        invitation.id,
        invitation.collection,
        invitation.packageId,
        invitation.name,
        invitation.createdAt,
        invitation.expiresAt,
      )
      .run();
  }

  async invitation(id: string): Promise<InvitationRow | null> {
    const row = await this.db
      .prepare(
        `SELECT i.id, i.collection, i.package_id AS packageId, i.name, i.created_at AS createdAt,
           i.expires_at AS expiresAt, EXISTS (SELECT 1 FROM reviews WHERE invitation_id = i.id) AS used
         FROM review_invitations i WHERE i.id = ?`,
      )
      .bind(id)
      .first<Omit<InvitationRow, 'used'> & { used: number }>();
    return row ? { ...row, used: row.used === 1 } : null;
  }

  /**
   * Writes the review if its invitation is unused and not expired at `now`, in one statement (the UNIQUE
   * invitation_id refuses a second one). False when nothing was written.
   */
  async submit(review: NewReview, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.db
      .prepare(
        `INSERT INTO reviews (id, invitation_id, collection, package_id, rating, text, first_name, travel_month,
           status, created_at, updated_at)
         SELECT ?1, id, collection, package_id, ?2, ?3, ?4, ?5, 'pending', ?6, ?6
         FROM review_invitations WHERE id = ?7 AND expires_at > ?6
         ON CONFLICT (invitation_id) DO NOTHING`,
      )
      .bind(review.id, review.rating, review.text, review.firstName, review.travelMonth, at, review.invitationId)
      .run();
    return result.meta.changes === 1;
  }

  /** A package's approved reviews, newest first, with their average (one decimal) and count. */
  async forPackage(collection: BookableCollection, packageId: string): Promise<PackageReviews> {
    const [list, summary] = await this.db.batch([
      this.db
        .prepare(
          `SELECT ${REVIEW_COLUMNS} FROM reviews
           WHERE collection = ? AND package_id = ? AND status = 'approved' ORDER BY created_at DESC LIMIT ?`,
        )
        .bind(collection, packageId, SHOWN_REVIEWS),
      this.db
        .prepare(
          `SELECT COUNT(*) AS count, ROUND(AVG(rating), 1) AS average FROM reviews
           WHERE collection = ? AND package_id = ? AND status = 'approved'`,
        )
        .bind(collection, packageId),
    ]);
    const { count, average } = (summary!.results as { count: number; average: number | null }[])[0]!;
    return { data: list!.results as Review[], average, count };
  }

  /** The console's list, newest first, of one status or all. */
  async list(status?: ReviewStatus): Promise<AdminReview[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${ADMIN_COLUMNS} FROM reviews r JOIN review_invitations i ON i.id = r.invitation_id
         WHERE ?1 IS NULL OR r.status = ?1 ORDER BY r.created_at DESC LIMIT 200`,
      )
      .bind(status ?? null)
      .all<AdminReview>();
    return results;
  }

  async setStatus(id: string, status: ReviewStatus, now: Date): Promise<AdminReview | null> {
    const changed = await this.db
      .prepare('UPDATE reviews SET status = ?, updated_at = ? WHERE id = ?')
      .bind(status, now.toISOString(), id)
      .run();
    if (changed.meta.changes !== 1) return null;
    return this.db
      .prepare(
        `SELECT ${ADMIN_COLUMNS} FROM reviews r JOIN review_invitations i ON i.id = r.invitation_id WHERE r.id = ?`,
      )
      .bind(id)
      .first<AdminReview>();
  }
}

export const reviewsStoreFor = (env: { DB: D1Database }) => new ReviewsStore(env.DB);
