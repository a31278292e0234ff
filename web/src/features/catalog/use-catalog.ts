import { useEffect } from 'react';
import type { CatalogCollection } from '#shared/constants';
import type { CatalogDocument } from '#shared/schemas/catalog';
import { ApiClientError } from '../../lib/api-client';
import { useQuery } from '../../lib/query';
import { fetchCatalogItem, fetchCatalogList } from './api';

export type ListState<T> = { status: 'loading' | 'ready' | 'error'; items: T[] };

/** A catalog list. A failure is logged and the list stays empty (spec §7). */
export function useCatalogList<C extends CatalogCollection>(collection: C): ListState<CatalogDocument[C]> {
  const query = useQuery(['catalog', collection], () => fetchCatalogList(collection));
  useEffect(() => {
    if (query.status === 'error') console.warn(`Could not load ${collection}:`, query.error instanceof Error ? query.error.message : query.error);
  }, [collection, query.status, query.error]);
  return { status: query.status === 'idle' ? 'loading' : query.status, items: query.data ?? [] };
}

export type ItemState<T> = { status: 'loading' | 'ready' | 'not-found' | 'error'; item?: T; message?: string };

export function useCatalogItem<C extends CatalogCollection>(collection: C, id: string): ItemState<CatalogDocument[C]> {
  const query = useQuery(['catalog', collection, id], () => fetchCatalogItem(collection, id));
  if (query.status === 'ready') return { status: 'ready', item: query.data };
  if (query.status !== 'error') return { status: 'loading' };
  const notFound = query.error instanceof ApiClientError && (query.error.status === 404 || query.error.status === 400);
  return notFound ? { status: 'not-found' } : { status: 'error', message: (query.error as Error).message };
}
