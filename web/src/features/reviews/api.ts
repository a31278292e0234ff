import type { BookableCollection } from '#shared/schemas/bookings';
import { packageReviewsSchema, reviewInvitationViewSchema, type ReviewSubmission } from '#shared/schemas/reviews';
import * as z from 'zod';
import { api, segment } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

// The reviews calls of the package page and the review page, each answer checked by its shared schema.

export const fetchPackageReviews = (collection: BookableCollection, id: string) =>
  readAnswer(
    () => api.catalog[':collection'][':id'].reviews.$get({ param: { collection, id: segment(id) } }),
    packageReviewsSchema,
  );

export const fetchInvitation = (token: string) =>
  readAnswer(
    () => api.reviews.invitations[':token'].$get({ param: { token: segment(token) } }),
    reviewInvitationViewSchema,
  ).then((answer) => answer.data);

const sentSchema = z.object({ data: z.object({ id: z.string(), status: z.literal('pending') }) });

export const sendReview = (review: ReviewSubmission) =>
  readAnswer(() => api.reviews.$post({ json: review }), sentSchema);
