import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPath, Router, type Navigator, type RouteObject } from 'react-router-dom';
import type { TourPackage } from '#shared/schemas/catalog';
import { AppRoutes, routes, type ScreenHandle } from './app/router';
import { PackageDetail } from './features/catalog/components/package-detail';

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

const app = (location: string) => (
  <StrictMode>
    <Router location={location} navigator={hashHrefs} static>
      <AppRoutes />
    </Router>
  </StrictMode>
);

/**
 * The home screen as the browser's first render draws it (same components, same route table), for the build
 * to put into index.html. `main.tsx` hydrates it.
 */
export function renderHomeScreen(): string {
  return renderToString(app('/'));
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
export async function renderScreen(path: string): Promise<string> {
  // The first pass waits for the screen's lazy code; the second, with it loaded, renders it in place.
  const { prelude } = await prerenderToNodeStream(app(path));
  for await (const chunk of prelude) void chunk;
  return renderToString(app(path));
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

/** Any package will do: the build keeps only the elements of its page that index.html fills in. */
const SAMPLE_PACKAGE: TourPackage = {
  id: 'sample',
  title: 'Sample',
  description: 'Sample',
  image: '/favicon.svg',
  images: [],
  pdf: undefined,
  type: 'domestic',
  details: { intro: '', itinerary: [], accommodation: '', inclusion: [], exclusion: [], price: '₹1' },
};

/**
 * A package's page as its first render draws it, for the build to take the title, lead and first picture
 * from: index.html draws those from a deep link's early answer while the screen's code is on its way.
 */
export function renderPackagePage(): string {
  return renderToString(
    <StrictMode>
      <PackageDetail item={SAMPLE_PACKAGE} />
    </StrictMode>,
  );
}
