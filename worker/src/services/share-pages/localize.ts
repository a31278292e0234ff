// The Tamil and Hindi twins of the real-path pages (/ta/tour/{id}, /hi/services/visa …): the English page with
// the package's own translated words (shared/catalog/translations.ts) and the page's fixed words given in the
// language (shared/i18n/*/share.ts), its address under the language's prefix and links to its other versions.
import type { Catalog } from '#shared/i18n/catalog';
import { share } from '#shared/i18n/en/share';
import { services } from '#shared/i18n/en/screens/services';
import { hi } from '#shared/i18n/hi/catalog';
import { services as hiServices } from '#shared/i18n/hi/screens/services';
import { LOCALES, type Locale } from '#shared/i18n/locales';
import { ta } from '#shared/i18n/ta/catalog';
import { services as taServices } from '#shared/i18n/ta/screens/services';
import { whatsappUrl, withVisitorLanguage } from '#shared/whatsapp';
import { PACKAGE_COLLECTIONS } from '#shared/catalog/collections';
import { localizeCar } from '#shared/catalog/localize-car';
import { localizePackage } from '#shared/catalog/localize-package';
import type { CatalogContents } from '../../catalog/store';
import { esc } from './markup';
import { STATIC_PATHS, type SharePage } from './pages';

const CATALOGS: Record<Exclude<Locale, 'en'>, Catalog> = { ta, hi };
// The services' own words (what each does, what to send, how long), for the /services pages.
const SERVICE_TEXTS: Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>> = {
  ta: taServices,
  hi: hiServices,
};

// An attribute's value as esc (./markup.ts) wrote it, back to its text.
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

// The page's WhatsApp enquiry: the English text stays word for word, with the visitor's language added (issue 30).
const WHATSAPP_LINK = /href="https:\/\/wa\.me\/(\d+)\?text=([^"]*)"/g;

/** The address of a page in a language: `/tour/x`, `/ta/tour/x`, `/hi` for the home page. */
export const localizedPath = (path: string, locale: Locale): string =>
  locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`;

/** `<link rel="alternate" hreflang>` for every version of a page, and x-default for the English one. */
export function alternateLinks(origin: string, path: string): string {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${esc(`${origin}${href}`)}">`;
  return [...LOCALES.map((locale) => link(locale, localizedPath(path, locale))), link('x-default', path)].join('\n');
}

/** Open Graph's name of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', ta: 'ta_IN', hi: 'hi_IN' };

const WORDS = PACKAGE_COLLECTIONS.map((entry) => entry.word).join('|');
/** The paths that have a page in every language (the app's other screens are reached through the app). */
const TWINNED = new RegExp(`^(/|/(?:${WORDS})/[^/]+|/services(?:/[a-z-]+)?|${STATIC_PATHS.join('|')})$`);

/** The English page's path of a page's address in any language. */
export const basePath = (path: string): string => path.replace(/^\/(?:ta|hi)(?=\/|$)/, '') || '/';

/** The catalog as a visitor in `locale` reads it, for the listing pages: each package's and car's own words. */
export function localizeCatalog(catalog: CatalogContents, locale: Locale): CatalogContents {
  if (locale === 'en') return catalog;
  const packages = PACKAGE_COLLECTIONS.map(({ collection }) => [
    collection,
    catalog[collection].map((item) => localizePackage(item, locale)),
  ]);
  return {
    ...catalog,
    ...(Object.fromEntries(packages) as Pick<CatalogContents, (typeof PACKAGE_COLLECTIONS)[number]['collection']>),
    carCategories: catalog.carCategories.map((item) => localizeCar(item, locale)),
    carModels: catalog.carModels.map((item) => localizeCar(item, locale)),
  };
}

/** The page in `locale`: its fixed words translated where they stand as whole texts, its links kept in the language. */
export function localizePage(page: SharePage, locale: Locale): SharePage {
  if (locale === 'en') return page;
  const words = CATALOGS[locale].share;
  const serviceWords = SERVICE_TEXTS[locale];
  const pairs = [
    ...(Object.keys(share.en) as (keyof typeof share.en)[]).map((key) => [share.en[key], words[key]] as const),
    ...Object.entries(services.en).map(([key, english]) => [english, serviceWords[key] ?? english] as const),
  ];
  const inText = (html: string) =>
    pairs.reduce((text, [english, own]) => text.replaceAll(`>${esc(english)}<`, `>${esc(own)}<`), html);
  const whole = (text: string) => pairs.find(([english]) => english === text)?.[1] ?? text;
  return {
    ...page,
    path: localizedPath(page.path, locale),
    title: page.title.replace(/^[^·]+/, (first) => `${whole(first.trim())} `),
    description: whole(page.description),
    breadcrumbs: page.breadcrumbs.map((crumb) => ({
      name: whole(crumb.name),
      path: localizedPath(crumb.path, locale),
    })),
    body: inText(page.body)
      .replace(/href="(\/[^"#]*)"/g, (whole, path: string) =>
        TWINNED.test(path) ? `href="${esc(localizedPath(path, locale))}"` : whole,
      )
      .replace(
        WHATSAPP_LINK,
        (_, number: string, text: string) =>
          `href="${esc(whatsappUrl(number, withVisitorLanguage(decodeURIComponent(unescape(text)), locale)))}"`,
      ),
  };
}

/** The nav, footer and other words the page frame writes around every page, in `locale`. */
export const frameWords = (locale: Locale) => (locale === 'en' ? share.en : CATALOGS[locale].share);
