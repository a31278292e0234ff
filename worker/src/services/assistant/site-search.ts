// /search results from the same index the assistant uses: grouped by kind with counts, filtered by the
// overlay's chip, with suggestions when nothing matches. A query in Tamil or Hindi script is read the way
// Visbot reads one (script.ts), and the results are written in the visitor's language: each package's, car's,
// service's and answer's own translation, English where one is missing.
import type { SearchChip } from '#shared/constants';
import { headlinePrice } from '#shared/catalog/offer';
import { localizeCar } from '#shared/catalog/localize-car';
import { localizePackage } from '#shared/catalog/localize-package';
import { indiaToday } from '#shared/dates';
import type { Catalog, ScreenCatalog } from '#shared/i18n/catalog';
import { cars } from '#shared/i18n/en/screens/cars';
import { search } from '#shared/i18n/en/screens/search';
import { packages } from '#shared/i18n/en/packages';
import { hi } from '#shared/i18n/hi/catalog';
import { cars as hiCars } from '#shared/i18n/hi/screens/cars';
import { faq as hiFaq } from '#shared/i18n/hi/screens/faq';
import { search as hiSearch } from '#shared/i18n/hi/screens/search';
import { services as hiServices } from '#shared/i18n/hi/screens/services';
import type { Locale } from '#shared/i18n/locales';
import { translator } from '#shared/i18n/messages';
import { ta } from '#shared/i18n/ta/catalog';
import { cars as taCars } from '#shared/i18n/ta/screens/cars';
import { faq as taFaq } from '#shared/i18n/ta/screens/faq';
import { search as taSearch } from '#shared/i18n/ta/screens/search';
import { services as taServices } from '#shared/i18n/ta/screens/services';
import { formatRupees } from '#shared/package-format';
import { POPULAR_SEARCHES } from '#shared/popular-searches';
import { SEARCH_GROUPS, type SearchHit, type SearchResults } from '#shared/schemas/search';
import { PACKAGE_LABEL_KEYS, withRate, type KnowledgeDoc } from './knowledge';
import type { KnowledgeIndex } from './knowledge-index';
import { scriptOf, toLatin } from './script';

const MAX_PER_GROUP = 12;
/** Results scoring below this share of the best one are noise (one common word in a long itinerary). */
const RELATIVE_FLOOR = 0.12;
/** What we suggest when nothing matches: the overlay's popular searches and what visitors ask us most. */
export const FALLBACK_SUGGESTIONS = [
  ...POPULAR_SEARCHES.map((item) => item.title),
  'Tirupati darshan',
  'Dubai visa',
  'Innova',
  'Passport renewal',
];

/** A language's words for the results: its packages' and screens' translators, and the FAQ's and services' texts. */
function wordsOf(catalog: Catalog, screens: Pick<ScreenCatalog, 'search' | 'cars' | 'faq' | 'services'>) {
  return {
    search: translator(search, screens.search),
    packages: translator(packages, catalog.packages),
    cars: translator(cars, screens.cars),
    faq: screens.faq as Readonly<Record<string, string>>,
    services: screens.services as Readonly<Record<string, string>>,
  };
}
const WORDS: Record<Exclude<Locale, 'en'>, ReturnType<typeof wordsOf>> = {
  ta: wordsOf(ta, { search: taSearch, cars: taCars, faq: taFaq, services: taServices }),
  hi: wordsOf(hi, { search: hiSearch, cars: hiCars, faq: hiFaq, services: hiServices }),
};

function hitOf(doc: KnowledgeDoc): SearchHit {
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.summary,
    path: doc.path,
    label: doc.label,
    ...(doc.kind === 'packages' ? { price: doc.price } : {}),
  };
}

/** The hit as a visitor reading `locale` sees it; the English hit where the language has no words of its own. */
function localizedHit(doc: KnowledgeDoc, locale: Locale): SearchHit {
  const hit = hitOf(doc);
  if (locale === 'en') return hit;
  const words = WORDS[locale];
  const t = words.search;
  switch (doc.kind) {
    case 'packages': {
      const own = localizePackage(doc.source, locale);
      const label = PACKAGE_LABEL_KEYS[doc.packageType as keyof typeof PACKAGE_LABEL_KEYS];
      const price = words.packages('perPerson', {
        amount: formatRupees(headlinePrice(doc.source.price, indiaToday()).amount),
      });
      return {
        ...hit,
        title: own.title,
        summary: own.description,
        label: label ? t(label) : hit.label,
        price,
      };
    }
    case 'cars': {
      const own = localizeCar(doc.source, locale);
      return {
        ...hit,
        title: 'name' in own ? own.name : own.title,
        summary: withRate(own.description, doc.rateIn(words.cars)),
        label: t(doc.carKind === 'model' ? 'label.carModel' : 'label.carType'),
      };
    }
    case 'services': {
      const own = words.services;
      const slug = doc.source.slug;
      return {
        ...hit,
        title: own[`${slug}.title`] ?? hit.title,
        summary: own[`${slug}.summary`] ?? hit.summary,
        label: t('label.service'),
      };
    }
    case 'faq': {
      const own = words.faq;
      const id = doc.source.id;
      return {
        ...hit,
        title: own[`${id}.question`] ?? hit.title,
        summary: own[`${id}.answer`] ?? hit.summary,
        label: own[`topic.${doc.source.topic}`] ?? hit.label,
      };
    }
  }
}

export function siteSearch(
  index: KnowledgeIndex,
  query: string,
  category: SearchChip | undefined,
  locale: Locale = 'en',
): SearchResults {
  const chip = category && category !== 'All' ? category : null;
  // 'கேரளா', 'तिरुपति': the index's words are English, so a query in Tamil or Hindi script is read in Latin letters.
  const script = scriptOf(query);
  const asked = script ? toLatin(query, script, index.vocabulary.placeSounds()) : query;
  const hits = index.search(asked, chip ? (doc) => doc.chips.includes(chip) : undefined);
  const floor = (hits[0]?.score ?? 0) * RELATIVE_FLOOR;
  const relevant = hits.filter((hit) => hit.score >= floor);
  const groups = SEARCH_GROUPS.map(({ kind, title }) => {
    const ofKind = relevant.filter((hit) => hit.doc.kind === kind);
    return {
      kind,
      title,
      count: ofKind.length,
      items: ofKind.slice(0, MAX_PER_GROUP).map((hit) => localizedHit(hit.doc, locale)),
    };
  }).filter((group) => group.count > 0);
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  // Nothing under this chip but something under All: the page offers 'all categories' instead of spellings.
  const elsewhere = !total && chip !== null && index.search(asked).length > 0;
  const suggestions = total
    ? []
    : [...new Set([...(elsewhere ? [] : index.suggest(asked)), ...FALLBACK_SUGGESTIONS])]
        .filter((text) => text.toLowerCase() !== query.toLowerCase())
        .slice(0, 8);
  return { query, category: chip, total, groups, suggestions };
}
