import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { log } from '../log';

/**
 * One JSON line per request: method, path (never the query or body), status, duration and request id.
 * The request id comes from hono's requestId middleware and is echoed in the X-Request-Id header.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  const status = c.res.status;
  log(status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info', 'request', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status,
    durationMs: Date.now() - started,
    colo: (c.req.raw.cf as { colo?: string } | undefined)?.colo,
  });
};
