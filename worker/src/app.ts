import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterResponse } from './after-response';
import type { AppEnv, Deps } from './env';
import { smallBody } from './middleware/body-limit';
import { corsFromConfig } from './middleware/cors';
import { notFound, onError } from './middleware/errors';
import { requestGuard } from './middleware/request-guard';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { turnstileGate } from './middleware/turnstile';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';
import { adminRoutes } from './routes/admin';
import { paymentRoutes } from './routes/payments';
import { leadRoutes } from './routes/leads';
import { mediaRoutes } from './routes/media';
import { rateRoutes } from './routes/rates';
import { submissionRoutes } from './routes/submissions';
import { stationRoutes, trainRoutes } from './routes/trains';
import { chatRoutes } from './routes/chat';
import { searchRoutes } from './routes/search';
import { bookingRoutes } from './routes/bookings';
import { departureRoutes } from './routes/departures';
import { trackRoutes } from './routes/track';
import { reviewRoutes } from './routes/reviews';
import { privacyRoutes } from './routes/privacy';

const UPLOAD_ROUTE = /^\/api\/(proxy\/(visa|passport|forex)|admin\/uploads)$/;

export const defaultDeps: Deps = {
  fetch: (input, init) => fetch(input, init),
  now: () => new Date(),
  random: (length) => crypto.getRandomValues(new Uint8Array(length)),
};

/** The API: middleware first, then one router per resource under /api. */
export function createApp(overrides: Partial<Deps> = {}) {
  const deps: Deps = { ...defaultDeps, ...overrides };
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(requestLog);
  app.use(securityHeaders);
  app.use(corsFromConfig);
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(afterResponse);
  // Cross-site form posts and foreign origins are refused before any route reads a body.
  app.use(requestGuard);
  // Upload routes set their own larger limit; everything else (the contact form too) is small JSON.
  app.use('*', async (c, next) => (UPLOAD_ROUTE.test(c.req.path) ? next() : smallBody(c, next)));
  // The optional bot check (TURNSTILE_SECRET_KEY) on the four forms and lead records.
  app.use('/proxy/:kind{visa|passport|forex|contact}', turnstileGate);
  app.use('/leads', turnstileGate);

  // Chained, so the app's type carries every route's path, input and answer (AppType below).
  const routes = app
    .route('/health', healthRoutes)
    .route('/catalog', catalogRoutes)
    .route('/proxy', submissionRoutes)
    .route('/admin', adminRoutes)
    .route('/leads', leadRoutes)
    .route('/media', mediaRoutes)
    .route('/rates', rateRoutes)
    .route('/trains', trainRoutes)
    .route('/stations', stationRoutes)
    .route('/get-ai-response', chatRoutes)
    .route('/search', searchRoutes)
    .route('/departures', departureRoutes)
    .route('/bookings', bookingRoutes)
    .route('/track', trackRoutes)
    .route('/payments', paymentRoutes)
    .route('/reviews', reviewRoutes)
    .route('/privacy', privacyRoutes);

  app.notFound(notFound);
  app.onError(onError);
  return routes;
}

/**
 * The API's type for `hc<AppType>(base)` from `hono/client` in the web app (import it with `import type`,
 * so no worker code reaches the browser bundle).
 */
export type AppType = ReturnType<typeof createApp>;
