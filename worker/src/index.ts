import { createApp, defaultDeps } from './app';
import type { Deps, Env } from './env';
import { deliverDue } from './services/forwarder';
import { sweepAbandonedUploads } from './services/submissions';
import { createSiteApp } from './site-app';

/** The Worker's handlers; tests pass their own clock or fetch. */
export function createWorker(overrides: Partial<Deps> = {}) {
  const deps: Deps = { ...defaultDeps, ...overrides };
  const api = createApp(deps);
  const site = createSiteApp(deps);
  return {
    // /api/* is the API; the other paths wrangler.toml routes here (run_worker_first) are the real-path pages.
    fetch: (request, env, ctx) => (new URL(request.url).pathname.startsWith('/api/') ? api.fetch(request, env, ctx) : site.fetch(request, env, ctx)),
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
