import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from './error-page';
import { Layout } from './layout/layout';
import HomePage from '../pages/home-page';

/** A screen loaded on first visit: its code stays out of the home route's JavaScript. */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const PackageDetailPage = page(() => import('../pages/package-detail-page'));
const SubmissionSuccessPage = page(() => import('../pages/submission-success-page'));

const screen = (Page: LazyExoticComponent<ComponentType>) => <Page />;

/**
 * The route table (spec §2). Every screen sits under the one layout; URLs are hash based. Declarative routes
 * (not the data router): we use no loaders or actions, and this keeps about 17 KB gzip off the first load.
 */
export const routes: RouteObject[] = [
  // The operators' console: its own lazy chunk and frame, never part of a visitor's first load.
  { path: '/admin/*', element: screen(page(() => import('../pages/admin-page'))) },
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'tours', element: screen(page(() => import('../pages/tours-page'))) },
      { path: 'tour/:id', element: screen(PackageDetailPage) },
      { path: 'devotion/:id', element: screen(PackageDetailPage) },
      { path: 'trek/:id', element: screen(PackageDetailPage) },
      { path: 'detail/:type/:id', element: screen(PackageDetailPage) },
      { path: 'holidays', element: screen(page(() => import('../pages/holidays-page'))) },
      { path: 'car-rental', element: screen(page(() => import('../pages/car-rental-page'))) },
      { path: 'tickets', element: screen(page(() => import('../pages/tickets-page'))) },
      { path: 'train-booking', element: screen(page(() => import('../pages/train-booking-page'))) },
      { path: 'bus-booking', element: screen(page(() => import('../pages/bus-booking-page'))) },
      { path: 'flight-booking', element: screen(page(() => import('../pages/flight-booking-page'))) },
      { path: 'hotel-booking', element: screen(page(() => import('../pages/hotel-booking-page'))) },
      { path: 'train-results', element: screen(page(() => import('../pages/train-results-page'))) },
      { path: 'ticket/train/:trainNumber', element: screen(page(() => import('../pages/train-ticket-page'))) },
      { path: 'tirupati-tickets', element: screen(page(() => import('../pages/tirupati-tickets-page'))) },
      { path: 'visa-form', element: screen(page(() => import('../pages/visa-form-page'))) },
      { path: 'passport-form', element: screen(page(() => import('../pages/passport-form-page'))) },
      { path: 'visa-success', element: screen(SubmissionSuccessPage) },
      { path: 'passport-success', element: screen(SubmissionSuccessPage) },
      { path: 'forex', element: screen(page(() => import('../pages/forex-page'))) },
      { path: 'contact', element: screen(page(() => import('../pages/contact-page'))) },
      { path: 'about', element: screen(page(() => import('../pages/about-page'))) },
      { path: 'search', element: screen(page(() => import('../pages/search-page'))) },
      { path: 'faq', element: screen(page(() => import('../pages/faq-page'))) },
      { path: 'services', element: screen(page(() => import('../pages/services-page'))) },
      { path: 'services/:service', element: screen(page(() => import('../pages/service-page'))) },
      { path: 'enquiry', element: screen(page(() => import('../pages/enquiry-page'))) },
      { path: '*', element: screen(page(() => import('../pages/not-found-page'))) },
    ],
  },
];

/**
 * The app under a router. A screen that crashes (or whose code fails to load) shows the spec's fallback; the
 * next navigation tries again. While a screen's code loads on navigation, the router's transition keeps the
 * previous screen up.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </ErrorBoundary>
  );
}
