// What the site derives from the catalog's table (table.ts): the collections, package types, path words, labels.
import { COLLECTIONS, type CollectionEntry, type CollectionLabel } from './table';

export type CatalogTable = typeof COLLECTIONS;
export type CatalogCollection = keyof CatalogTable;
export type PackageCollection = {
  [C in CatalogCollection]: CatalogTable[C] extends { document: 'package' } ? C : never;
}[CatalogCollection];
export type TypesOf<C extends PackageCollection> = CatalogTable[C]['types'][number]['type'];
export type PackageType = TypesOf<PackageCollection>;
export type PackageRouteWord = CatalogTable[PackageCollection]['word'];

const entries = Object.entries(COLLECTIONS) as [CatalogCollection, CollectionEntry][];

export const CATALOG_COLLECTIONS = entries.map(([collection]) => collection) as [
  CatalogCollection,
  ...CatalogCollection[],
];

/** The collections of packages with their types and path word (spec §2), in the table's order. */
export const PACKAGE_COLLECTIONS = entries.flatMap(([collection, entry]) =>
  entry.document === 'package'
    ? [{ collection: collection as PackageCollection, word: entry.word as PackageRouteWord, types: entry.types }]
    : [],
);

/** Every package type, in the table's order (the /tours filter's order). */
export const PACKAGE_TYPES = PACKAGE_COLLECTIONS.flatMap(({ types }) => types.map(({ type }) => type)) as [
  PackageType,
  ...PackageType[],
];

export const isCatalogCollection = (name: string | undefined): name is CatalogCollection =>
  name !== undefined && Object.hasOwn(COLLECTIONS, name);

export const isPackageCollection = (collection: CatalogCollection): collection is PackageCollection =>
  COLLECTIONS[collection].document === 'package';

/** The package types a collection holds (its first is a new entry's type). */
export const typesOf = <C extends PackageCollection>(collection: C) =>
  COLLECTIONS[collection].types.map(({ type }) => type) as [TypesOf<C>, ...TypesOf<C>[]];

/** How the site names a package type: 'International'. */
export const typeLabel = (type: PackageType): string =>
  PACKAGE_COLLECTIONS.flatMap(({ types }) => types).find((entry) => entry.type === type)?.label.en ?? type;

/** The collection that holds packages of a type (the first package collection for a type no entry lists). */
export function collectionOfType(type: PackageType): PackageCollection {
  const holder = PACKAGE_COLLECTIONS.find(({ types }) => types.some((entry) => entry.type === type));
  return (holder ?? PACKAGE_COLLECTIONS[0]!).collection;
}

/** The collection whose packages' pages use a path word, or undefined. */
export const collectionOfWord = (word: string): PackageCollection | undefined =>
  PACKAGE_COLLECTIONS.find((entry) => entry.word === word)?.collection;

/** Where a package card leads (spec §2): /{word}/{id}, the word of the collection that holds its type. */
export function packagePath(type: PackageType, id: string): string {
  return `/${COLLECTIONS[collectionOfType(type)].word}/${id}`;
}

/** How the console and the not-found screens name a collection (English; other languages join `label`). */
export const collectionLabel = (collection: CatalogCollection): CollectionLabel => COLLECTIONS[collection].label.en;
