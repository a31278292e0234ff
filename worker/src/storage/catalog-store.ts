import type { CatalogCollection } from '#shared/constants';
import type { CatalogDocument } from '#shared/schemas/catalog';
import type { Env } from '../env';
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
}

/** Firestore when FIREBASE_PROJECT_ID is set, the embedded D1 store otherwise. */
export function catalogStoreFor(env: Env): CatalogStore {
  return env.FIREBASE_PROJECT_ID ? firestoreCatalogStore(env) : d1CatalogStore(env.DB);
}
