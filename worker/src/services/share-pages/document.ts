// Puts a page into the app's own index.html (from the assets binding): the head gets the page's title,
// description, canonical, Open Graph, Twitter card and JSON-LD; the body gets the readable content before the
// app's root. The app's first module (web/src/app/real-path.ts) then moves the address to the matching hash
// route and removes that content, so a visitor lands on the app's screen while crawlers and link-preview bots
// read the plain HTML.
import { addressLine, type Business } from '#shared/business';
import { BRAND } from '#shared/constants';
import { HTML_LANG, type Locale } from '#shared/i18n/locales';
import { alternateLinks, basePath, frameWords, localizedPath, OG_LOCALE } from './localize';
import { esc, jsonForScript } from './markup';
import { OG_IMAGE_SIZE, type SharePage } from './pages';

/** A bare shell for when the built app is not there (worker tests, a worker deployed without assets). */
const BARE_SHELL =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content=""><title></title></head><body><div id="root"></div></body></html>';

// Styles for the readable content only; `#real-page ~ #root` keeps the app's prerendered shell hidden until
// the app takes over (removing #real-page shows it again).
const STYLE = `<style>
#real-page~#root{display:none}
#real-page{font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Liberation Sans',Arial,sans-serif;color:#14212b;background:#f6f4ef;min-height:100vh}
#real-page a{color:#0b3d5c}
.rp-bar{background:#0b3d5c;color:#fff;padding:14px 20px;display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between}
#real-page .rp-bar a{color:#fff;text-decoration:none;font-weight:600;padding:6px 0;display:inline-block}
.rp-brand{font-size:20px}
.rp-bar nav{display:flex;gap:0 18px;flex-wrap:wrap}
.rp-main{max-width:860px;margin:0 auto;padding:20px}
.rp-crumbs{list-style:none;display:flex;flex-wrap:wrap;gap:6px;padding:0;margin:0 0 12px;font-size:14px;color:#5b6b77}
.rp-crumbs li+li::before{content:'›';margin-right:6px}
.rp-article{background:#fff;border-radius:14px;padding:20px 24px;box-shadow:0 1px 3px rgb(16 24 40/.08)}
.rp-article h1{font-size:30px;line-height:1.2;margin:4px 0 8px;color:#0b3d5c}
.rp-article h2{font-size:20px;margin:24px 0 8px}
.rp-kicker{margin:0;color:#9a4807;font-weight:700;font-size:14px;text-transform:uppercase;letter-spacing:.06em}
.rp-lead{font-size:18px;color:#3b4a55}
.rp-art{display:block;width:100%;max-width:640px;height:auto;border-radius:14px;background:#e6f0f6}
.rp-price{font-size:18px}.rp-price strong{font-size:24px;color:#0b3d5c}.rp-price span{color:#5b6b77;font-size:15px}
.rp-links{padding-left:20px}.rp-links li{margin:8px 0}.rp-links span{display:block;color:#5b6b77;font-size:15px}
.rp-actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}
#real-page .rp-button{display:inline-block;background:#0b3d5c;color:#fff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;min-height:48px}
#real-page .rp-button--whatsapp{background:#0f7a40}
.rp-foot{max-width:860px;margin:0 auto;padding:24px 20px 48px;color:#3b4a55;font-size:15px}
</style>`;

function crumbsLd(origin: string, page: SharePage) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

function headTags(origin: string, page: SharePage, locale: Locale): string {
  const url = `${origin}${page.path}`;
  const image = `${origin}${page.image.path}`;
  const meta = (key: 'name' | 'property', name: string, content: string | number) =>
    `<meta ${key}="${name}" content="${esc(content)}">`;
  const graph =
    page.status === 404 ? [] : [...page.structured, ...(page.breadcrumbs.length ? [crumbsLd(origin, page)] : [])];
  return [
    page.status === 404 ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${esc(url)}">`,
    ...(page.status === 404 ? [] : [alternateLinks(origin, basePath(page.path))]),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    ...(page.status === 404 ? [] : [meta('property', 'og:url', url)]),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', page.image.type ?? 'image/png'),
    // An uploaded photo's height is its own; previews read it from the file.
    ...(page.image.type
      ? []
      : [
          meta('property', 'og:image:width', OG_IMAGE_SIZE.width),
          meta('property', 'og:image:height', OG_IMAGE_SIZE.height),
        ]),
    meta('property', 'og:image:alt', page.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...(graph.length
      ? [
          `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', '@graph': graph })}</script>`,
        ]
      : []),
    ...(page.body ? [STYLE] : []),
  ].join('\n');
}

function bodyHtml(page: SharePage, business: Business, locale: Locale): string {
  const words = frameWords(locale);
  const href = (path: string) => esc(localizedPath(path, locale));
  const crumbs = page.breadcrumbs.length
    ? `<nav aria-label="Breadcrumb"><ol class="rp-crumbs">${page.breadcrumbs.map((crumb) => `<li><a href="${esc(crumb.path)}">${esc(crumb.name)}</a></li>`).join('')}</ol></nav>`
    : '';
  return `<div id="real-page">
<header class="rp-bar"><a class="rp-brand" href="${href('/')}">${esc(BRAND.name)}</a><nav aria-label="Main"><a href="${href('/tours')}">${esc(words.tours)}</a><a href="${href('/services')}">${esc(words.services)}</a><a href="${href('/tirupati-tickets')}">${esc(words.darshan)}</a><a href="${href('/about')}">${esc(words.about)}</a><a href="${href('/contact')}">${esc(words.contact)}</a></nav></header>
<main class="rp-main">${crumbs}
${page.body}
</main>
<footer class="rp-foot"><p><strong>${esc(business.tradeName)}</strong> (${esc(business.legalName)}, GSTIN ${esc(business.gstin)}, since ${esc(business.foundingYear)}), ${esc(addressLine(business))}. ${business.phones.map((phone) => esc(phone)).join(' · ')}. ${esc(business.hours)}. Grievance officer: ${esc(business.grievanceOfficer.name)}, ${esc(business.grievanceOfficer.email)}. <a href="/#/pay-safely">${esc(words.paySafely)}</a> · <a href="/#/privacy">${esc(words.privacy)}</a></p></footer>
</div>`;
}

/** The shell with this page's head and content. `shell` is the app's index.html, or null for a bare one. */
export function renderPage(
  shell: Response | null,
  origin: string,
  page: SharePage,
  business: Business,
  locale: Locale = 'en',
): Response {
  const source = shell ?? new Response(BARE_SHELL);
  const rewritten = new HTMLRewriter()
    .on('html', { element: (el) => void el.setAttribute('lang', HTML_LANG[locale]) })
    .on('head > title', { element: (el) => void el.setInnerContent(page.title) })
    // Tags the built shell carries for the home page give way to this page's.
    .on(
      'head > meta[name="description"], head > link[rel="canonical"], head > meta[property^="og:"], head > meta[name^="twitter:"], head > script[type="application/ld+json"]',
      { element: (el) => void el.remove() },
    )
    .on('head', {
      element: (el) =>
        el.onEndTag((end) => {
          end.before(
            `<meta name="description" content="${esc(page.description)}">\n${headTags(origin, page, locale)}\n`,
            {
              html: true,
            },
          );
        }),
    })
    .on('div#root', {
      element: (el) => void (page.body ? el.before(bodyHtml(page, business, locale), { html: true }) : undefined),
    })
    .transform(source);
  return new Response(rewritten.body, {
    status: page.status ?? 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
