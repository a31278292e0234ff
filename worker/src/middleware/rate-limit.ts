import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Env } from '../env';
import { clientKey } from '../client-key';
import { ApiError } from '../http-error';

type LimiterName = 'SUBMIT_LIMITER' | 'CHAT_LIMITER' | 'TRAINS_LIMITER' | 'LOOKUP_LIMITER';

/** The spec's answer when a visitor sends too many requests (forms and leads). */
export const SUBMIT_RATE_LIMIT_MESSAGE = 'Too many requests from your connection. Please wait a minute and try again.';

/** Booking and track look-ups beyond their limit (a reference and a mobile are being guessed). */
export const LOOKUP_RATE_LIMIT_MESSAGE = 'Too many look-ups from your connection. Please wait a minute and try again.';

/** The period of every rate-limit binding in wrangler.toml, told to the client as Retry-After. */
const PERIOD_S = 60;

/** Per-client limit (IPv4 address or IPv6 /64, see client-key.ts) with a Workers rate-limit binding; no binding, no limit. */
export function rateLimit(binding: LimiterName, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limiter = (c.env as Env)[binding];
    if (limiter) {
      const { success } = await limiter.limit({ key: clientKey(c.req.header('cf-connecting-ip')) });
      if (!success) throw ApiError.tooMany('rate_limited', message, PERIOD_S);
    }
    await next();
  };
}
