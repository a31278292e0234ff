import { Hono } from 'hono';
import { trackQuerySchema, type TrackAnswer } from '#shared/schemas/bookings';
import { normalizePhone } from '#shared/phone';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { LOOKUP_RATE_LIMIT_MESSAGE, rateLimit } from '../middleware/rate-limit';
import { trackStoreFor } from '../storage/track-d1';
import { queryParams } from '../validate';

// Work states of requests and leads, and booking states, as the traveller reads them.
const STATUS: Record<string, TrackAnswer['status'] | undefined> = {
  new: 'received',
  in_progress: 'in_progress',
  done: 'done',
  held: 'received',
  payment_claimed: 'in_progress',
  confirmed: 'done',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

/** A mobile in any usual form or an email, as stored. */
const contactKey = (value: string) => (value.includes('@') ? value.trim().toLowerCase() : normalizePhone(value));

const notFound = () =>
  new ApiError(404, 'not_found', 'Nothing found for that reference with that mobile number or email.');

/**
 * GET /api/track/{reference}?contact=: the kind, the status and the operator's note to the traveller of a request,
 * lead or booking, when the mobile or email matches the one given with it. An unknown reference and a wrong
 * contact answer alike; requests marked spam are not found. Throttled per client.
 */
export const trackRoutes = new Hono<AppEnv>().get(
  '/:reference',
  rateLimit('LOOKUP_LIMITER', LOOKUP_RATE_LIMIT_MESSAGE),
  queryParams(trackQuerySchema, 'Enter the mobile number or email you gave'),
  async (c) => {
    const reference = c.req.param('reference').trim().toUpperCase();
    const given = contactKey(c.req.valid('query').contact);
    if (!/^[A-Z]+-\d{6}-[A-Z0-9]{6,12}$/.test(reference) || !given) throw notFound();
    const found = await trackStoreFor(c.env).find(reference);
    const status = found && STATUS[found.status];
    const matches = found?.contacts.some((stored) => stored !== null && contactKey(stored) === given);
    if (!found || !status || !matches) throw notFound();
    const data: TrackAnswer = { reference, kind: found.kind, status, noteToTraveller: found.noteToTraveller };
    return c.json({ data }, 200, { 'Cache-Control': 'private, no-store' });
  },
);
