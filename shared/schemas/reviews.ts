import * as z from 'zod';
import { cleanText, requiredText } from './common';
import { documentId } from '../catalog/schemas';
import { BOOKABLE_COLLECTIONS } from './bookings';

// Reviews from real travellers only: the console invites a traveller of a package with a signed single-use link,
// the traveller writes one review through it, and only reviews the console approves are shown.

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The link's token: the invitation's id, a dot, its HMAC-SHA256 signature (hex). */
export const reviewToken = z.string().regex(/^[A-Za-z0-9_-]{22}\.[a-f0-9]{64}$/, 'That review link is not valid');

/** POST /api/admin/reviews/invitations → 201 `{ url }`: a link for one traveller of one package. */
export const reviewInvitationRequestSchema = z.object({
  collection: z.enum(BOOKABLE_COLLECTIONS),
  id: documentId,
  name: requiredText("The traveller's name", 80),
});
export const reviewInvitationAnswerSchema = z.object({ url: z.url(), expiresAt: z.string() });

/** GET /api/reviews/invitations/{token}: what the review page greets the traveller with. */
export const reviewInvitationSchema = z.object({
  name: z.string(),
  collection: z.enum(BOOKABLE_COLLECTIONS),
  id: z.string(),
  title: z.string(),
});
export const reviewInvitationViewSchema = z.object({ data: reviewInvitationSchema });

/** A month of travel, 2026-03. */
export const travelMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose the month you travelled');

/** POST /api/reviews: the traveller's review, sent with the invitation's token. */
export const reviewSubmissionSchema = z.object({
  token: reviewToken,
  rating: z
    .number('Choose 1 to 5 stars')
    .int('Choose 1 to 5 stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  text: requiredText('Your review', REVIEW_TEXT_MAX, { multiline: true }),
  firstName: cleanText()
    .pipe(z.string().trim().max(40, 'Your first name is too long (at most 40 characters)'))
    .optional(),
  travelMonth: travelMonth.optional(),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** One approved review as visitors see it: no invited name, only the first name the traveller chose to give. */
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  firstName: z.string().nullable(),
  travelMonth: travelMonth.nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/catalog/{collection}/{id}/reviews: approved reviews, newest first; `average` to one decimal. */
export const packageReviewsSchema = z.object({
  data: z.array(reviewSchema),
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
});
export type PackageReviews = z.infer<typeof packageReviewsSchema>;

/** The console's view of a review: which package, whom it was invited as, and its status. */
export const adminReviewSchema = reviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  collection: z.enum(BOOKABLE_COLLECTIONS),
  packageId: z.string(),
  invitedName: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsAnswerSchema = z.object({ data: z.array(adminReviewSchema) });
export const adminReviewsQuerySchema = z.object({ status: z.enum(REVIEW_STATUSES).optional() });
/** PATCH /api/admin/reviews/{id}. */
export const reviewPatchSchema = z.object({ status: z.enum(['approved', 'hidden']) });
export const reviewPatchAnswerSchema = z.object({ data: adminReviewSchema });
