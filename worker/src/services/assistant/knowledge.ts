// What the assistant and site search know: one flat document per package, car, service and FAQ entry,
// built from the catalog (whatever store serves it), the service list and the FAQ. Pure: no I/O here.
import type { SearchChip } from '#shared/constants';
import { FAQ_TOPICS, type FaqEntry } from '#shared/faq';
import { carRateText, categoryRateText, type RateWords } from '#shared/catalog/car-rate';
import { packagePath, typeLabel, type PackageType } from '#shared/catalog/collections';
import { headlinePrice } from '#shared/catalog/offer';
import type { CarCategory, CarModel, TourPackage } from '#shared/catalog/schemas';
import { indiaToday } from '#shared/dates';
import { search as searchWords } from '#shared/i18n/en/screens/search';
import { priceText } from '#shared/package-format';
import type { ChatLink } from '#shared/schemas/chat';
import type { SearchKind } from '#shared/schemas/search';
import type { ServiceEntry } from '#shared/services';
import { packagesIn, type CatalogContents } from '../../catalog/store';

type Base = {
  /** Unique across kinds: 'package:kerala-backwaters-munnar'. */
  id: string;
  kind: SearchKind;
  title: string;
  summary: string;
  /** Longer searchable text (itinerary, details, answer points). */
  body: string;
  /** Words people use for it, space separated. */
  keywords: string;
  path: string;
  label: string;
  /** Overlay chips this document belongs to (besides All). */
  chips: SearchChip[];
};

export type PackageDoc = Base & {
  kind: 'packages';
  source: TourPackage;
  packageType: PackageType;
  price: string;
  /** The rupee amount in the price text, for 'under ₹30,000'. */
  priceValue: number | null;
  days: number | null;
};
export type CarDoc = Base & {
  kind: 'cars';
  carKind: 'category' | 'model';
  source: CarCategory | CarModel;
  /** The rate in a language's words (English without), as the car rental page writes it; null when it has none. */
  rateIn: (words?: RateWords) => string | null;
  /** Passengers it seats, read from its description ('7 seats', '6–7 passengers', '12 to 17 seats'); null when not said. */
  seats: { min: number; max: number } | null;
  /** The rate as the description writes it ('From ₹18 per km outstation, …'), or null. */
  rate: string | null;
  /** The first rupee amount of the rate, to compare cars by price. */
  rateValue: number | null;
};
export type ServiceDoc = Base & { kind: 'services'; source: ServiceEntry };
export type FaqDoc = Base & { kind: 'faq'; source: FaqEntry };
export type KnowledgeDoc = PackageDoc | CarDoc | ServiceDoc | FaqDoc;

/** The chat link that opens a document's screen, named by its title. */
export const linkTo = (doc: KnowledgeDoc): ChatLink => ({ label: doc.title, path: doc.path });

// A type the catalog's table adds later reads as its table label, with no extra words, until it has its own.
/** The search screen's words (shared/i18n/…/screens/search.ts) for each package type's label. */
export const PACKAGE_LABEL_KEYS = {
  international: 'label.international',
  domestic: 'label.domestic',
  devotional: 'label.devotional',
  trekking: 'label.trekking',
} as const satisfies Partial<Record<PackageType, keyof typeof searchWords.en>>;
const labelOf = (type: PackageType) =>
  type in PACKAGE_LABEL_KEYS
    ? searchWords.en[PACKAGE_LABEL_KEYS[type as keyof typeof PACKAGE_LABEL_KEYS]]
    : typeLabel(type);
// Words a visitor may use for a type that the package text itself rarely contains.
const PACKAGE_TYPE_WORDS: Partial<Record<PackageType, string>> = {
  international: 'international abroad foreign overseas tour holiday',
  domestic: 'domestic india tour holiday',
  devotional: 'devotional pilgrimage temple yatra darshan spiritual',
  trekking: 'trek trekking hike hiking himalaya adventure',
};

/** '₹1,19,999 per couple' → 119999; null when the text holds no amount. */
export function rupees(price: string): number | null {
  const match = /(\d[\d,]*)/.exec(price);
  return match?.[1] ? Number(match[1].replace(/,/g, '')) : null;
}

