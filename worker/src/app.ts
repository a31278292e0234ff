import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv, Deps } from './env';
import { smallBody } from './middleware/body-limit';
import { corsFromConfig } from './middleware/cors';
import { notFound, onError } from './middleware/errors';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { catalogRoutes } from './routes/catalog';
import { healthRoutes } from './routes/health';

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
  // Attachment routes set their own larger limit; everything else is small JSON.
  app.use('*', async (c, next) => (c.req.path.startsWith('/api/proxy/') ? next() : smallBody(c, next)));

  app.route('/health', healthRoutes);
  app.route('/catalog', catalogRoutes);

  app.notFound(notFound);
  app.onError(onError);
  return app;
}
