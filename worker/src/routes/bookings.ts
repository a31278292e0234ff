import { Hono, type MiddlewareHandler } from 'hono';
import {
  bookingLookupSchema,
  bookingReference,
  bookingRequestSchema,
  paymentClaimSchema,
  razorpayOrderRequestSchema,
} from '#shared/schemas/bookings';
import { idempotencyKeySchema } from '#shared/schemas/submissions';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { log } from '../log';
import { LOOKUP_RATE_LIMIT_MESSAGE, SUBMIT_RATE_LIMIT_MESSAGE, rateLimit } from '../middleware/rate-limit';
import { bookingView, dueNow, holdAnswer, holdSeats } from '../services/bookings';
import { createOrder, razorpayConfig } from '../services/razorpay';
import { bookingsStoreFor } from '../storage/bookings-d1';
import { jsonBody, queryParams } from '../validate';

/** A hold needs an `Idempotency-Key` (one per booking attempt), so a double tap holds once. */
const idempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const parsed = idempotencyKeySchema.safeParse(c.req.header('Idempotency-Key'));
  if (!parsed.success) {
    throw new ApiError(
      400,
      'invalid_idempotency_key',
      'A booking needs an Idempotency-Key header of 8 to 128 letters, digits or - _ . :',
    );
  }
  await next();
};

// An unknown reference and a wrong mobile answer alike: nobody learns that a reference exists.
const notFound = () => new ApiError(404, 'booking_not_found', 'No booking with that reference and mobile number.');

/** The booking of `reference` if `mobile` is the one it was made with. */
async function ownBooking(env: AppEnv['Bindings'], reference: string, mobile: string) {
  if (!bookingReference.safeParse(reference).success) throw notFound();
  const booking = await bookingsStoreFor(env).byReference(reference);
  if (!booking || booking.mobile !== mobile) throw notFound();
  return booking;
}

export const bookingRoutes = new Hono<AppEnv>()
  .post(
    '/',
    rateLimit('SUBMIT_LIMITER', SUBMIT_RATE_LIMIT_MESSAGE),
    idempotencyKey,
    jsonBody(bookingRequestSchema, 422),
    async (c) => {
      const request = c.req.valid('json');
      const { booking, replayed } = await holdSeats(c.env, c.get('deps'), request, c.req.header('Idempotency-Key')!);
      if (!replayed) {
        log('info', 'booking.held', {
          requestId: c.get('requestId'),
          reference: booking.reference,
          departure: `${booking.collection}/${booking.packageId}/${booking.date}`,
          seats: booking.seats,
        });
      }
      return c.json(holdAnswer(c.env, booking), 201, replayed ? { 'Idempotent-Replayed': 'true' } : {});
    },
  )
  .get(
    '/:reference',
    rateLimit('LOOKUP_LIMITER', LOOKUP_RATE_LIMIT_MESSAGE),
    queryParams(bookingLookupSchema, 'Enter the mobile number you booked with'),
    async (c) => {
      const booking = await ownBooking(c.env, c.req.param('reference'), c.req.valid('query').mobile);
      return c.json({ data: bookingView(c.env, booking) }, 200, { 'Cache-Control': 'private, no-store' });
    },
  )
  .post(
    '/:reference/payment-claims',
    rateLimit('LOOKUP_LIMITER', LOOKUP_RATE_LIMIT_MESSAGE),
    jsonBody(paymentClaimSchema, 422),
    async (c) => {
      const { mobile, utr } = c.req.valid('json');
      const reference = c.req.param('reference');
      const booking = await ownBooking(c.env, reference, mobile);
      const store = bookingsStoreFor(c.env);
      const claimed = await store.claimPayment(reference, mobile, utr, c.get('deps').now());
      if (!claimed && !(booking.status === 'payment_claimed' && booking.utr === utr)) {
        throw booking.status === 'expired'
          ? new ApiError(410, 'hold_expired', 'This hold has expired and its seats were released. Please book again.')
          : new ApiError(
              409,
              'not_held',
              `This booking is ${booking.status.replace('_', ' ')}: no payment claim is needed.`,
            );
      }
      if (claimed) log('info', 'booking.payment_claimed', { requestId: c.get('requestId'), reference });
      const latest = (await store.byReference(reference))!;
      return c.json({ data: bookingView(c.env, latest) }, 200);
    },
  )
  .post(
    // Card / netbanking through Razorpay (only when configured): an order for what is due now, for Checkout.
    '/:reference/razorpay-order',
    rateLimit('LOOKUP_LIMITER', LOOKUP_RATE_LIMIT_MESSAGE),
    jsonBody(razorpayOrderRequestSchema, 422),
    async (c) => {
      const config = razorpayConfig(c.env);
      if (!config) throw new ApiError(404, 'not_found', 'Card payment is not offered: please pay by UPI.');
      const reference = c.req.param('reference');
      const booking = await ownBooking(c.env, reference, c.req.valid('json').mobile);
      const rupees = dueNow(booking);
      if (!(booking.status === 'held' || booking.status === 'confirmed') || rupees <= 0) {
        throw new ApiError(
          409,
          'nothing_due',
          `This booking is ${booking.status.replace('_', ' ')}: nothing to pay now.`,
        );
      }
      const deps = c.get('deps');
      const orderId = await createOrder(config, deps.fetch, { rupees, reference });
      await bookingsStoreFor(c.env).setRazorpayOrder(reference, orderId, deps.now());
      log('info', 'booking.razorpay_order', { requestId: c.get('requestId'), reference, orderId });
      return c.json({ data: { keyId: config.keyId, orderId, amount: rupees * 100, currency: 'INR' as const } }, 201);
    },
  );
