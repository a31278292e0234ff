// Real-path pages (/tour/{id}, /services/{slug}, /tours, …), the sitemap and robots.txt, answered from the
// catalog store and kept briefly in the edge cache under the catalog's version, so an edit shows at once.
import { documentId, type TourPackage } from '#shared/schemas/catalog';
import { PACKAGE_ROUTES, type PackageRouteWord } from '#shared/package-format';
import type { Deps, Env } from '../../env';
import { catalogStoreFor, type CatalogStore } from '../../storage/catalog-store';
import { renderPage } from './document';
import { DEFAULT_IMAGE, homePage, notFoundPage, packagePage, SERVICE_PAGES, servicePage, sitePages, STATIC_PATHS, type SharePage, type StaticPath } from './pages';
import { latest, robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';

/** Browsers keep a page a minute; the edge serves it up to 10 minutes stale while it fetches a fresh one. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** How long the edge cache keeps a rendered page for one catalog version. */
const EDGE_TTL_SECONDS = 300;

export type ShareContext = { env: Env; deps: Pick<Deps, 'fetch'>; origin: string; waitUntil: (work: Promise<unknown>) => void };

const assets = (ctx: ShareContext, path: string, method = 'GET') =>
  ctx.env.ASSETS ? ctx.env.ASSETS.fetch(new Request(`${ctx.origin}${path}`, { method })) : Promise.resolve(new Response(null, { status: 404 }));

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
async function previewImage(ctx: ShareContext, word: PackageRouteWord, id: string): Promise<string> {
  const own = `/og/${word}/${id}.png`;
  try {
    const response = await assets(ctx, own, 'HEAD');
    return response.ok ? own : DEFAULT_IMAGE;
  } catch {
    return DEFAULT_IMAGE;
  }
}

/** Answers from the edge cache for this catalog version, or builds the answer and keeps it there. */
async function cachedAnswer(ctx: ShareContext, store: CatalogStore, key: string, build: () => Promise<Response>): Promise<Response> {
  const version = await store.version();
  const cacheKey = new Request(`https://share-pages.cache/${store.backend}/${encodeURIComponent(version)}/${encodeURIComponent(ctx.origin)}${key}`);
  const cache = caches.default;
  let answer = await cache.match(cacheKey);
  if (!answer) {
    answer = await build();
    if (answer.status !== 200) return answer; // unknown ids are not worth a cache entry each
    const body = await answer.arrayBuffer();
    const stored = new Response(body, answer);
    stored.headers.set('Cache-Control', `public, max-age=${EDGE_TTL_SECONDS}`);
    ctx.waitUntil(cache.put(cacheKey, stored));
    answer = new Response(body, answer);
  }
  const visitor = new Response(answer.body, answer);
  visitor.headers.set('Cache-Control', PAGE_CACHE_CONTROL);
  return visitor;
}

async function packagesOf(store: CatalogStore) {
  const [tours, devotionals, trekking, carCategories, carModels] = await Promise.all([
    store.list('tours'),
    store.list('devotionals'),
    store.list('trekking'),
    store.list('carCategories'),
    store.list('carModels'),
  ]);
  return { tours, devotionals, trekking, carCategories, carModels };
}

const page = async (ctx: ShareContext, built: SharePage) => renderPage(await shell(ctx), ctx.origin, built);

export const notFoundAnswer = (ctx: ShareContext) => page(ctx, notFoundPage());

/** `/tour/{id}`, `/devotion/{id}`, `/trek/{id}`: the package from its collection, or the 404 page. */
export async function packageAnswer(ctx: ShareContext, word: PackageRouteWord, rawId: string): Promise<Response> {
  const id = documentId.safeParse(rawId);
  const route = PACKAGE_ROUTES.find((entry) => entry.word === word);
  if (!id.success || !route) return notFoundAnswer(ctx);
  const store = catalogStoreFor(ctx.env, ctx.deps);
  return cachedAnswer(ctx, store, `/${word}/${id.data}`, async () => {
    const item = (await store.get(route.collection, id.data)) as TourPackage | null;
    if (!item) return notFoundAnswer(ctx);
    const path = `/${word}/${item.id}`;
    return page(ctx, packagePage(ctx.origin, path, item, await previewImage(ctx, word, item.id)));
  });
}

export async function serviceAnswer(ctx: ShareContext, slug: string): Promise<Response> {
  const service = SERVICE_PAGES.find((entry) => entry.slug === slug);
  return service ? page(ctx, servicePage(ctx.origin, service)) : notFoundAnswer(ctx);
}

/** The listing and information pages; they list the catalog, so they are cached under its version. */
export async function staticAnswer(ctx: ShareContext, path: StaticPath): Promise<Response> {
  const store = catalogStoreFor(ctx.env, ctx.deps);
  return cachedAnswer(ctx, store, path, async () => page(ctx, sitePages(ctx.origin, await packagesOf(store))[path]));
}

/** `/`: the app's own index.html with the agency's structured data and the site's preview card. */
export async function homeAnswer(ctx: ShareContext): Promise<Response> {
  return page(ctx, homePage(ctx.origin));
}

export async function sitemapAnswer(ctx: ShareContext): Promise<Response> {
  const store = catalogStoreFor(ctx.env, ctx.deps);
  return cachedAnswer(ctx, store, '/sitemap.xml', async () => {
    // Ids from the validated list (a document the schema refuses has no page), times from the store.
    const times = await Promise.all(
      PACKAGE_ROUTES.map(async ({ collection, word }) => {
        const [docs, updated] = await Promise.all([store.list(collection), store.updatedTimes(collection)]);
        const when = new Map(updated.map((entry) => [entry.id, entry.updatedAt]));
        return { word, docs: docs.map((doc) => ({ id: doc.id, updatedAt: when.get(doc.id) ?? null })) };
      }),
    );
    const catalogTime = latest(times.flatMap(({ docs }) => docs.map((doc) => doc.updatedAt)));
    const entries: SitemapEntry[] = [
      { path: '/', lastmod: catalogTime },
      ...STATIC_PATHS.map((path) => ({ path, lastmod: path === '/about' || path === '/contact' || path === '/services' ? null : catalogTime })),
      ...SERVICE_PAGES.map((service) => ({ path: `/services/${service.slug}` })),
      ...times.flatMap(({ word, docs }) => docs.map((doc) => ({ path: `/${word}/${doc.id}`, lastmod: doc.updatedAt }))),
    ];
    return new Response(sitemapXml(ctx.origin, entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
  });
}

export function robotsAnswer(ctx: ShareContext): Response {
  return new Response(robotsTxt(ctx.origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