function packageDoc(source: TourPackage): PackageDoc {
  const { details } = source;
  return {
    id: `package:${source.id}`,
    kind: 'packages',
    title: source.title,
    summary: source.description,
    body: [details.intro, ...details.itinerary, details.accommodation, ...details.inclusion].join(' '),
    keywords: PACKAGE_TYPE_WORDS[source.type] ?? '',
    path: packagePath(source.type, source.id),
    label: labelOf(source.type),
    chips: source.type === 'devotional' ? ['Packages'] : ['Tours', 'Packages'],
    source,
    packageType: source.type,
    // The catalog's numbers, the offer's price while it runs (the same text every other surface shows).
    price: priceText(source.price, indiaToday()),
    priceValue: headlinePrice(source.price, indiaToday()).amount,
    days: source.days,
  };
}

/** '6–7 passengers' → 6..7, '12 to 17 seats' → 12..17, '12-seater' → 12..12. */
export function seatsOf(description: string): CarDoc['seats'] {
  const range = /(\d{1,2})\s*(?:–|-|to)\s*(\d{1,2})\s*(?:seats|passengers|seater)/i.exec(description);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const single = /(\d{1,2})(?:\s+pushback)?\s*-?\s*(?:seats|passengers|seater)\b/i.exec(description);
  return single ? { min: Number(single[1]), max: Number(single[1]) } : null;
}

function carDoc(source: CarCategory | CarModel, carKind: CarDoc['carKind'], rateIn: CarDoc['rateIn']): CarDoc {
  const title = 'name' in source ? source.name : source.title;
  const description = withRate(source.description, rateIn());
  const rate = /(?:from\s+)?₹[^.]*(?:\.\d+[^.]*)*/i.exec(description)?.[0] ?? null;
  return {
    seats: seatsOf(`${title} ${description}`),
    rate: rate ? rate.charAt(0).toUpperCase() + rate.slice(1) : null,
    // A category's 'from' rate is shown, not compared: the models it stands for are.
    rateValue: rate && carKind === 'model' ? rupees(rate) : null,
    id: `car:${carKind}:${source.id}`,
    kind: 'cars',
    title,
    summary: description,
    body: description,
    keywords: 'car rental taxi cab hire driver',
    path: '/car-rental',
    label: searchWords.en[carKind === 'model' ? 'label.carModel' : 'label.carType'],
    chips: ['Car Rental'],
    carKind,
    source,
    rateIn,
  };
}

const SERVICE_CHIPS: Record<string, SearchChip[]> = {
  'tour-packages': ['Tours', 'Packages'],
  flight: ['Tickets'],
  bus: ['Tickets'],
  taxi: ['Car Rental'],
  hotels: ['Hotels'],
};

function serviceDoc(source: ServiceEntry): ServiceDoc {
  return {
    id: `service:${source.slug}`,
    kind: 'services',
    title: source.title,
    summary: source.summary,
    body: [...source.details, ...source.documents, source.turnaround].join(' '),
    keywords: source.keywords.join(' '),
    path: source.path,
    label: searchWords.en['label.service'],
    chips: SERVICE_CHIPS[source.slug] ?? [],
    source,
  };
}

const FAQ_CHIPS: Partial<Record<FaqEntry['topic'], SearchChip[]>> = { darshan: ['Tickets'], bookings: ['Tickets'] };

function faqDoc(source: FaqEntry): FaqDoc {
  const topic = FAQ_TOPICS.find((entry) => entry.id === source.topic)!;
  return {
    id: `faq:${source.id}`,
    kind: 'faq',
    title: source.question,
    summary: source.answer,
    body: (source.points ?? []).join(' '),
    keywords: source.keywords.join(' '),
    path: `/faq?entry=${source.id}`,
    label: topic.title,
    chips: source.id === 'booking-car' ? ['Car Rental'] : (FAQ_CHIPS[source.topic] ?? []),
    source,
  };
}

/** The rate, written from the catalog's numbers, joins the description where the assistant reads rates. */
export const withRate = (description: string, rate: string | null) => (rate ? `${description} ${rate}.` : description);

/** Every document the assistant and search use, packages first. */
export function buildDocuments(catalog: CatalogContents, services: ServiceEntry[], faq: FaqEntry[]): KnowledgeDoc[] {
  return [
    ...packagesIn(catalog).map(packageDoc),
    // A category's rate is its cheapest model's ('From ₹24 per km'), as the car rental page shows it.
    ...catalog.carCategories.map((car) =>
      carDoc(car, 'category', (words) => categoryRateText(car.id, catalog.carModels, words)),
    ),
    ...catalog.carModels.map((car) => carDoc(car, 'model', (words) => carRateText(car, words))),
    ...services.map(serviceDoc),
    ...faq.map(faqDoc),
  ];
}
