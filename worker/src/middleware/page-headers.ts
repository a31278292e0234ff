import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * The app's own headers (web/public/_headers, which the assets binding applies to static files) for the
 * HTML the worker writes, so a real-path page runs under the same policy as the app it turns into.
 * worker/test/share-pages.test.ts checks the two stay identical.
 */
export const PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self'; font-src 'self'; connect-src 'self'; frame-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

// A build may add hosts to the policy (web/vite.config.ts writes them into dist/_headers: the hero video's CDN,
// catalog image hosts, Turnstile). The assets binding applies that file to index.html, so its headers are the
// build's exact policy: read once per isolate (a deployment starts new isolates), PAGE_HEADERS without a build.
let built: Promise<Record<string, string> | null> | null = null;

async function readBuilt(c: Context<AppEnv>): Promise<Record<string, string> | null> {
  try {
    const res = await c.env.ASSETS.fetch(new Request(new URL('/', c.req.url), { method: 'HEAD' }));
    await res.body?.cancel();
    if (!res.ok || !res.headers.get('Content-Security-Policy')) return null;
    return Object.fromEntries(
      Object.keys(PAGE_HEADERS).map((name) => [name, res.headers.get(name) ?? PAGE_HEADERS[name]!]),
    );
  } catch {
    return null;
  }
}

async function headersFor(c: Context<AppEnv>): Promise<Record<string, string>> {
  if (!c.env.ASSETS) return PAGE_HEADERS;
  built ??= readBuilt(c);
  const found = await built;
  if (!found) built = null; // no build yet: ask again next time
  return found ?? PAGE_HEADERS;
}

/** Tests switch builds with this. */
export function forgetBuiltPageHeaders() {
  built = null;
}

export const pageHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(await headersFor(c))) c.res.headers.set(name, value);
  // One answer for every visitor: it differs only by compression.
  c.res.headers.set('Vary', 'Accept-Encoding');
};
