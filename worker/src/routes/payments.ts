import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { log } from '../log';
import { razorpayConfig, validSignature, webhookSchema } from '../services/razorpay';
import { bookingsStoreFor } from '../storage/bookings-d1';

/**
 * POST /api/payments/razorpay: Razorpay's webhook. The signature (HMAC-SHA256 of the raw body with the webhook
 * secret) is checked before anything is read; a captured payment confirms its booking by itself. Only when
 * Razorpay is configured; otherwise the path does not exist.
 */
export const paymentRoutes = new Hono<AppEnv>().post('/razorpay', async (c) => {
  const config = razorpayConfig(c.env);
  if (!config) throw new ApiError(404, 'not_found', 'No such path.');
  const raw = await c.req.text();
  if (!(await validSignature(config.webhookSecret, raw, c.req.header('X-Razorpay-Signature')))) {
    log('warn', 'razorpay.bad_signature', { requestId: c.get('requestId') });
    throw new ApiError(400, 'invalid_signature', 'The webhook signature does not match.');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The webhook body is not JSON.');
  }
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(422, 'invalid_request', 'The webhook body is not a Razorpay event.');
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  // Other events (a failed payment, a refund) change nothing here; answered 200 so Razorpay does not resend them.
  if (
    !(event === 'payment.captured' || event === 'order.paid') ||
    !payment?.order_id ||
    payment.status !== 'captured'
  ) {
    return c.json({ data: { handled: false } });
  }
  if (payment.currency !== 'INR' || payment.amount % 100 !== 0) {
    log('warn', 'razorpay.unexpected_amount', { orderId: payment.order_id, paymentId: payment.id });
    return c.json({ data: { handled: false } });
  }
  const store = bookingsStoreFor(c.env);
  const now = c.get('deps').now();
  const confirmed = await store.razorpayPaid(payment.order_id, payment.id, payment.amount / 100, now);
  if (confirmed) {
    log('info', 'booking.razorpay_paid', {
      requestId: c.get('requestId'),
      reference: confirmed.reference,
      paymentId: payment.id,
    });
    return c.json({ data: { handled: true, reference: confirmed.reference, status: confirmed.status } });
  }
  // The same payment again, or a booking that expired or was cancelled meanwhile: the operator refunds by hand.
  const booking = await store.byRazorpayOrder(payment.order_id);
  log(
    booking && booking.status !== 'expired' && booking.status !== 'cancelled' ? 'info' : 'warn',
    'booking.razorpay_unmatched',
    {
      requestId: c.get('requestId'),
      orderId: payment.order_id,
      paymentId: payment.id,
      status: booking?.status ?? 'no_booking',
    },
  );
  return c.json({ data: { handled: false, reference: booking?.reference ?? null } });
});
