// Real-path pages (/tour/{id}, /services/{slug}, /tours, …), the sitemap and robots.txt, answered from the
// catalog store. What a page says is kept in the edge cache under the catalog's version (an edit shows at
// once); it is put into the app's current index.html on every request, so a deployment never serves pages
// naming old asset files.
import type { Business } from '#shared/business';
import { collectionOfWord, PACKAGE_COLLECTIONS } from '#shared/catalog/collections';
import { documentId, type TourPackage } from '#shared/catalog/schemas';
import { localizePackage } from '#shared/catalog/localize-package';
import type { Locale } from '#shared/i18n/locales';
import type { Deps, Env } from '../../env';
import { catalogStoreFor, readWholeCatalog, type CatalogStore } from '../../catalog/store';
import { cached, type CacheRun } from '../edge-cache';
import { renderPage } from './document';
import { localizeCatalog, localizePage } from './localize';
import {
  DEFAULT_IMAGE,
  homePage,
  notFoundPage,
  packagePage,
  SERVICE_PAGES,
  servicePage,
  sitePages,
  STATIC_PATHS,
  type SharePage,
  type StaticPath,
} from './pages';
import { withReviews } from './reviews';
import { reviewsStoreFor } from '../../storage/reviews-d1';
import { latest, robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';

/** Browsers keep a page a minute; the edge serves it up to 10 minutes stale while it fetches a fresh one. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** How long the edge cache keeps what a page says for one catalog version. */
const EDGE_TTL_SECONDS = 300;

export type ShareContext = {
  env: Env;
  deps: Pick<Deps, 'fetch'>;
  origin: string;
  run: CacheRun;
  /** Who we are, as the worker's BUSINESS_* variables say (worker/src/business.ts), and their version. */
  business: Business;
  businessVersion: string;
  /** The page's language: English at /tour/x, Tamil at /ta/tour/x, Hindi at /hi/tour/x. */
  locale: Locale;
};

const assets = (ctx: ShareContext, path: string, method = 'GET') =>
  ctx.env.ASSETS
    ? ctx.env.ASSETS.fetch(new Request(`${ctx.origin}${path}`, { method }))
    : Promise.resolve(new Response(null, { status: 404 }));

/** The app's index.html, or null when the build is absent. */
async function shell(ctx: ShareContext): Promise<Response | null> {
  try {
    const response = await assets(ctx, '/');
    return response.ok && (response.headers.get('Content-Type') ?? '').includes('text/html') ? response : null;
  } catch {
    return null;
  }
}

/** The package's own preview card when the build drew one, else the site's default card. */
async function previewImage(ctx: ShareContext, word: string, id: string): Promise<string> {
  const own = `/og/${word}/${id}.png`;
  try {
    const response = await assets(ctx, own, 'HEAD');
    return response.ok ? own : DEFAULT_IMAGE;
  } catch {
    return DEFAULT_IMAGE;
  }
}

/** Thrown by a load that found nothing, so the cache keeps no entry for an unknown id. */
class NotFound extends Error {}

/** `load()` from the edge cache for this catalog version, or null when it found nothing. */
async function fromCache<T>(
  ctx: ShareContext,
  store: CatalogStore,
  key: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  const version = await store.version();
  const url = `https://share-pages.cache/v1/${store.backend}/${encodeURIComponent(version)}/${ctx.businessVersion}/${encodeURIComponent(ctx.origin)}${key}`;
  try {
    return await cached(
      url,
      EDGE_TTL_SECONDS,
      async () => {
        const value = await load();
        if (value === null) throw new NotFound();
        return value;
      },
      ctx.run,
    );
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

const withCaching = (response: Response) => {
  if (response.status === 200) response.headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  return response;
};

const page = async (ctx: ShareContext, built: SharePage) =>
  withCaching(renderPage(await shell(ctx), ctx.origin, localizePage(built, ctx.locale), ctx.business, ctx.locale));

export const notFoundAnswer = (ctx: ShareContext) => page(ctx, notFoundPage());

/** `/tour/{id}`, `/devotion/{id}`, `/trek/{id}`: the package from its collection, or the 404 page. */
export async function packageAnswer(ctx: ShareContext, word: string, rawId: string): Promise<Response> {
  const id = documentId.safeParse(rawId);
  const collection = collectionOfWord(word);
  if (!id.success || !collection) return notFoundAnswer(ctx);
  const store = catalogStoreFor(ctx.env, ctx.deps);
  const built = await fromCache(ctx, store, `/${ctx.locale}/${word}/${id.data}`, async () => {
    const item: TourPackage | null = await store.get(collection, id.data);
    return item
      ? packagePage(
          ctx.origin,
          `/${word}/${item.id}`,
          localizePackage(item, ctx.locale),
          await previewImage(ctx, word, item.id),
          ctx.business,
          item.title,
        )
      : null;
  });
  if (!built) return notFoundAnswer(ctx);
  return page(ctx, withReviews(built, await reviewsStoreFor(ctx.env).forPackage(collection, id.data)));
}

export async function serviceAnswer(ctx: ShareContext, slug: string): Promise<Response> {
  const service = SERVICE_PAGES.find((entry) => entry.slug === slug);
  return service ? page(ctx, servicePage(ctx.origin, service)) : notFoundAnswer(ctx);
}

/** The listing and information pages; they list the catalog, so they are cached under its version. */
export async function staticAnswer(ctx: ShareContext, path: StaticPath): Promise<Response> {
  const store = catalogStoreFor(ctx.env, ctx.deps);
  const built = await fromCache(
    ctx,
    store,
    `/${ctx.locale}${path}`,
    async () => sitePages(ctx.origin, localizeCatalog(await readWholeCatalog(store), ctx.locale), ctx.business)[path],
  );
  return built ? page(ctx, built) : notFoundAnswer(ctx);
}

/** `/`: the app's own index.html with the agency's structured data and the site's preview card. */
export async function homeAnswer(ctx: ShareContext): Promise<Response> {
  return page(ctx, homePage(ctx.origin, ctx.business));
}

export async function sitemapAnswer(ctx: ShareContext): Promise<Response> {
  const store = catalogStoreFor(ctx.env, ctx.deps);
  const xml = await fromCache(ctx, store, '/sitemap.xml', async () => {
    // Ids from the validated list (a document the schema refuses has no page), times from the store.
    const times = await Promise.all(
      PACKAGE_COLLECTIONS.map(async ({ collection, word }) => {
        const [docs, updated] = await Promise.all([store.list(collection), store.updatedTimes(collection)]);
        const when = new Map(updated.map((entry) => [entry.id, entry.updatedAt]));
        return { word, docs: docs.map((doc) => ({ id: doc.id, updatedAt: when.get(doc.id) ?? null })) };
      }),
    );
    const catalogTime = latest(times.flatMap(({ docs }) => docs.map((doc) => doc.updatedAt)));
    const entries: SitemapEntry[] = [
      { path: '/', lastmod: catalogTime },
      ...STATIC_PATHS.map((path) => ({
        path,
        lastmod: path === '/about' || path === '/contact' || path === '/services' ? null : catalogTime,
      })),
      ...SERVICE_PAGES.map((service) => ({ path: `/services/${service.slug}` })),
      ...times.flatMap(({ word, docs }) => docs.map((doc) => ({ path: `/${word}/${doc.id}`, lastmod: doc.updatedAt }))),
    ];
    return sitemapXml(ctx.origin, entries);
  });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL },
  });
}

export function robotsAnswer(ctx: ShareContext): Response {
  return new Response(robotsTxt(ctx.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
