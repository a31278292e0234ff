import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterResponse } from './after-response';
import { defaultDeps } from './app';
import type { AppEnv, Deps } from './env';
import { pageHeaders } from './middleware/page-headers';
import { requestLog } from './middleware/request-log';
import { sharePageRoutes } from './routes/share-pages';

/** Everything outside /api that reaches the worker: the real-path pages, the sitemap and robots.txt. */
export function createSiteApp(overrides: Partial<Deps> = {}) {
  const deps: Deps = { ...defaultDeps, ...overrides };
  const app = new Hono<AppEnv>();
  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(requestLog);
  app.use(pageHeaders);
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(afterResponse);
  app.route('/', sharePageRoutes);
  return app;
}
