import { env } from 'cloudflare:workers';
import { createApp, defaultDeps } from './app';
import { businessOf } from './business';
import type { Deps, Env } from './env';
import { adminToken } from './services/admin-token';
import { deliverDue } from './services/forwarder';
import { releaseExpiredHolds } from './services/bookings';
import { purgeExpired } from './services/retention';
import { sweepAbandonedUploads } from './services/submissions';
import { createSiteApp } from './site-app';

/** The Worker's handlers; tests pass their own clock or fetch. */
export function createWorker(overrides: Partial<Deps> = {}) {
  const deps: Deps = { ...defaultDeps, ...overrides };
  const api = createApp(deps);
  const site = createSiteApp(deps);
  return {
    // /api/* is the API; the other paths wrangler.toml routes here (run_worker_first) are the real-path pages.
    fetch: (request, env, ctx) =>
      new URL(request.url).pathname.startsWith('/api/') ? api.fetch(request, env, ctx) : site.fetch(request, env, ctx),
    // Cron: retries forwarding of requests the webhook has not taken yet (backoff kept per row in D1),
    // deletes files whose request never got its row, and requests and leads past RETENTION_DAYS; releases the
    // seats of booking holds whose time is up.
    scheduled: (_controller, env, ctx) => {
      // Signing, leases and backoff read the clock as each delivery happens, not the run's scheduled time.
      ctx.waitUntil(deliverDue(env, deps));
      ctx.waitUntil(sweepAbandonedUploads(env, deps.now()));
      ctx.waitUntil(purgeExpired(env, deps.now()));
      ctx.waitUntil(releaseExpiredHolds(env, deps.now()));
    },
  } satisfies ExportedHandler<Env>;
}

// Start-up check: a too-short ADMIN_TOKEN is said in the log once, as the isolate starts (admin stays off).
adminToken(env as Env);
// An invalid business setting (a GSTIN with a wrong check character, say) stops the worker here, naming it.
businessOf(env as Env);

export default createWorker();
