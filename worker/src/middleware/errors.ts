import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { errorField, log } from '../log';

/** Every 429 says when to come back (a route may have set its own wait); the rate-limit bindings count per minute. */
const withRetryAfter = (c: Context<AppEnv>, status: number, headers: Record<string, string>) =>
  status === 429 && !headers['Retry-After'] && !c.res.headers.has('Retry-After')
    ? { ...headers, 'Retry-After': '60' }
    : headers;

/** Every failure leaves as `{ error: { code, message, fields? } }`; only a real fault is a 500. */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError)
    return c.json(error.body, error.status, withRetryAfter(c, error.status, error.headers));
  if (error instanceof HTTPException) {
    const status = error.status;
    return c.json(
      { error: { code: `http_${status}`, message: error.message || 'Request refused' } },
      status,
      withRetryAfter(c, status, {}),
    );
  }
  log('error', 'unhandled_error', { requestId: c.get('requestId'), path: c.req.path, error: errorField(error) });
  return c.json({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } }, 500);
};

// The path is never echoed: it is the visitor's (or a prober's) text, and may carry anything.
export const notFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: 'not_found', message: 'No such API endpoint.' } }, 404);
