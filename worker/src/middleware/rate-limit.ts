import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Env } from '../env';
import { ApiError } from '../http-error';

type LimiterName = 'SUBMIT_LIMITER' | 'CHAT_LIMITER';

/** Per-client limit (by connecting IP) with a Workers rate-limit binding; no binding, no limit. */
export function rateLimit(binding: LimiterName, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limiter = (c.env as Env)[binding];
    if (limiter) {
      const key = c.req.header('cf-connecting-ip') ?? 'local';
      const { success } = await limiter.limit({ key });
      if (!success) throw new ApiError(429, 'rate_limited', message);
    }
    await next();
  };
}
