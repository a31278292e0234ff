import * as z from 'zod';
import type { Env } from '../env';
import { hmacHex, timingSafeEqualText } from '../crypto';
import { ApiError } from '../http-error';
import { log } from '../log';

// Razorpay, optional: the orders API (Basic auth with the key id and secret, both kept in the worker) and the
// webhook's signature. Without all three secrets nothing here is used and the site shows UPI only.

export const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };

/** The configuration when Razorpay is on (key id, key secret and webhook secret all set), else null. */
export function razorpayConfig(env: Env): RazorpayConfig | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
  if (!keyId || !keySecret || !webhookSecret) return null;
  return {
    keyId,
    keySecret,
    webhookSecret,
    apiUrl: (env.RAZORPAY_API_URL || DEFAULT_RAZORPAY_API_URL).replace(/\/$/, ''),
  };
}

const orderAnswerSchema = z.object({
  id: z.string().regex(/^order_\w+$/),
  amount: z.number().int(),
  currency: z.string(),
});

/** POST /v1/orders: an order of `amount` rupees (sent in paise) with the booking reference as its receipt. */
export async function createOrder(
  config: RazorpayConfig,
  fetcher: typeof fetch,
  order: { rupees: number; reference: string },
): Promise<string> {
  const unavailable = () =>
    new ApiError(502, 'payment_provider_unavailable', 'Card payment is not available just now. Please pay by UPI.');
  let res: Response;
  try {
    res = await fetcher(`${config.apiUrl}/v1/orders`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        amount: order.rupees * 100,
        currency: 'INR',
        receipt: order.reference,
        notes: { reference: order.reference },
      }),
      signal: AbortSignal.timeout(8000),
    });
  } catch {
    log('warn', 'razorpay.order_failed', { reason: 'network' });
    throw unavailable();
  }
  const parsed = orderAnswerSchema.safeParse(await res.json().catch(() => null));
  if (!res.ok || !parsed.success) {
    log('warn', 'razorpay.order_failed', { status: res.status });
    throw unavailable();
  }
  return parsed.data.id;
}

/** Razorpay signs the raw body: X-Razorpay-Signature = hex HMAC-SHA256(body, webhook secret). */
export async function validSignature(secret: string, rawBody: string, signature: string | undefined) {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqualText(await hmacHex(secret, rawBody), signature);
}

/** The part of a webhook we read: a captured payment (`payment.captured`, `order.paid`) and its order. */
export const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable(),
            amount: z.number().int().nonnegative(),
            currency: z.string(),
            status: z.string(),
          }),
        })
        .optional(),
    })
    .default({}),
});
