import { Hono } from 'hono';
import { adminReviewsQuerySchema, reviewInvitationRequestSchema, reviewPatchSchema } from '#shared/schemas/reviews';
import type { AdminEnv } from '../env';
import { ApiError } from '../http-error';
import { log } from '../log';
import { catalogStoreFor } from '../catalog/store';
import { inviteReview } from '../services/reviews';
import { auditStoreFor } from '../storage/audit-d1';
import { reviewsStoreFor } from '../storage/reviews-d1';
import { jsonBody, queryParams } from '../validate';

/** The console's reviews (behind the admin sign-in of admin.ts): invite a traveller, then approve or hide. */
export const adminReviewRoutes = new Hono<AdminEnv>()
  .post('/reviews/invitations', jsonBody(reviewInvitationRequestSchema), async (c) => {
    const request = c.req.valid('json');
    if (!(await catalogStoreFor(c.env, c.get('deps')).get(request.collection, request.id))) {
      throw new ApiError(404, 'not_found', `No ${request.collection} entry with id '${request.id}'`, {
        id: 'No package with this id',
      });
    }
    const origin = c.env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '') || new URL(c.req.url).origin;
    const { url, expiresAt, invitationId } = await inviteReview(c.env, c.get('deps'), origin, request);
    await auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), 'review_invite', invitationId);
    log('info', 'review.invited', { requestId: c.get('requestId'), invitation: invitationId });
    return c.json({ url, expiresAt }, 201);
  })
  .get('/reviews', queryParams(adminReviewsQuerySchema, 'Check the filter'), async (c) =>
    c.json({ data: await reviewsStoreFor(c.env).list(c.req.valid('query').status) }, 200, {
      'Cache-Control': 'no-store',
    }),
  )
  .patch('/reviews/:id', jsonBody(reviewPatchSchema), async (c) => {
    const id = c.req.param('id');
    const now = c.get('deps').now();
    const updated = await reviewsStoreFor(c.env).setStatus(id, c.req.valid('json').status, now);
    if (!updated) throw new ApiError(404, 'review_not_found', 'No review with that id.');
    await auditStoreFor(c.env).record(now, c.get('actor'), 'review_update', id);
    return c.json({ data: updated });
  });
