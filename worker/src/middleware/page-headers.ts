import type { MiddlewareHandler } from 'hono';

/**
 * The app's own headers (web/public/_headers, which the assets binding applies to static files) for the
 * HTML the worker writes, so a real-path page runs under the same policy as the app it turns into.
 * worker/test/share-pages.test.ts checks the two stay identical.
 */
export const PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; media-src 'self' https:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export const pageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(PAGE_HEADERS)) c.res.headers.set(name, value);
  // One answer for every visitor: it differs only by compression.
  c.res.headers.set('Vary', 'Accept-Encoding');
};
