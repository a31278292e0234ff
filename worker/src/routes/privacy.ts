import { Hono } from 'hono';
import { deletionRequestSchema } from '#shared/schemas/privacy';
import type { AppEnv } from '../env';
import { log } from '../log';
import { LOOKUP_RATE_LIMIT_MESSAGE, SUBMIT_RATE_LIMIT_MESSAGE, rateLimit } from '../middleware/rate-limit';
import { requestDeletion } from '../services/deletion-requests';
import { jsonBody } from '../validate';

/**
 * POST /api/privacy/deletion-requests: a reference and the mobile given with it. The answer is the same
 * whether or not they match, so nobody learns which references exist; throttled like forms and look-ups both.
 */
export const privacyRoutes = new Hono<AppEnv>().post(
  '/deletion-requests',
  rateLimit('SUBMIT_LIMITER', SUBMIT_RATE_LIMIT_MESSAGE),
  rateLimit('LOOKUP_LIMITER', LOOKUP_RATE_LIMIT_MESSAGE),
  jsonBody(deletionRequestSchema, 422),
  async (c) => {
    const { id, matched } = await requestDeletion(c.env, c.get('deps'), c.req.valid('json'));
    log('info', 'privacy.deletion_requested', { requestId: c.get('requestId'), deletionRequest: id, matched });
    return c.json({ data: { received: true as const } }, 202);
  },
);
