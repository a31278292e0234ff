import { isPackageCollection, typesOf, type CatalogCollection, type PackageType } from '#shared/catalog/collections';
import {
  emptyExtras,
  extrasDocument,
  extrasOf,
  TRANSLATION_LANGUAGES,
  type ExtraValues,
  type TranslationLanguage,
} from './catalog-extras-form';

// The catalog editor's form: what the operator types (list fields as lines, itinerary as days), and the
// document the API stores. Validation is the shared schema the worker applies (catalog-form-resolver.ts), so
// messages match.

export type PackageValues = {
  kind: 'package';
  id: string;
  title: string;
  description: string;
  type: PackageType;
  image: string;
  images: string[];
  pdf: string;
  intro: string;
  itinerary: string[];
  accommodation: string;
  /** One entry per line. */
  inclusion: string;
  exclusion: string;
} & Record<PriceField, string> &
  ExtraValues;
/** The package's numbers as typed (whole rupees, days, nights); the schema turns them into its messages. */
export const PRICE_FIELDS = [
  'perPerson',
  'single',
  'childWithBed',
  'childNoBed',
  'offerPerPerson',
  'offerUntil',
  'days',
  'nights',
] as const;
type PriceField = (typeof PRICE_FIELDS)[number];
export const CAR_RATE_FIELDS = ['ratePerKm', 'minKmPerDay', 'driverAllowancePerDay', 'category'] as const;
type CarRateField = (typeof CAR_RATE_FIELDS)[number];
/** A car's own words in Tamil and Hindi: its title (a model's name) and its line. */
export const CAR_TRANSLATED_FIELDS = ['title', 'description'] as const;
export type CarWords = Record<(typeof CAR_TRANSLATED_FIELDS)[number], string>;
export type CarValues = {
  kind: 'car';
  id: string;
  title: string;
  description: string;
  image: string;
  translations: Record<TranslationLanguage, CarWords>;
} & Record<CarRateField, string>;
export type FormValues = PackageValues | CarValues;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(text)
    : typeof value === 'string'
      ? value
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : [];
const splitLines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A car's Tamil and Hindi words as the form holds them, from a stored document's `translations` (a model's title
 * is its `name`) or from a draft's.
 */
export function carWordsOf(stored: unknown): Record<TranslationLanguage, CarWords> {
  const languages = (stored ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const words = (language: TranslationLanguage): CarWords => {
    const own = languages[language] ?? {};
    return { title: text(own.title ?? own.name), description: text(own.description) };
  };
  return { ta: words('ta'), hi: words('hi') };
}

/** A car's words as the stored document's `translations`: blanks left out, a model's title as its `name`. */
function carTranslations(collection: CatalogCollection, values: CarValues['translations'] | undefined) {
  const out: Record<string, Record<string, string>> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const words = carWordsOf(values)[language];
    const title = words.title.trim();
    const description = words.description.trim();
    const own = {
      ...(title ? { [collection === 'carModels' ? 'name' : 'title']: title } : {}),
      ...(description ? { description } : {}),
    };
    if (Object.keys(own).length) out[language] = own;
  }
  return Object.keys(out).length ? { translations: out } : {};
}

export function emptyValues(collection: CatalogCollection): FormValues {
  if (!isPackageCollection(collection)) {
    return {
      kind: 'car',
      id: '',
      title: '',
      description: '',
      image: '',
      ...blank(CAR_RATE_FIELDS),
      translations: carWordsOf(undefined),
    };
  }
  return {
    kind: 'package',
    id: '',
    title: '',
    description: '',
    type: typesOf(collection)[0],
    image: '',
    images: [],
    pdf: '',
    intro: '',
    itinerary: ['Day 1: '],
    accommodation: '',
    inclusion: '',
    exclusion: '',
    ...blank(PRICE_FIELDS),
    ...emptyExtras(),
  };
}

const blank = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;
const typed = (value: unknown) => (typeof value === 'number' ? String(value) : text(value));
/** What the operator typed as a number ('24,500' and '₹24500' too); empty is absent, other text stays for the schema to name. */
const number = (value: string) => {
  const plain = value.replace(/[₹,\s]/g, '');
  if (!plain) return undefined;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : value;
};

/** A stored document as form values (car models name themselves with `name`, categories with `title`). */
export function valuesOf(collection: CatalogCollection, document: Record<string, unknown>): FormValues {
  if (!isPackageCollection(collection)) {
    return {
      kind: 'car',
      id: text(document.id),
      title: text(collection === 'carModels' ? document.name : document.title),
      description: text(document.description),
      image: text(document.image),
      ratePerKm: typed(document.ratePerKm),
      minKmPerDay: typed(document.minKmPerDay),
      driverAllowancePerDay: typed(document.driverAllowancePerDay),
      category: text(document.category),
      translations: carWordsOf(document.translations),
    };
  }
  const details = (document.details ?? {}) as Record<string, unknown>;
  const price = (document.price ?? {}) as Record<string, unknown>;
  const offer = (price.offer ?? {}) as Record<string, unknown>;
  return {
    kind: 'package',
    id: text(document.id),
    title: text(document.title),
    description: text(document.description),
    type: (text(document.type) || typesOf(collection)[0]) as PackageType,
    image: text(document.image),
    images: list(document.images),
    pdf: text(document.pdf),
    intro: text(details.intro),
    itinerary: list(details.itinerary),
    accommodation: text(details.accommodation),
    inclusion: list(details.inclusion).join('\n'),
    exclusion: list(details.exclusion).join('\n'),
    perPerson: typed(price.perPerson),
    single: typed(price.single),
    childWithBed: typed(price.childWithBed),
    childNoBed: typed(price.childNoBed),
    offerPerPerson: typed(offer.perPerson),
    offerUntil: text(offer.until),
    days: typed(document.days),
    nights: typed(document.nights),
    ...extrasOf(document),
  };
}

