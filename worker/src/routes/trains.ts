import { Hono } from 'hono';
import {
  STATION_SUGGESTIONS_MAX,
  stationQuerySchema,
  trainDetailQuerySchema,
  trainNumber,
  trainSearchQuerySchema,
} from '#shared/schemas/trains';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { rateLimit } from '../middleware/rate-limit';
import { TIMETABLE_ATTRIBUTION } from '../services/trains/timetable-search';
import { findTrain, searchTrains, suggestStations } from '../services/trains/train-search';
import { queryParams } from '../validate';

// The embedded timetable changes only with a new deploy: browsers may keep its answers for an hour.
const TIMETABLE_CACHE = 'public, max-age=3600';
const LIVE_CACHE = 'public, max-age=300';
// The timetable standing in for a failing live API: kept briefly, so live answers return soon.
const FALLBACK_CACHE = 'public, max-age=60';

export const TRAINS_RATE_LIMIT_MESSAGE =
  'Too many train searches from your connection. Please wait a minute and try again.';
/** One per-client budget for searches and station suggestions (TRAINS_LIMITER in wrangler.toml). */
const limited = rateLimit('TRAINS_LIMITER', TRAINS_RATE_LIMIT_MESSAGE);

/** GET /api/trains?from&to&date → { data: [...] } and GET /api/trains/:number?from&to → { data: train }. */
export const trainRoutes = new Hono<AppEnv>()
  .use('*', limited)
  .get('/', queryParams(trainSearchQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const answer = await searchTrains(c.env, query, { ...c.get('deps'), defer: c.get('defer') });
    const cache = answer.source === 'live' ? LIVE_CACHE : answer.fallback ? FALLBACK_CACHE : TIMETABLE_CACHE;
    return c.json(answer, 200, { 'Cache-Control': cache });
  })
  .get('/:number', queryParams(trainDetailQuerySchema), async (c) => {
    const number = trainNumber.safeParse(c.req.param('number'));
    if (!number.success) throw new ApiError(400, 'invalid_train_number', 'Train numbers are 4 or 5 digits, e.g. 12952');
    const codes = c.req.valid('query');
    const train = await findTrain(c.env, number.data, codes);
    if (!train) throw new ApiError(404, 'train_not_found', `Train ${number.data} is not in our timetable`);
    return c.json({ data: train, attribution: TIMETABLE_ATTRIBUTION }, 200, { 'Cache-Control': TIMETABLE_CACHE });
  });

/** GET /api/stations?q= → { data: [{ code, name, state }] }, at most 10, best first. */
export const stationRoutes = new Hono<AppEnv>()
  .use('*', limited)
  .get('/', queryParams(stationQuerySchema), async (c) => {
    const { q } = c.req.valid('query');
    const data = await suggestStations(c.env, q, STATION_SUGGESTIONS_MAX);
    return c.json({ data }, 200, { 'Cache-Control': TIMETABLE_CACHE });
  });
