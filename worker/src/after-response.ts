import type { Context } from 'hono';

/**
 * Work that must not delay the visitor's answer (cache writes, forwarding). In a Worker it runs after
 * the response through waitUntil; where there is no execution context (app.request in tests) it is awaited.
 */
export async function afterResponse(c: Context, work: Promise<unknown>): Promise<void> {
  let ctx: ExecutionContext | undefined;
  try {
    ctx = c.executionCtx as ExecutionContext;
  } catch {
    ctx = undefined;
  }
  if (ctx) ctx.waitUntil(work);
  else await work;
}
