import { createApp } from './app';
import type { Env } from './env';
import { deliverDue } from './services/forwarder';
import { createSiteApp } from './site-app';

const app = createApp();
const site = createSiteApp();

export default {
  // /api/* is the API; the other paths wrangler.toml routes here (run_worker_first) are the real-path pages.
  fetch: (request, env, ctx) => (new URL(request.url).pathname.startsWith('/api/') ? app.fetch(request, env, ctx) : site.fetch(request, env, ctx)),
  // Cron: retries forwarding of requests the webhook has not taken yet (backoff kept per row in D1).
  scheduled: (controller, env, ctx) =>
    ctx.waitUntil(deliverDue(env, { fetch: (input, init) => fetch(input, init), now: () => new Date(controller.scheduledTime) })),
} satisfies ExportedHandler<Env>;
