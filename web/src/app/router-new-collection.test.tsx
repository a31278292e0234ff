import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Collections from '#shared/catalog/collections';
import type { COLLECTIONS as TABLE } from '#shared/catalog/table';
import type * as TourFilters from '#shared/catalog/tour-filters';
import type { ScreenHandle } from './router';

// Adding a collection is an entry in shared/catalog/table.ts plus its seed documents, nothing else: this file adds
// 'honeymoons' (type 'honeymoon', pages at /honeymoon/{id}) to the real table and finds the browser's side of it
// follow: its route, what the route reads first, the /tours list and filter, its cards' paths and its labels.
// The worker's side (API, share pages, sitemap, search, console) is worker/test/catalog-new-collection.test.ts.
let routes: RouteObject[];
let collections: typeof Collections;
let filters: typeof TourFilters;

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('../../../shared/catalog/table', async (original) => {
    const { COLLECTIONS } = await original<{ COLLECTIONS: typeof TABLE }>();
    return {
      COLLECTIONS: {
        ...COLLECTIONS,
        honeymoons: {
          document: 'package',
          types: [{ type: 'honeymoon', label: { en: 'Honeymoon' } }],
          word: 'honeymoon',
          label: { en: { plural: 'Honeymoons', singular: 'honeymoon', heading: 'Honeymoon escapes' } },
        },
      },
    };
  });
  [{ routes }, collections, filters] = await Promise.all([
    import('./router'),
    import('#shared/catalog/collections'),
    import('#shared/catalog/tour-filters'),
  ]);
});

/** The innermost route an address opens: its path, the screen's props and what it reads first. */
function opened(address: string) {
  const route = matchRoutes(routes, address)!.at(-1)!.route;
  const props = isValidElement<Record<string, unknown>>(route.element) ? route.element.props : {};
  return { path: route.path, props, handle: route.handle as ScreenHandle };
}

describe('a collection added to the table, in the browser', () => {
  it('opens its packages at /{word}/{id} and the older /detail/{kind}/{id}, telling the screen its collection', () => {
    const page = opened('/honeymoon/maldives-villa');
    expect(page.path).toBe('honeymoon/:id');
    expect(page.props).toEqual({ collection: 'honeymoons' });
    expect(page.handle).toMatchObject({
      module: 'src/pages/package-detail-page.tsx',
      reads: ['catalog/honeymoons/:id'],
      preview: 'package',
    });
    for (const address of ['/detail/honeymoon/maldives-villa', '/detail/honeymoons/maldives-villa']) {
      expect(opened(address).props).toEqual({ collection: 'honeymoons' });
    }
    // The existing collections keep their own routes.
    expect(opened('/trek/triund').props).toEqual({ collection: 'trekking' });
  });

  it('is listed on /tours, with its type among the filters', () => {
    expect(opened('/tours').handle.reads).toEqual([
      'catalog/tours',
      'catalog/devotionals',
      'catalog/trekking',
      'catalog/honeymoons',
    ]);
    expect(collections.PACKAGE_TYPES).toContain('honeymoon');
    expect(filters.readTourFilters(new URLSearchParams('filter=honeymoon')).type).toBe('honeymoon');
  });

  it('gives its cards their path and the console its labels', () => {
    expect(collections.packagePath('honeymoon' as never, 'maldives-villa')).toBe('/honeymoon/maldives-villa');
    expect(collections.typeLabel('honeymoon' as never)).toBe('Honeymoon');
    expect(collections.collectionLabel('honeymoons' as never)).toMatchObject({ plural: 'Honeymoons' });
    expect(collections.collectionOfWord('honeymoon')).toBe('honeymoons');
  });
});
