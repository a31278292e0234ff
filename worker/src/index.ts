import { env } from 'cloudflare:workers';
import { createApp } from './app';
import type { Env } from './env';
import { adminToken } from './services/admin-token';
import { deliverDue } from './services/forwarder';

const app = createApp();

// Start-up check: a too-short ADMIN_TOKEN is said in the log once, as the isolate starts (admin stays off).
adminToken(env as Env);

export default {
  fetch: app.fetch,
  // Cron: retries forwarding of requests the webhook has not taken yet (backoff kept per row in D1).
  scheduled: (controller, env, ctx) =>
    ctx.waitUntil(deliverDue(env, { fetch: (input, init) => fetch(input, init), now: () => new Date(controller.scheduledTime) })),
} satisfies ExportedHandler<Env>;
