import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { allowedOrigins } from './request-guard';
import { TURNSTILE_HEADER } from './turnstile';

/**
 * Cross-origin calls are only for a separately hosted SPA (e.g. Cloudflare Pages): origins listed in
 * ALLOWED_ORIGINS, comma separated. Same-origin calls need no CORS at all.
 */
export const corsFromConfig: MiddlewareHandler<AppEnv> = (c, next) => {
  const allowed = allowedOrigins(c.env.ALLOWED_ORIGINS);
  return cors({
    origin: (origin) => (allowed.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key', TURNSTILE_HEADER],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 86400,
  })(c, next);
};
