import { createApp, defaultDeps } from './app';
import type { Deps, Env } from './env';
import { deliverDue } from './services/forwarder';
import { sweepAbandonedUploads } from './services/submissions';

/** The Worker's handlers; tests pass their own clock or fetch. */
export function createWorker(overrides: Partial<Deps> = {}) {
  const deps: Deps = { ...defaultDeps, ...overrides };
  return {
    fetch: createApp(deps).fetch,
    // Cron: retries forwarding of requests the webhook has not taken yet (backoff kept per row in D1), and
    // deletes files whose request never got its row.
    scheduled: (_controller, env, ctx) => {
      // Signing, leases and backoff read the clock as each delivery happens, not the run's scheduled time.
      ctx.waitUntil(deliverDue(env, deps));
      ctx.waitUntil(sweepAbandonedUploads(env, deps.now()));
    },
  } satisfies ExportedHandler<Env>;
}

export default createWorker();
