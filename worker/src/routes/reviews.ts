import { Hono } from 'hono';
import { reviewSubmissionSchema, reviewToken } from '#shared/schemas/reviews';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { log } from '../log';
import { LOOKUP_RATE_LIMIT_MESSAGE, SUBMIT_RATE_LIMIT_MESSAGE, rateLimit } from '../middleware/rate-limit';
import { catalogStoreFor } from '../catalog/store';
import { openInvitation, submitReview } from '../services/reviews';
import { jsonBody } from '../validate';

/** The traveller's side of a review link: what it is for, and sending the review (pending until approved). */
export const reviewRoutes = new Hono<AppEnv>()
  .get('/invitations/:token', rateLimit('LOOKUP_LIMITER', LOOKUP_RATE_LIMIT_MESSAGE), async (c) => {
    const token = reviewToken.safeParse(c.req.param('token'));
    if (!token.success) {
      throw new ApiError(404, 'invalid_review_link', 'This review link is not valid. Please ask us for a new one.');
    }
    const invitation = await openInvitation(c.env, token.data, c.get('deps').now());
    const item = await catalogStoreFor(c.env, c.get('deps')).get(invitation.collection, invitation.packageId);
    return c.json(
      {
        data: {
          name: invitation.name,
          collection: invitation.collection,
          id: invitation.packageId,
          title: item?.title ?? invitation.packageId,
        },
      },
      200,
      { 'Cache-Control': 'private, no-store' },
    );
  })
  .post(
    '/',
    rateLimit('SUBMIT_LIMITER', SUBMIT_RATE_LIMIT_MESSAGE),
    jsonBody(reviewSubmissionSchema, 422),
    async (c) => {
      const { id, invitation } = await submitReview(c.env, c.get('deps'), c.req.valid('json'));
      log('info', 'review.received', { requestId: c.get('requestId'), review: id, invitation: invitation.id });
      return c.json({ data: { id, status: 'pending' as const } }, 201);
    },
  );
