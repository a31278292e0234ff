// What the assistant and site search know: one flat document per package, car, service and FAQ entry,
// built from the catalog (whatever store serves it), the service list and the FAQ. Pure: no I/O here.
import type { SearchChip } from '#shared/constants';
import { FAQ_TOPICS, type FaqEntry } from '#shared/faq';
import { carRateText, categoryRateText } from '#shared/catalog/car-rate';
import { packagePath, typeLabel, type PackageType } from '#shared/catalog/collections';
import { headlinePrice } from '#shared/catalog/offer';
import type { TourPackage } from '#shared/catalog/schemas';
import { indiaToday } from '#shared/dates';
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
const PACKAGE_LABELS: Partial<Record<PackageType, string>> = {
  international: 'International tour',
  domestic: 'Domestic tour',
  devotional: 'Devotional package',
  trekking: 'Trek',
};
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
    label: PACKAGE_LABELS[source.type] ?? typeLabel(source.type),
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

function carDoc(id: string, title: string, description: string, carKind: CarDoc['carKind']): CarDoc {
  const rate = /(?:from\s+)?₹[^.]*(?:\.\d+[^.]*)*/i.exec(description)?.[0] ?? null;
  return {
    seats: seatsOf(`${title} ${description}`),
    rate: rate ? rate.charAt(0).toUpperCase() + rate.slice(1) : null,
    // A category's 'from' rate is shown, not compared: the models it stands for are.
    rateValue: rate && carKind === 'model' ? rupees(rate) : null,
    id: `car:${carKind}:${id}`,
    kind: 'cars',
    title,
    summary: description,
    body: description,
    keywords: 'car rental taxi cab hire driver',
    path: '/car-rental',
    label: carKind === 'model' ? 'Car model' : 'Car type',
    chips: ['Car Rental'],
    carKind,
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
    label: 'Service',
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
const withRate = (description: string, rate: string | null) => (rate ? `${description} ${rate}.` : description);

/** Every document the assistant and search use, packages first. */
export function buildDocuments(catalog: CatalogContents, services: ServiceEntry[], faq: FaqEntry[]): KnowledgeDoc[] {
  return [
    ...packagesIn(catalog).map(packageDoc),
    // A category's rate is its cheapest model's ('From ₹24 per km'), as the car rental page shows it.
    ...catalog.carCategories.map((car) =>
      carDoc(car.id, car.title, withRate(car.description, categoryRateText(car.id, catalog.carModels)), 'category'),
    ),
    ...catalog.carModels.map((car) => carDoc(car.id, car.name, withRate(car.description, carRateText(car)), 'model')),
    ...services.map(serviceDoc),
    ...faq.map(faqDoc),
  ];
}
