import { Hono } from 'hono';
import { CURRENCY_CODES, type CurrencyCode } from '#shared/constants';
import { rateQuerySchema } from '#shared/schemas/rates';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { convert } from '../services/rates/rates-service';
import { queryParams } from '../validate';

const isOurs = (code: string): code is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(code);
const unavailable = () => new ApiError(404, 'unsupported_pair', 'Conversion unavailable for selected pair.');

/** GET /api/rates?amount&from&to → { amount, base, date, rates: { TO: value }, indicative? } (the shape the spec's client reads). */
export const rateRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const from = (c.req.query('from') ?? '').trim().toUpperCase();
  const to = (c.req.query('to') ?? '').trim().toUpperCase();
  // A currency we do not offer, or the same one twice, is a pair we cannot convert: 404, like Frankfurter.
  if (!isOurs(from) || !isOurs(to) || from === to) throw unavailable();
  const query = queryParams(c, rateQuerySchema);
  const { fetch, now } = c.get('deps');
  const answer = await convert(c.env, query, { fetch, now, defer: c.get('defer') });
  if (!answer) throw unavailable();
  // Browsers may reuse an answer briefly; an indicative one is rechecked sooner.
  return c.json(answer, 200, { 'Cache-Control': answer.indicative ? 'public, max-age=60' : 'public, max-age=300' });
});
