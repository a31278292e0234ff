import { useEffect } from 'react';
import { isCatalogCollection, type CatalogCollection } from '#shared/catalog/collections';
import type { CatalogDocument } from '#shared/catalog/schemas';
import { ApiClientError } from '../../lib/api-client';
import { arrivedEarlyAnswers } from '../../lib/early-answers';
import { prime, useQuery } from '../../lib/query';
import { fetchCatalogItem, fetchCatalogList } from './api';
import { catalogPath } from './paths';

/** `retry` asks again after a failure (a 'Try again' button). */
export type ListState<T> = { status: 'loading' | 'ready' | 'error'; items: T[]; retry: () => void };

/** The shared query cache's names for a catalog list and for one of its documents. */
export const catalogListKey = (collection: CatalogCollection) => ['catalog', collection] as const;
const catalogItemKey = (collection: CatalogCollection, id: string) => ['catalog', collection, id] as const;

/** A catalog list. A failure is logged; the screen keeps its skeleton and offers a retry. */
export function useCatalogList<C extends CatalogCollection>(collection: C): ListState<CatalogDocument[C]> {
  const query = useQuery(catalogListKey(collection), () => fetchCatalogList(collection));
  useEffect(() => {
    if (query.status === 'error')
      console.warn(`Could not load ${collection}:`, query.error instanceof Error ? query.error.message : query.error);
  }, [collection, query.status, query.error]);
  return { status: query.status === 'idle' ? 'loading' : query.status, items: query.data ?? [], retry: query.retry };
}

export type ItemState<T> = {
  status: 'loading' | 'ready' | 'not-found' | 'error';
  item?: T;
  message?: string;
  retry: () => void;
};

export function useCatalogItem<C extends CatalogCollection>(collection: C, id: string): ItemState<CatalogDocument[C]> {
  const query = useQuery(catalogItemKey(collection, id), () => fetchCatalogItem(collection, id));
  const { retry } = query;
  if (query.status === 'ready') return { status: 'ready', item: query.data, retry };
  if (query.status !== 'error') return { status: 'loading', retry };
  const notFound = query.error instanceof ApiClientError && (query.error.status === 404 || query.error.status === 400);
  return notFound
    ? { status: 'not-found', retry }
    : { status: 'error', message: (query.error as Error).message, retry };
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * When the page drew the screen from a deep link's first answers (web/build/draw-screen-preview.ts; the layout's
 * fallback shows that drawing), the catalog answers the start script asked for that have come in, loaded into
 * the shared cache before the screen's first render: the screen then takes over showing the same packages,
 * never a frame of skeleton in between. One still on its way is left to the screen, which shows its skeleton.
 */
export async function primeDrawnAnswers(): Promise<unknown> {
  // The build's prerender (web/src/prerender.tsx) renders screens with no document.
  if (typeof document === 'undefined' || !document.querySelector('#main > .screen-preview [data-fill]')) return;
  return Promise.all(
    (await arrivedEarlyAnswers()).map((path) => {
      const [, collection, id] = path.split('/');
      if (!isCatalogCollection(collection) || path !== catalogPath(collection, id)) return undefined;
      if (id === undefined) return prime(catalogListKey(collection), () => fetchCatalogList(collection));
      const raw = decoded(id);
      // The router's id for the same address (react-router decodes it); one it cannot decode is not primed.
      return raw === undefined
        ? undefined
        : prime(catalogItemKey(collection, raw), () => fetchCatalogItem(collection, raw));
    }),
  );
}
