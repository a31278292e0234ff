import { useEffect, useState } from 'react';
import type { CatalogCollection } from '#shared/constants';
import type { CatalogDocument } from '#shared/schemas/catalog';
import { ApiClientError } from '../../lib/api-client';
import { fetchCatalogItem, fetchCatalogList } from './api';

export type ListState<T> = { status: 'loading' | 'ready' | 'error'; items: T[] };

/** A catalog list. A failure is logged and the list stays empty (spec §7). */
export function useCatalogList<C extends CatalogCollection>(collection: C): ListState<CatalogDocument[C]> {
  const [state, setState] = useState<ListState<CatalogDocument[C]>>({ status: 'loading', items: [] });
  useEffect(() => {
    let live = true;
    fetchCatalogList(collection).then(
      (items) => live && setState({ status: 'ready', items }),
      (error: unknown) => {
        console.warn(`Could not load ${collection}:`, error instanceof Error ? error.message : error);
        if (live) setState({ status: 'error', items: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [collection]);
  return state;
}

export type ItemState<T> = { status: 'loading' | 'ready' | 'not-found' | 'error'; item?: T; message?: string };

export function useCatalogItem<C extends CatalogCollection>(collection: C, id: string): ItemState<CatalogDocument[C]> {
  const [state, setState] = useState<ItemState<CatalogDocument[C]>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchCatalogItem(collection, id).then(
      (item) => live && setState({ status: 'ready', item }),
      (error: unknown) => {
        if (!live) return;
        const notFound = error instanceof ApiClientError && (error.status === 404 || error.status === 400);
        setState(notFound ? { status: 'not-found' } : { status: 'error', message: (error as Error).message });
      },
    );
    return () => {
      live = false;
    };
  }, [collection, id]);
  return state;
}
