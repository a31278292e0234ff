import { startTransition, Suspense, useEffect, useReducer, useState, type ComponentType } from 'react';
import { createPath, matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PACKAGE_COLLECTIONS } from '#shared/catalog/collections';
import { catalogPath } from '../features/catalog/paths';
import { loadScreenTexts, type ScreenTextSets } from '../lib/locale';
import { stylesheetsReady } from '../lib/stylesheets-ready';
import { ErrorBoundary } from './error-page';
import { Layout } from './layout/layout';
import { retryableScreen } from './retryable-screen';
import HomePage from '../pages/home-page';

// Every screen but home loads on first visit: its code stays out of the home route's JavaScript.
// `texts`: the screen's own message sets (shared/i18n/en/screens), loaded in the visitor's language with its code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes the props its route gives it
const screenModules = import.meta.glob<{ default: ComponentType<any>; texts?: ScreenTextSets }>([
  '../pages/*-page.tsx',
  '!../pages/home-page.tsx',
]);

/** What the build needs to know of a route to start its work early on a deep link (see `deepLinkPlan`). */
export type ScreenHandle = {
  /** The screen's module, as the build's manifest names it. */
  module: string;
  /** The API answers (paths after /api/, `:name` filled from the route) the screen's first render asks for. */
  reads: string[];
  /** Asks for the screen's code (the same import its lazy component makes). */
  load: () => Promise<unknown>;
  /**
   * What the page can draw from the screen's first answer while its code is on the way, as web/src/prerender.tsx
   * renders it (web/build/draw-screen-preview.ts): 'package', a package's title, lead and first picture;
   * 'tours', /tours's first row of packages.
   */
  preview?: 'package' | 'tours';
};

// A screen the page drew from its first answers renders with them in the cache, never blinking to its skeleton.
const firstAnswers = () => import('../features/catalog/use-catalog').then((catalog) => catalog.primeDrawnAnswers());

/** A lazily loaded screen of web/src/pages (`name` without .tsx), the answers it reads first and its props. */
function screen(
  name: string,
  reads: string[] = [],
  preview?: ScreenHandle['preview'],
  props: Record<string, unknown> = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const code = screenModules[`../pages/${name}.tsx`];
  if (!code) throw new Error(`There is no screen web/src/pages/${name}.tsx`);
  const withTexts = () => code().then((module) => loadScreenTexts(module.texts).then(() => module));
  const load = () =>
    Promise.all([withTexts(), stylesheetsReady(), preview && firstAnswers()]).then(([module]) => module);
  const Page = retryableScreen(load);
  const handle: ScreenHandle = { module: `src/pages/${name}.tsx`, reads, load, ...(preview ? { preview } : {}) };
  return { element: <Page {...props} />, handle };
}

const PACKAGE_LISTS = PACKAGE_COLLECTIONS.map(({ collection }) => catalogPath(collection));

/**
 * Each package collection's screen at /{word}/{id} (spec §2), and at the older /detail/{kind}/{id}, where the
 * kind is its word, its name or one of its types. The route tells the screen its collection.
 */
const PACKAGE_ROUTES: RouteObject[] = PACKAGE_COLLECTIONS.flatMap(({ collection, word, types }) => [
  {
    path: `${word}/:id`,
    ...screen('package-detail-page', [catalogPath(collection, ':id')], 'package', { collection }),
  },
  ...[...new Set([word, collection, ...types.map(({ type }) => type)])].map((kind) => ({
    path: `detail/${kind}/:id`,
    ...screen('package-detail-page', [], undefined, { collection }),
  })),
]);

/**
 * The route table (spec §2). Every screen sits under the one layout; URLs are hash based. Declarative routes
 * (not the data router): we use no loaders or actions, and this keeps about 17 KB gzip off the first load.
 */
