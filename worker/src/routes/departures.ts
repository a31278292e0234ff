import { Hono } from 'hono';
import { BOOKABLE_COLLECTIONS, type BookableCollection } from '#shared/schemas/bookings';
import { documentId } from '#shared/catalog/schemas';
import { indiaToday } from '#shared/dates';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { cached } from '../services/edge-cache';
import { listDepartures } from '../services/bookings';

// Seats left change with every hold: an answer is kept at most 30 s, by the edge and by the browser.
const MAX_AGE_S = 30;

/** GET /api/departures/{collection}/{id} → `{ data: [{ date, seatsLeft, perPerson, status }] }`, future dates only. */
export const departureRoutes = new Hono<AppEnv>().get('/:collection/:id', async (c) => {
  const collection = c.req.param('collection');
  if (!(BOOKABLE_COLLECTIONS as readonly string[]).includes(collection)) {
    throw new ApiError(404, 'unknown_collection', `Only packages have departures (${BOOKABLE_COLLECTIONS.join(', ')})`);
  }
  const id = documentId.safeParse(c.req.param('id'));
  if (!id.success) throw new ApiError(400, 'invalid_id', 'That is not a valid catalog id');
  const deps = c.get('deps');
  const data = await cached(
    // India's day is in the key: at midnight the list drops the day that has come.
    `https://departures.cache/${collection}/${id.data}/${indiaToday(deps.now())}`,
    MAX_AGE_S,
    () => listDepartures(c.env, deps, collection as BookableCollection, id.data),
    { now: deps.now, defer: c.get('defer') },
  );
  return c.json({ data }, 200, { 'Cache-Control': `public, max-age=${MAX_AGE_S}` });
});
