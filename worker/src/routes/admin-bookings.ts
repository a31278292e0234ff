import { Hono } from 'hono';
import {
  BOOKABLE_COLLECTIONS,
  type BookableCollection,
  adminBookingsQuerySchema,
  bookingPatchSchema,
  departurePatchSchema,
  departureSeriesSchema,
  trackNoteSchema,
} from '#shared/schemas/bookings';
import { isoDate } from '#shared/schemas/common';
import type { AdminEnv } from '../env';
import { ApiError } from '../http-error';
import { log } from '../log';
import { addDays, indiaToday } from '#shared/dates';
import { adminBooking, manifestCsv } from '../services/bookings';
import { auditStoreFor } from '../storage/audit-d1';
import { bookingsStoreFor } from '../storage/bookings-d1';
import { trackStoreFor } from '../storage/track-d1';
import { jsonBody, queryParams } from '../validate';

/**
 * The console's bookings (behind the admin sign-in of admin.ts): the list with filters, confirm / cancel /
 * payment / note, and a departure's manifest. Every change and every manifest is in the audit log.
 */
export const adminBookingRoutes = new Hono<AdminEnv>()
  .get('/bookings', queryParams(adminBookingsQuerySchema, 'Check the filters'), async (c) => {
    const { id, ...filter } = c.req.valid('query');
    const rows = await bookingsStoreFor(c.env).list({ ...filter, packageId: id });
    return c.json({ data: rows.map(adminBooking) });
  })
  .patch('/bookings/:reference', jsonBody(bookingPatchSchema), async (c) => {
    const reference = c.req.param('reference');
    const patch = c.req.valid('json');
    const now = c.get('deps').now();
    const store = bookingsStoreFor(c.env);
    const updated = await store.update(reference, patch, now);
    if (!updated) {
      const current = await store.byReference(reference);
      if (!current) throw new ApiError(404, 'booking_not_found', 'No booking with that reference.');
      throw new ApiError(
        409,
        'status_conflict',
        `This booking is ${current.status.replace('_', ' ')}: it cannot be changed that way.`,
      );
    }
    await auditStoreFor(c.env).record(now, c.get('actor'), 'booking_update', reference);
    log('info', 'booking.updated', { requestId: c.get('requestId'), reference, status: updated.status });
    return c.json({ data: adminBooking(updated) });
  })
  .get('/departures/:collection/:id/:date/manifest.csv', async (c) => {
    const { collection, id, date } = c.req.param();
    if (!(BOOKABLE_COLLECTIONS as readonly string[]).includes(collection) || !isoDate.safeParse(date).success) {
      throw new ApiError(404, 'not_found', 'No such departure.');
    }
    const rows = await bookingsStoreFor(c.env).list({
      collection: collection as (typeof BOOKABLE_COLLECTIONS)[number],
      packageId: id,
      date,
    });
    await auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), 'manifest', `${collection}/${id}/${date}`);
    return c.body(manifestCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="manifest-${id}-${date}.csv"`,
    });
  })
  // The note a request's or lead's traveller reads on /#/track (a booking's is set with PATCH above).
  .put('/track-notes/:reference', jsonBody(trackNoteSchema), async (c) => {
    const reference = c.req.param('reference');
    const { noteToTraveller } = c.req.valid('json');
    if (!(await trackStoreFor(c.env).setNote(reference, noteToTraveller || null))) {
      throw new ApiError(404, 'not_found', `No request or lead with id '${reference}'`);
    }
    await auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), 'note', reference);
    return c.json({ data: { reference, noteToTraveller: noteToTraveller || null } });
  })
  // The departures editor: every date from India's today with its seats taken, add a weekly series, close /
  // reopen / resize one date.
  .get('/departures/:collection/:id', async (c) => {
    const { collection, id } = c.req.param();
    if (!(BOOKABLE_COLLECTIONS as readonly string[]).includes(collection)) {
      throw new ApiError(404, 'not_found', 'Only packages have departures.');
    }
    const today = indiaToday(c.get('deps').now());
    const rows = await bookingsStoreFor(c.env).departures(collection as BookableCollection, id, today);
    return c.json({
      data: rows.map(({ date, seats, taken, perPerson, status }) => ({ date, seats, taken, perPerson, status })),
    });
  })
  .post('/departures', jsonBody(departureSeriesSchema), async (c) => {
    const { collection, id, from, to, weekday, seats, perPerson } = c.req.valid('json');
    const dates: string[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekday) dates.push(date);
    }
    const added = await bookingsStoreFor(c.env).addDepartures(
      { collection, packageId: id },
      dates,
      seats,
      perPerson ?? null,
    );
    await auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), 'departures', `${collection}/${id}`);
    return c.json({ data: { added, dates } }, 201);
  })
  .patch('/departures/:collection/:id/:date', jsonBody(departurePatchSchema), async (c) => {
    const { collection, id, date } = c.req.param();
    if (!(BOOKABLE_COLLECTIONS as readonly string[]).includes(collection)) {
      throw new ApiError(404, 'not_found', 'No such departure.');
    }
    const key = { collection: collection as (typeof BOOKABLE_COLLECTIONS)[number], packageId: id, date };
    const store = bookingsStoreFor(c.env);
    const changed = await store.changeDeparture(key, c.req.valid('json'));
    if (!changed) {
      const current = await store.departure(key);
      if (!current) throw new ApiError(404, 'not_found', 'No such departure.');
      throw new ApiError(409, 'seats_taken', `${current.taken} seats are already taken on this departure.`);
    }
    await auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), 'departures', `${collection}/${id}/${date}`);
    return c.json({ data: changed });
  });
