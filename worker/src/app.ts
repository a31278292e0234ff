import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv, Deps } from './env';
import { smallBody } from './middleware/body-limit';
import { corsFromConfig } from './middleware/cors';
import { notFound, onError } from './middleware/errors';
import { requestGuard } from './middleware/request-guard';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';
import { adminRoutes } from './routes/admin';
import { leadRoutes } from './routes/leads';
import { mediaRoutes } from './routes/media';
import { rateRoutes } from './routes/rates';
import { submissionRoutes } from './routes/submissions';
import { stationRoutes, trainRoutes } from './routes/trains';
import { chatRoutes } from './routes/chat';
import { searchRoutes } from './routes/search';

const UPLOAD_ROUTE = /^\/api\/(proxy\/(visa|passport|forex)|admin\/uploads)$/;

const defaultDeps: Deps = { fetch: (input, init) => fetch(input, init), now: () => new Date() };

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
  // Cross-site form posts and foreign origins are refused before any route reads a body.
  app.use(requestGuard);
  // Upload routes set their own larger limit; everything else (the contact form too) is small JSON.
  app.use('*', async (c, next) => (UPLOAD_ROUTE.test(c.req.path) ? next() : smallBody(c, next)));

  app.route('/health', healthRoutes);
  app.route('/catalog', catalogRoutes);
  app.route('/proxy', submissionRoutes);
  app.route('/admin', adminRoutes);
  app.route('/leads', leadRoutes);
  app.route('/media', mediaRoutes);
  app.route('/rates', rateRoutes);
  app.route('/trains', trainRoutes);
  app.route('/stations', stationRoutes);
  app.route('/get-ai-response', chatRoutes);
  app.route('/search', searchRoutes);

  app.notFound(notFound);
  app.onError(onError);
  return app;
}
