import { createHashRouter, type RouteObject } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { Layout } from './layout/layout';
import HomePage from '../pages/home-page';

type PageModule = { default: React.ComponentType };

/** A screen loaded on first visit: its code stays out of the home route's JavaScript. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: () => load().then((module) => ({ Component: module.default })),
});

/** The route table (spec §2). Every screen sits under the one layout; URLs are hash based. */
export const routes: RouteObject[] = [
  // The operators' console: its own lazy chunk and frame, never part of a visitor's first load.
  { path: '/admin/*', errorElement: <ErrorPage />, ...page(() => import('../pages/admin-page')) },
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'tours', ...page(() => import('../pages/tours-page')) },
      { path: 'tour/:id', ...page(() => import('../pages/package-detail-page')) },
      { path: 'devotion/:id', ...page(() => import('../pages/package-detail-page')) },
      { path: 'trek/:id', ...page(() => import('../pages/package-detail-page')) },
      { path: 'detail/:type/:id', ...page(() => import('../pages/package-detail-page')) },
      { path: 'holidays', ...page(() => import('../pages/holidays-page')) },
      { path: 'car-rental', ...page(() => import('../pages/car-rental-page')) },
      { path: 'tickets', ...page(() => import('../pages/tickets-page')) },
      { path: 'train-booking', ...page(() => import('../pages/train-booking-page')) },
      { path: 'bus-booking', ...page(() => import('../pages/bus-booking-page')) },
      { path: 'flight-booking', ...page(() => import('../pages/flight-booking-page')) },
      { path: 'hotel-booking', ...page(() => import('../pages/hotel-booking-page')) },
      { path: 'train-results', ...page(() => import('../pages/train-results-page')) },
      { path: 'ticket/train/:trainNumber', ...page(() => import('../pages/train-ticket-page')) },
      { path: 'tirupati-tickets', ...page(() => import('../pages/tirupati-tickets-page')) },
      { path: 'visa-form', ...page(() => import('../pages/visa-form-page')) },
      { path: 'passport-form', ...page(() => import('../pages/passport-form-page')) },
      { path: 'visa-success', ...page(() => import('../pages/submission-success-page')) },
      { path: 'passport-success', ...page(() => import('../pages/submission-success-page')) },
      { path: 'forex', ...page(() => import('../pages/forex-page')) },
      { path: 'contact', ...page(() => import('../pages/contact-page')) },
      { path: 'about', ...page(() => import('../pages/about-page')) },
      { path: 'search', ...page(() => import('../pages/search-page')) },
      { path: 'faq', ...page(() => import('../pages/faq-page')) },
      { path: 'services', ...page(() => import('../pages/services-page')) },
      { path: 'services/:service', ...page(() => import('../pages/service-page')) },
      { path: 'enquiry', ...page(() => import('../pages/enquiry-page')) },
      { path: '*', ...page(() => import('../pages/not-found-page')) },
    ],
  },
];

export const router = createHashRouter(routes);
