// /sitemap.xml and /robots.txt: every real-path page, with the catalog's own update times.
import { esc } from './markup';

export type SitemapEntry = { path: string; lastmod?: string | null };

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${esc(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${esc(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything may be crawled except the API; the sitemap names the pages. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The latest of some ISO times (they sort as text), or null. */
export function latest(times: (string | null | undefined)[]): string | null {
  return times.reduce<string | null>((max, time) => (time && (!max || time > max) ? time : max), null);
}
