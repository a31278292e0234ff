import { indiaDate } from '#shared/dates';
import type { ReviewSubmission } from '#shared/schemas/reviews';
import type { BookableCollection } from '#shared/schemas/bookings';
import { hmacHex, timingSafeEqualText } from '../crypto';
import type { Deps, Env } from '../env';
import { ApiError } from '../http-error';
import { reviewsStoreFor, type InvitationRow } from '../storage/reviews-d1';
import { adminToken } from './admin-token';

// Review links: `/#/review/{id}.{signature}`, the signature an HMAC of the invitation's id. The key is
// REVIEW_LINK_SECRET; without it, a key derived from ADMIN_TOKEN (invitations exist only while the console is on,
// so that secret is there; changing it voids the links not yet used). Neither set: no link verifies.

export const INVITATION_DAYS = 30;

function linkKey(env: Pick<Env, 'REVIEW_LINK_SECRET' | 'ADMIN_TOKEN'>): string | null {
  const own = env.REVIEW_LINK_SECRET?.trim();
  if (own) return own;
  const admin = adminToken(env);
  return admin ? `review-links:${admin}` : null;
}

const signatureOf = (key: string, id: string) => hmacHex(key, `review-invitation:${id}`);

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** A used, expired, unknown or tampered link: each a clear 4xx the review page can explain. */
const invalidLink = () =>
  new ApiError(404, 'invalid_review_link', 'This review link is not valid. Please ask us for a new one.');
const usedLink = () => new ApiError(410, 'review_link_used', 'A review was already sent with this link. Thank you!');
const expiredLink = () =>
  new ApiError(410, 'review_link_expired', 'This review link has expired. Please ask us for a new one.');

/** Creates an invitation and answers its link, valid INVITATION_DAYS days. */
export async function inviteReview(
  env: Env,
  deps: Pick<Deps, 'now' | 'random'>,
  origin: string,
  invitation: { collection: BookableCollection; id: string; name: string },
): Promise<{ url: string; expiresAt: string; invitationId: string }> {
  const key = linkKey(env);
  if (!key) throw new ApiError(503, 'review_links_off', 'Set REVIEW_LINK_SECRET or ADMIN_TOKEN to make review links.');
  const now = deps.now();
  const id = base64url(deps.random(16));
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString();
  await reviewsStoreFor(env).invite({
    id,
    collection: invitation.collection,
    packageId: invitation.id,
    name: invitation.name,
    createdAt: now.toISOString(),
    expiresAt,
  });
  return { url: `${origin}/#/review/${id}.${await signatureOf(key, id)}`, expiresAt, invitationId: id };
}

/** The invitation a token names, if its signature is right and it can still be used at `now`. */
export async function openInvitation(env: Env, token: string, now: Date): Promise<InvitationRow> {
  const key = linkKey(env);
  const [id = '', signature = ''] = token.split('.');
  if (!key || !(await timingSafeEqualText(signature, await signatureOf(key, id)))) throw invalidLink();
  const invitation = await reviewsStoreFor(env).invitation(id);
  if (!invitation) throw invalidLink();
  if (invitation.used) throw usedLink();
  if (invitation.expiresAt <= now.toISOString()) throw expiredLink();
  return invitation;
}

/** Stores the review (pending until approved); the invitation is spent by the same statement. */
export async function submitReview(
  env: Env,
  deps: Pick<Deps, 'now' | 'random'>,
  review: ReviewSubmission,
): Promise<{ id: string; invitation: InvitationRow }> {
  const now = deps.now();
  const invitation = await openInvitation(env, review.token, now);
  if (review.travelMonth && review.travelMonth > indiaDate(now).slice(0, 7)) {
    throw new ApiError(422, 'invalid_request', 'Check your review', { travelMonth: 'Choose the month you travelled' });
  }
  const id = base64url(deps.random(12));
  const written = await reviewsStoreFor(env).submit(
    {
      id,
      invitationId: invitation.id,
      rating: review.rating,
      text: review.text,
      firstName: review.firstName || null,
      travelMonth: review.travelMonth ?? null,
    },
    now,
  );
  // Another tab sent one first, or the link expired in between.
  if (!written) throw (await reviewsStoreFor(env).invitation(invitation.id))?.used ? usedLink() : expiredLink();
  return { id, invitation };
}
