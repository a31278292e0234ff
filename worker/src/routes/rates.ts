import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { rateQuerySchema } from '#shared/schemas/rates';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { convert } from '../services/rates/rates-service';
import { invalidAs } from '../validate';

const unavailable = () => new ApiError(404, 'unsupported_pair', 'Conversion unavailable for selected pair.');
const badAmount = invalidAs('Check the search');

/**
 * The shared schema decides: a currency we do not offer, or the same one twice, is a pair we cannot
 * convert (404, like Frankfurter); any other problem is a 400.
 */
const rateQuery = zValidator('query', rateQuerySchema, (result) => {
  if (!result.success && result.error.issues.some((issue) => issue.path[0] === 'from' || issue.path[0] === 'to'))
    throw unavailable();
  badAmount(result);
});

/** GET /api/rates?amount&from&to → { amount, base, date, rates: { TO: value }, indicative? } (the shape the spec's client reads). */
export const rateRoutes = new Hono<AppEnv>().get('/', rateQuery, async (c) => {
  const answer = await convert(c.env, c.req.valid('query'), { ...c.get('deps'), defer: c.get('defer') });
  if (!answer) throw unavailable();
  // Browsers may reuse an answer briefly; an indicative one is rechecked sooner.
  return c.json(answer, 200, { 'Cache-Control': answer.indicative ? 'public, max-age=60' : 'public, max-age=300' });
});
