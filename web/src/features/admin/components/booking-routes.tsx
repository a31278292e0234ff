import { useParams } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { BOOKABLE_COLLECTIONS, type BookableCollection } from '#shared/schemas/bookings';
import { BookingsList } from './bookings-list';
import { DepartureManifest } from './departure-manifest';
import { DeparturesEditor } from './departures-editor';

const isBookable = (collection: string): collection is BookableCollection =>
  (BOOKABLE_COLLECTIONS as readonly string[]).includes(collection);

const NotBookable = ({ collection }: { collection: string }) => (
  <p className="admin-page form-message form-message--error">“{collection}” has no departures.</p>
);

function ManifestRoute() {
  const { collection = '', id = '', date = '' } = useParams();
  if (!isBookable(collection)) return <NotBookable collection={collection} />;
  return <DepartureManifest collection={collection} id={id} date={date} />;
}

function DeparturesRoute() {
  const { collection = '', id = '' } = useParams();
  if (!isBookable(collection)) return <NotBookable collection={collection} />;
  return <DeparturesEditor collection={collection} id={id} />;
}

/** The console's booking screens (admin-page.tsx spreads them into its routes). */
export const BOOKING_ROUTES: RouteObject[] = [
  { path: 'bookings', element: <BookingsList /> },
  { path: 'manifest/:collection/:id/:date', element: <ManifestRoute /> },
  { path: 'departures/:collection/:id', element: <DeparturesRoute /> },
];
