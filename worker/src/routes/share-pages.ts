import { Hono, type Context } from 'hono';
import { PACKAGE_COLLECTIONS } from '#shared/catalog/collections';
import { matchLocale } from '#shared/i18n/locales';
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
  locale: matchLocale(/^\/(ta|hi)(?=\/|$)/.exec(c.req.path)?.[1]) ?? 'en',
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

const home = (c: Context<AppEnv>) => homeAnswer(shareContext(c));
const onePackage = (c: Context<AppEnv>) => packageAnswer(shareContext(c), c.req.param('word')!, c.req.param('id')!);
const oneService = (c: Context<AppEnv>) => serviceAnswer(shareContext(c), c.req.param('service')!);

/**
 * The site's real paths (run_worker_first in wrangler.toml sends them here): HTML for crawlers and link
 * previews that the app takes over in the browser, the sitemap and robots.txt.
 */
export const sharePageRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) => sitemapAnswer(shareContext(c)))
  .get('/robots.txt', (c) => robotsAnswer(shareContext(c)))
  // Each page at its English address and under /ta and /hi (shareContext reads the language).
  .get('/', home)
  .get('/ta', home)
  .get('/hi', home)
  .get(`/:word{${WORDS}}/:id`, onePackage)
  .get(`/:lang{ta|hi}/:word{${WORDS}}/:id`, onePackage)
  .get('/services/:service', oneService)
  .get('/:lang{ta|hi}/services/:service', oneService)
  .get('*', async (c) => {
    const lang = /^\/(ta|hi)(?=\/|$)/.exec(c.req.path)?.[1];
    const path = lang ? c.req.path.slice(lang.length + 1) || '/' : c.req.path;
    const ctx = shareContext(c);
    const known = STATIC_PATHS.find((entry) => entry === path);
    if (known) return staticAnswer(ctx, known);
    const canonical = CANONICAL.exec(path)?.[1];
    // Built from our own origin and a path that matched the pattern: never an open redirect.
    if (canonical) return c.redirect(`${new URL(c.req.url).origin}${lang ? `/${lang}` : ''}${canonical}`, 301);
    return notFoundAnswer(ctx);
  })
  .all('*', (c) => c.body(null, 405, { Allow: 'GET, HEAD' }));