/** Form values as the document the API takes. */
export function documentOf(collection: CatalogCollection, values: FormValues): Record<string, unknown> {
  if (values.kind === 'car') {
    const { id, title, description, image } = values;
    const words = carTranslations(collection, values.translations);
    if (collection !== 'carModels') return { id, title, description, image, ...words };
    const rates = {
      ratePerKm: number(values.ratePerKm),
      minKmPerDay: number(values.minKmPerDay),
      driverAllowancePerDay: number(values.driverAllowancePerDay),
      category: values.category.trim() || undefined,
    };
    return { id, name: title, description, image, ...rates, ...words };
  }
  return {
    id: values.id,
    title: values.title,
    description: values.description,
    type: values.type,
    image: values.image,
    images: values.images.map((url) => url.trim()).filter(Boolean),
    ...(values.pdf.trim() ? { pdf: values.pdf.trim() } : {}),
    price: {
      perPerson: number(values.perPerson),
      single: number(values.single),
      childWithBed: number(values.childWithBed),
      childNoBed: number(values.childNoBed),
      ...(values.offerPerPerson.trim() || values.offerUntil.trim()
        ? { offer: { perPerson: number(values.offerPerPerson), until: values.offerUntil.trim() } }
        : {}),
    },
    days: number(values.days),
    nights: number(values.nights),
    details: {
      intro: values.intro,
      itinerary: values.itinerary.map((day) => day.trim()).filter((day) => day && !/^Day \d+:$/.test(day)),
      accommodation: values.accommodation,
      inclusion: splitLines(values.inclusion),
      exclusion: splitLines(values.exclusion),
    },
    ...extrasDocument(values),
  };
}

/** Ids as the schema allows them, from a title: 'Kerala Backwaters 5D' → 'kerala-backwaters-5d'. */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** What differs between two documents, field by field, for the stale-save explanation. */
export function changedFields(
  collection: CatalogCollection,
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): { field: string; before: string; after: string }[] {
  const left = flatten(valuesOf(collection, a));
  const right = flatten(valuesOf(collection, b));
  return Object.keys(left)
    .filter((field) => left[field] !== right[field])
    .map((field) => ({ field, before: left[field] ?? '', after: right[field] ?? '' }));
}

function flatten(values: FormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === 'kind') continue;
    if (field === 'attributes' || field === 'translations') {
      for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
        if (typeof inner === 'object' && inner && !Array.isArray(inner)) {
          for (const [key, words] of Object.entries(inner)) out[`${name}.${key}`] = String(words);
        } else out[name] = Array.isArray(inner) ? inner.join(', ') : String(inner);
      }
      continue;
    }
    out[field] = Array.isArray(value) ? value.join('\n') : String(value);
  }
  return out;
}

/** The form's field names as the operator reads them. */
export const FIELD_NAMES: Record<string, string> = {
  id: 'Id',
  title: 'Title',
  description: 'Short description',
  type: 'Kind',
  image: 'Main image',
  images: 'Gallery images',
  pdf: 'Brochure PDF',
  intro: 'Overview',
  itinerary: 'Itinerary',
  accommodation: 'Accommodation',
  inclusion: 'Inclusions',
  exclusion: 'Exclusions',
  perPerson: 'Price per person (twin sharing)',
  single: 'Single room, per person',
  childWithBed: 'Child with bed',
  childNoBed: 'Child without bed',
  offerPerPerson: 'Offer price per person',
  offerUntil: 'Offer ends on',
  days: 'Days',
  nights: 'Nights',
  ratePerKm: 'Rate per km',
  minKmPerDay: 'Minimum km a day',
  driverAllowancePerDay: 'Driver allowance a day',
  category: 'Category id',
};

/** Each number field's path in the stored document, where the schema's messages are keyed. */
export const NUMBER_PATHS: Record<PriceField | CarRateField, string> = {
  perPerson: 'price.perPerson',
  single: 'price.single',
  childWithBed: 'price.childWithBed',
  childNoBed: 'price.childNoBed',
  offerPerPerson: 'price.offer.perPerson',
  offerUntil: 'price.offer.until',
  days: 'days',
  nights: 'nights',
  ratePerKm: 'ratePerKm',
  minKmPerDay: 'minKmPerDay',
  driverAllowancePerDay: 'driverAllowancePerDay',
  category: 'category',
};
