import type { CatalogCollection } from '#shared/constants';
import type { CatalogDocument } from '#shared/schemas/catalog';
import type { Deps, Env } from '../env';
import { d1CatalogStore } from './catalog-d1';
import { firestoreCatalogStore } from './catalog-firestore';

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
  /** Changes whenever a document is added, edited or removed, for cache keys; '' when the store cannot tell cheaply. */
  version(): Promise<string>;
}

/**
 * Firestore when FIREBASE_PROJECT_ID is set, the embedded D1 store otherwise. Firestore requests go through
 * `deps.fetch` (the request's `c.get('deps')`); without deps they use the global fetch.
 */
export function catalogStoreFor(env: Env, deps?: Pick<Deps, 'fetch'>): CatalogStore {
  return env.FIREBASE_PROJECT_ID ? firestoreCatalogStore(env, deps?.fetch ?? fetch) : d1CatalogStore(env.DB);
}
