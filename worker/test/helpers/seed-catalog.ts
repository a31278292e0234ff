import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { PackageType } from '#shared/catalog/collections';
import { activeOffer } from '#shared/catalog/offer';
import type { PackagePrice } from '#shared/catalog/price';
import { indiaToday } from '#shared/dates';
import { fareFor, type Party } from '#shared/taxes';
import seed from '../../seed/catalog.json';
import attributes from '../../seed/package-attributes.json';
import translations from '../../seed/catalog-translations.json';

const ATTRIBUTES: Record<string, object> = attributes;
const TRANSLATIONS = translations as Record<string, object | string>;
/** The seed catalog with each package's attributes and translations joined in, as scripts/seeds/10-catalog.mjs loads it. */
const catalog = Object.fromEntries(
  Object.entries(seed).map(([collection, documents]) => [
    collection,
    (documents as { id: string }[]).map((document) => ({
      ...document,
      ...ATTRIBUTES[document.id],
      ...(TRANSLATIONS[document.id] ? { translations: TRANSLATIONS[document.id] } : {}),
    })),
  ]),
) as typeof seed;

/** Loads the seed catalog into this test file's D1, as `npm start` does locally. */
export async function seedCatalog() {
  const statements = Object.entries(catalog).flatMap(([collection, documents]) =>
    (documents as { id: string }[]).map(({ id, ...data }, position) =>
      env.DB.prepare(
        'INSERT OR REPLACE INTO catalog_documents (collection, id, position, data) VALUES (?, ?, ?, ?)',
      ).bind(collection, id, position, JSON.stringify(data)),
    ),
  );
  await env.DB.batch(statements);
}

/** A seed package as the tests read it: its document, with its attributes joined in. */
export type SeedPackage = {
  id: string;
  title: string;
  type?: string;
  description: string;
  details: { intro: string; itinerary: string[]; inclusion: string[]; exclusion: string[] };
  days: number;
  nights: number;
  price: PackagePrice;
  tags?: string[];
  grade?: string;
  minAge?: number;
  maxAltitudeM?: number;
  bestMonths?: number[];
  includesFlights?: boolean;
  startCity?: string;
};

/** Every package of the seed, tours, pilgrimages and treks alike, each with its kind (the seed names only tours'). */
export const everyPackage: SeedPackage[] = [
  ...catalog.tours,
  ...catalog.devotionals.map((item) => ({ ...item, type: 'devotional' })),
  ...catalog.trekking.map((item) => ({ ...item, type: 'trekking' })),
];

export const packageById = (id: string) => everyPackage.find((item) => item.id === id)!;

/** The packages a chat reply lists, one '• Title —' line each, in the reply's order. */
export const listedIn = (reply: { reply: string }) =>
  everyPackage
    .filter((item) => reply.reply.includes(`• ${item.title} —`))
    .sort((a, b) => reply.reply.indexOf(`• ${a.title} —`) - reply.reply.indexOf(`• ${b.title} —`));

/** The packages a chat reply lists, at least one, each passing `check` (a list that must keep its conditions). */
export function eachListed(reply: { reply: string }, check: (item: SeedPackage) => void): SeedPackage[] {
  const listed = listedIn(reply);
  expect(listed.length).toBeGreaterThan(0);
  for (const item of listed) check(item);
  return listed;
}

export const hasTag = (item: SeedPackage, tag: string) => item.tags?.includes(tag) ?? false;

/** What one adult pays today on twin sharing (the offer's price while it runs). */
export const priceToday = (item: { price: PackagePrice }) =>
  activeOffer(item.price, indiaToday())?.perPerson ?? item.price.perPerson;

/** What the booking screen charges a party (one adult unless told) for a seed package today, taxes included. */
export function seedFare(id: string, party: Partial<Party>) {
  const item = everyPackage.find((each) => each.id === id)!;
  return fareFor(
    { type: (item.type ?? 'domestic') as PackageType, price: item.price },
    { adults: 1, childrenWithBed: 0, childrenNoBed: 0, singles: 0, ...party },
    indiaToday(),
  );
}

export { catalog };
