import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';

// Any web page can make its visitors' browsers POST to us without a CORS preflight, as long as the body is
// text/plain, a urlencoded or a multipart form. Two checks close that door for every state-changing route,
// present and future (this runs in app.ts before any router):
// 1. a body must be JSON (or multipart where a route takes uploads), else 415: the JSON type forces a preflight;
// 2. a request a browser marks as coming from another site (Origin, Sec-Fetch-Site) is refused with 403,
//    unless its origin is ours or listed in ALLOWED_ORIGINS.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that take bodies besides JSON: uploads as `multipart/form-data`, and the console's raw file upload.
 * (None of the extra types but multipart can be sent cross-site without a preflight; multipart is covered
 * by the origin check.)
 */
const UPLOAD_ROUTES: { path: RegExp; types: string[] }[] = [
  { path: /^\/api\/proxy\/(visa|passport)$/, types: ['multipart/form-data'] },
  {
    path: /^\/api\/admin\/uploads$/,
    types: ['multipart/form-data', 'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'],
  },
];

/** ALLOWED_ORIGINS as a list (comma separated); CORS reads the same list. */
export function allowedOrigins(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

function hasBody(request: Request) {
  if (request.body === null) return false;
  const length = request.headers.get('Content-Length');
  return length === null || length.trim() !== '0';
}

export const requestGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!STATE_CHANGING.has(c.req.method)) return next();

  const origin = c.req.header('Origin');
  const fetchSite = c.req.header('Sec-Fetch-Site')?.trim().toLowerCase();
  const ours = new URL(c.req.url).origin;
  const listed = origin !== undefined && (origin === ours || allowedOrigins(c.env.ALLOWED_ORIGINS).includes(origin));
  // A listed origin may be cross-site (an SPA on Pages); without one, a cross-site request is refused outright.
  if ((origin !== undefined && !listed) || (fetchSite === 'cross-site' && !listed)) {
    throw new ApiError(
      403,
      'cross_site_refused',
      'Requests from other websites are not accepted. Please use our website.',
    );
  }

  if (hasBody(c.req.raw)) {
    const type = mediaType(c.req.header('Content-Type'));
    const accepted = ['application/json', ...(UPLOAD_ROUTES.find((route) => route.path.test(c.req.path))?.types ?? [])];
    if (!accepted.includes(type)) {
      throw new ApiError(415, 'unsupported_media_type', `Send the request body as ${accepted.join(' or ')}.`);
    }
  }
  await next();
};