export const routes: RouteObject[] = [
  // The operators' console: its own lazy chunk and frame, never part of a visitor's first load.
  { path: '/admin/*', ...screen('admin-page') },
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'tours', ...screen('tours-page', PACKAGE_LISTS, 'tours') },
      ...PACKAGE_ROUTES,
      // Any other kind opens the first package collection, as these links always have.
      {
        path: 'detail/:type/:id',
        ...screen('package-detail-page', [], undefined, { collection: PACKAGE_COLLECTIONS[0]!.collection }),
      },
      { path: 'holidays', ...screen('holidays-page', [catalogPath('tours'), catalogPath('devotionals')]) },
      { path: 'car-rental', ...screen('car-rental-page', [catalogPath('carCategories'), catalogPath('carModels')]) },
      { path: 'tickets', ...screen('tickets-page') },
      { path: 'train-booking', ...screen('train-booking-page') },
      { path: 'bus-booking', ...screen('bus-booking-page') },
      { path: 'flight-booking', ...screen('flight-booking-page') },
      { path: 'hotel-booking', ...screen('hotel-booking-page') },
      { path: 'train-results', ...screen('train-results-page') },
      { path: 'ticket/train/:trainNumber', ...screen('train-ticket-page') },
      { path: 'tirupati-tickets', ...screen('tirupati-tickets-page') },
      { path: 'visa-form', ...screen('visa-form-page') },
      { path: 'passport-form', ...screen('passport-form-page') },
      { path: 'visa-success', ...screen('submission-success-page') },
      { path: 'passport-success', ...screen('submission-success-page') },
      { path: 'forex', ...screen('forex-page') },
      { path: 'contact', ...screen('contact-page') },
      { path: 'about', ...screen('about-page') },
      { path: 'pay-safely', ...screen('pay-safely-page') },
      { path: 'privacy', ...screen('privacy-page') },
      { path: 'search', ...screen('search-page') },
      { path: 'faq', ...screen('faq-page') },
      { path: 'services', ...screen('services-page') },
      { path: 'services/:service', ...screen('service-page') },
      { path: 'enquiry', ...screen('enquiry-page') },
      { path: 'booking/:reference', ...screen('booking-page') },
      { path: 'track', ...screen('track-page') },
      { path: 'review/:token', ...screen('review-page') },
      { path: '*', ...screen('not-found-page') },
    ],
  },
];

/**
 * The app under a router. A screen that crashes (or whose code fails to load) is caught inside the layout
 * (layout.tsx); this outer boundary catches the layout itself. The next navigation tries again. While a screen's code loads on navigation, the router's transition keeps the
 * previous screen up.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  useFirstScreenAtOnce(location.pathname);
  useAddressCaughtUp();
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * The router reads the address when it first renders but listens for changes only once that render is on screen.
 * A link tapped in between (index.html's prerendered links work before the code does; a slow phone, or code coming
 * from the offline cache, makes that gap seconds long) changed the address unheard, and the old screen stayed up
 * under the new address. So, once listening, it catches up. A passive effect: it runs after the router's own
 * layout effect has started listening, so the navigation is heard.
 */
function useAddressCaughtUp() {
  const location = useLocation();
  const navigate = useNavigate();
  const [rendered] = useState(location);
  useEffect(() => {
    const address = window.location.hash.slice(1) || '/';
    if (address !== createPath(rendered)) navigate(address, { replace: true });
  }, [navigate, rendered]);
}

/**
 * React shows a screen whose lazy code arrives after its fallback no sooner than 300 ms after that fallback
 * appeared (it throttles the retries of suspended boundaries). On a deep link the fallback is the first render,
 * so once the first screen's code is in, the routes render again as an ordinary update (a transition), which shows
 * the screen as soon as it has rendered instead.
 */
function useFirstScreenAtOnce(pathname: string) {
  const [first] = useState(pathname);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const loads = (matchRoutes(routes, first) ?? []).flatMap(({ route }) => {
      const handle = route.handle as ScreenHandle | undefined;
      return handle ? [handle.load()] : [];
    });
    if (!loads.length) return;
    let mounted = true;
    // A failure is the screen's own to show (the error boundary): nothing to do here.
    // In a transition, so a slow phone answers between the slices of the screen's first render.
    Promise.all(loads).then(
      () => mounted && startTransition(renderAgain),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [first]);
}
