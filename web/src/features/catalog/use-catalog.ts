import { useEffect } from 'react';
import type { CatalogCollection } from '#shared/constants';
import type { CatalogDocument } from '#shared/schemas/catalog';
import { ApiClientError } from '../../lib/api-client';
import { useQuery } from '../../lib/query';
import { fetchCatalogItem, fetchCatalogList } from './api';

/** `retry` asks again after a failure (a 'Try again' button). */
export type ListState<T> = { status: 'loading' | 'ready' | 'error'; items: T[]; retry: () => void };

/** A catalog list. A failure is logged; the screen keeps its skeleton and offers a retry. */
export function useCatalogList<C extends CatalogCollection>(collection: C): ListState<CatalogDocument[C]> {
  const query = useQuery(['catalog', collection], () => fetchCatalogList(collection));
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
  const query = useQuery(['catalog', collection, id], () => fetchCatalogItem(collection, id));
  const { retry } = query;
  if (query.status === 'ready') return { status: 'ready', item: query.data, retry };
  if (query.status !== 'error') return { status: 'loading', retry };
  const notFound = query.error instanceof ApiClientError && (query.error.status === 404 || query.error.status === 400);
  return notFound
    ? { status: 'not-found', retry }
    : { status: 'error', message: (query.error as Error).message, retry };
}
