// The catalog's one table: every collection, the shape of its documents (schemas.ts), the package types it
// holds, the path word of its packages' pages and how the site names it. Paths, labels, routes, lists and
// schemas are derived from it (collections.ts); adding a collection or a path word is an entry here plus its
// seed data (docs/catalog.md).

export type CollectionLabel = {
  plural: string;
  singular: string;
  /** What the listing pages head its packages with. */
  heading?: string;
  /** The package screen's title when an id is not in it. */
  notFound?: string;
};
type TypeEntry = { type: string; label: { en: string } };

export type CollectionEntry =
  | {
      document: 'package';
      /** The package types it holds, in the order the /tours filter shows them; the first is a new entry's. */
      types: readonly [TypeEntry, ...TypeEntry[]];
      /** Its packages' pages: /{word}/{id}. */
      word: string;
      label: { en: CollectionLabel };
    }
  | { document: 'carCategory' | 'carModel'; label: { en: CollectionLabel } };

export const COLLECTIONS = {
  tours: {
    document: 'package',
    types: [
      { type: 'international', label: { en: 'International' } },
      { type: 'domestic', label: { en: 'Domestic (India)' } },
    ],
    word: 'tour',
    label: {
      en: { plural: 'Tours', singular: 'tour', heading: 'Holidays in India and abroad', notFound: 'Tour not found' },
    },
  },
  devotionals: {
    document: 'package',
    types: [{ type: 'devotional', label: { en: 'Devotional' } }],
    word: 'devotion',
    label: {
      en: {
        plural: 'Devotionals',
        singular: 'devotional package',
        heading: 'Devotional yatras',
        notFound: 'Devotional not found',
      },
    },
  },
  trekking: {
    document: 'package',
    types: [{ type: 'trekking', label: { en: 'Trekking' } }],
    word: 'trek',
    label: { en: { plural: 'Treks', singular: 'trek', heading: 'Treks', notFound: 'Trekking package not found' } },
  },
  carCategories: { document: 'carCategory', label: { en: { plural: 'Car categories', singular: 'car category' } } },
  carModels: { document: 'carModel', label: { en: { plural: 'Car models', singular: 'car model' } } },
} as const satisfies Record<string, CollectionEntry>;
