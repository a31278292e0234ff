import { CATALOG_COLLECTIONS, PACKAGE_COLLECTIONS, type CatalogCollection } from '#shared/catalog/collections';
import type { CatalogDocument, TourPackage } from '#shared/catalog/schemas';
import type { Deps, Env } from '../env';
import { d1CatalogStore } from './d1-store';
import type { CatalogEditor } from './d1-editor';
import { firestoreCatalogStore } from './firestore-store';

/**
 * Where packages and cars live: the embedded D1 document table, or Firestore when configured.
 * Every document a store returns has passed the shared schema; invalid ones are skipped and logged.
 */
export interface CatalogStore {
  readonly backend: 'embedded' | 'firestore';
  list<C extends CatalogCollection>(collection: C): Promise<CatalogDocument[C][]>;
  get<C extends CatalogCollection>(collection: C, id: string): Promise<CatalogDocument[C] | null>;
  /** When each document of a collection last changed (ISO 8601), for sitemaps; null where the store cannot tell. */
  updatedTimes(collection: CatalogCollection): Promise<{ id: string; updatedAt: string | null }[]>;
  /**
   * The catalog's one version: changes whenever a document is added, edited or removed. Every cache of the
   * catalog (public answers, share pages, the sitemap, Visbot's index) keys on it; '' when the store cannot tell
   * cheaply, and then those caches follow edits by their TTL.
   */
  version(): Promise<string>;
  /** The console's writes, or null where the catalog is edited elsewhere (Firestore, see editing.ts). */
  readonly editor: CatalogEditor | null;
}

/**
 * Firestore when FIREBASE_PROJECT_ID is set, the embedded D1 store otherwise. Firestore requests go through
 * `deps.fetch` (the request's `c.get('deps')`); without deps they use the global fetch.
 */
export function catalogStoreFor(env: Env, deps?: Pick<Deps, 'fetch'>): CatalogStore {
  return env.FIREBASE_PROJECT_ID ? firestoreCatalogStore(env, deps?.fetch ?? fetch) : d1CatalogStore(env.DB);
}

/** Every collection's documents, as the share pages and Visbot's index read them. */
export type CatalogContents = { [C in CatalogCollection]: CatalogDocument[C][] };

export async function readWholeCatalog(store: CatalogStore): Promise<CatalogContents> {
  const lists = await Promise.all(CATALOG_COLLECTIONS.map((collection) => store.list(collection)));
  return Object.fromEntries(CATALOG_COLLECTIONS.map((collection, i) => [collection, lists[i]])) as CatalogContents;
}

/** Every package of every package collection, in the table's order. */
export const packagesIn = (catalog: CatalogContents): TourPackage[] =>
  PACKAGE_COLLECTIONS.flatMap(({ collection }) => catalog[collection] as TourPackage[]);
