import { env } from 'cloudflare:workers';
import type { PackageType } from '#shared/catalog/collections';
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

/** Every package of the seed, tours, pilgrimages and treks alike, each with its kind (the seed names only tours'). */
export const everyPackage: { id: string; type?: string; price: PackagePrice }[] = [
  ...catalog.tours,
  ...catalog.devotionals.map((item) => ({ ...item, type: 'devotional' })),
  ...catalog.trekking.map((item) => ({ ...item, type: 'trekking' })),
];

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
