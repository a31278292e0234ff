// /sitemap.xml and /robots.txt: every real-path page, with the catalog's own update times.
import { LOCALES } from '#shared/i18n/locales';
import { localizedPath } from './localize';
import { esc } from './markup';

export type SitemapEntry = { path: string; lastmod?: string | null };

/** Every page in English, Tamil and Hindi, each naming its other versions (xhtml:link alternates). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const href = (path: string) => esc(`${origin}${path}`);
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(localizedPath(path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(path)}"/>`,
    ].join('');
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${href(localizedPath(path, locale))}</loc>${lastmod ? `<lastmod>${esc(lastmod)}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything may be crawled except the API; the sitemap names the pages. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The latest of some ISO times (they sort as text), or null. */
export function latest(times: (string | null | undefined)[]): string | null {
  return times.reduce<string | null>((max, time) => (time && (!max || time > max) ? time : max), null);
}
