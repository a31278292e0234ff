import { Hono, type Context } from 'hono';
import { PACKAGE_COLLECTIONS } from '#shared/catalog/collections';
import { businessOf, businessVersion } from '../business';
import type { AppEnv } from '../env';
import {
  homeAnswer,
  notFoundAnswer,
  packageAnswer,
  robotsAnswer,
  serviceAnswer,
  sitemapAnswer,
  staticAnswer,
  type ShareContext,
} from '../services/share-pages/share-pages';
import { STATIC_PATHS } from '../services/share-pages/pages';

/** What the share-page services need from a request: bindings, upstream fetch, our origin, the cache's clock. */
const shareContext = (c: Context<AppEnv>): ShareContext => ({
  env: c.env,
  deps: c.get('deps'),
  // Canonical addresses name the configured public origin, so a page reached on another hostname (the
  // workers.dev one, say) still points crawlers at the real site.
  origin: c.env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '') || new URL(c.req.url).origin,
  run: { now: c.get('deps').now, defer: c.get('defer') },
  business: businessOf(c.env),
  businessVersion: businessVersion(c.env),
});

const WORDS = PACKAGE_COLLECTIONS.map((entry) => entry.word).join('|');
/** A real path with one trailing slash too many is sent to its canonical address; anything else is 404. */
const CANONICAL = new RegExp(
  `^(/(?:${WORDS})/[A-Za-z0-9_-]{1,128}|/services/[a-z-]{1,40}|${STATIC_PATHS.join('|')})/+$`,
);

/**
 * The site's real paths (run_worker_first in wrangler.toml sends them here): HTML for crawlers and link
 * previews that the app takes over in the browser, the sitemap and robots.txt.
 */
export const sharePageRoutes = new Hono<AppEnv>()
  .get('/', (c) => homeAnswer(shareContext(c)))
  .get('/sitemap.xml', (c) => sitemapAnswer(shareContext(c)))
  .get('/robots.txt', (c) => robotsAnswer(shareContext(c)))
  .get(`/:word{${WORDS}}/:id`, (c) => packageAnswer(shareContext(c), c.req.param('word'), c.req.param('id')))
  .get('/services/:service', (c) => serviceAnswer(shareContext(c), c.req.param('service')))
  .get('*', async (c) => {
    const path = c.req.path;
    const known = STATIC_PATHS.find((entry) => entry === path);
    if (known) return staticAnswer(shareContext(c), known);
    const canonical = CANONICAL.exec(path)?.[1];
    // Built from our own origin and a path that matched the pattern: never an open redirect.
    if (canonical) return c.redirect(`${new URL(c.req.url).origin}${canonical}`, 301);
    return notFoundAnswer(shareContext(c));
  })
  .all('*', (c) => c.body(null, 405, { Allow: 'GET, HEAD' }));
