import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { errorField, log } from './log';

function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}

/**
 * The one way to run work after the response: handlers call `c.get('defer')(work)`. In a Worker the work
 * goes to waitUntil; where there is no execution context (app.request in tests) the answer waits for it,
 * so it is done when the request returns. A failure is logged, never thrown at the visitor.
 */
export const afterResponse: MiddlewareHandler<AppEnv> = async (c, next) => {
  const ctx = executionContextOf(c);
  const pending: Promise<unknown>[] = [];
  c.set('defer', (work) => {
    const logged = work.catch((error) => {
      log('error', 'after_response.failed', {
        requestId: c.get('requestId'),
        path: c.req.path,
        error: errorField(error),
      });
    });
    if (ctx) ctx.waitUntil(logged);
    else pending.push(logged);
  });
  await next();
  while (pending.length) await Promise.all(pending.splice(0));
};
