import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPath, Router, type Navigator, type RouteObject } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { MAX_CARDS_PER_LIST } from '#shared/constants';
import { PACKAGE_TYPES } from '#shared/catalog/collections';
import type { TourPackage } from '#shared/catalog/schemas';
import { AppRoutes, routes, type ScreenHandle } from './app/router';
import { PackageDetail } from './features/catalog/components/package-detail';
import { catalogListKey } from './features/catalog/use-catalog';

const staticPage = () => {
  throw new Error('The prerendered page cannot navigate');
};

/** Links come out as the browser's HashRouter writes them (`#/tours`), so hydration finds the same hrefs. */
const hashHrefs: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: staticPage,
  push: staticPage,
  replace: staticPage,
};

/** `answers`: what the shared query cache already holds, by key. */
const app = (location: string, answers: Record<string, unknown> = {}) => (
  <StrictMode>
    <SWRConfig value={{ fallback: answers }}>
      <Router location={location} navigator={hashHrefs} static>
        <AppRoutes />
      </Router>
    </SWRConfig>
  </StrictMode>
);

/**
 * The home screen as the browser's first render draws it (same components, same route table), for the build
 * to put into index.html. `main.tsx` hydrates it.
 */
export function renderHomeScreen(): Promise<string> {
  // Whole, with the parts whose code is lazy in the browser (the footer): they hydrate when their code is in.
  return renderScreen('/');
}

/**
 * The screens a deep link can open whose heading does not depend on data or the address's parameters: the
 * shell's children with a plain path (`/forex`, not `/tour/:id`), the operators' console and the 404 aside.
 */
export const plainScreenPaths = (): string[] =>
  (routes.find((route) => route.path === '/')?.children ?? [])
    .map((route) => route.path)
    .filter((path): path is string => !!path && !/[:*]/.test(path))
    .map((path) => `/${path}`);

/**
 * A screen rendered whole (its code loaded, its data not yet there), as the browser's first render of a deep
 * link to `path` draws it. The build takes each screen's page header from it.
 */
export async function renderScreen(path: string, answers?: Record<string, unknown>): Promise<string> {
  // The first pass waits for the screen's lazy code; the second, with it loaded, renders it in place.
  const { prelude } = await prerenderToNodeStream(app(path, answers));
  for await (const chunk of prelude) void chunk;
  return renderToString(app(path, answers));
}

/** For each route with a lazily loaded screen: its path pattern (`/tour/:id`), its module and what it reads. */
export function deepLinkPlan(): (ScreenHandle & { pattern: string })[] {
  const plan: (ScreenHandle & { pattern: string })[] = [];
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      const pattern = route.path?.startsWith('/') ? route.path : `${base}${route.path ?? ''}`;
      const handle = route.handle as ScreenHandle | undefined;
      if (handle) plan.push({ pattern, ...handle });
      if (route.children) walk(route.children, pattern.endsWith('/') ? pattern : `${pattern}/`);
    }
  };
  walk(routes, '/');
  return plan;
}

/** Any package will do: the build keeps only the elements of its page that the preview fills in. */
const SAMPLE_PACKAGE: TourPackage = {
  id: 'sample',
  title: 'Sample',
  description: 'Sample',
  image: '/favicon.svg',
  images: [],
  pdf: undefined,
  type: 'domestic',
  price: { perPerson: 1 },
  days: 1,
  nights: 0,
  details: { intro: '', itinerary: [], accommodation: '', inclusion: [], exclusion: [] },
};

/**
 * A package's page as its first render draws it, for the build to take the title, lead and first picture
 * from: the page draws those from a deep link's early answer while the screen's code is on its way.
 */
export function renderPackagePage(): string {
  return renderToString(
    <StrictMode>
      <PackageDetail item={SAMPLE_PACKAGE} />
    </StrictMode>,
  );
}

/** The first row's packages on /tours: one more than a row shows, so that it ends with its 'View More' card. */
export const TOURS_FIRST_ROW = {
  type: PACKAGE_TYPES[0],
  sampleIds: Array.from({ length: MAX_CARDS_PER_LIST + 1 }, (_, n) => `sample-${n}`),
};

/**
 * /tours as its first render draws it once the tours have come (the other lists still loading), for the build to
 * take the header, the chips and the first row from: the page draws that row from a deep link's early answer.
 */
export function renderToursScreen(): Promise<string> {
  const samples = TOURS_FIRST_ROW.sampleIds.map((id) => ({ ...SAMPLE_PACKAGE, id, type: TOURS_FIRST_ROW.type }));
  return renderScreen('/tours', { [unstable_serialize(catalogListKey('tours'))]: samples });
}
