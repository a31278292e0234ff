import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { CatalogCollection } from '#shared/constants';
import { PackageDetail } from '../features/catalog/components/package-detail';
import { useCatalogItem } from '../features/catalog/use-catalog';
import { usePageTitle } from '../lib/use-page-title';
import '../features/catalog/catalog.css';

// Its own chunk, asked for once the package is on screen: the package page paints without it.
const BookingPanel = lazy(() => import('../features/booking/booking-panel'));

type Kind = { collection: Extract<CatalogCollection, 'tours' | 'devotionals' | 'trekking'>; notFound: string };

const TOUR: Kind = { collection: 'tours', notFound: 'Tour not found' };
const DEVOTIONAL: Kind = { collection: 'devotionals', notFound: 'Devotional not found' };
const TREK: Kind = { collection: 'trekking', notFound: 'Trekking package not found' };

/** /tour/:id, /devotion/:id, /trek/:id, and /detail/:type/:id for the same screen. */
function kindOf(pathname: string, type: string | undefined): Kind {
  const route = type ?? pathname.split('/')[1];
  if (route === 'devotion' || route === 'devotional' || route === 'devotionals') return DEVOTIONAL;
  if (route === 'trek' || route === 'trekking') return TREK;
  return TOUR;
}

export default function PackageDetailPage() {
  const { id = '', type } = useParams();
  const { pathname } = useLocation();
  const kind = kindOf(pathname, type);
  const state = useCatalogItem(kind.collection, id);
  usePageTitle(state.item?.title ?? (state.status === 'not-found' ? kind.notFound : undefined));

  if (state.status === 'loading') {
    return (
      <div className="container package-detail" aria-busy="true">
        <p className="loading-text">Loading...</p>
        <div className="skeleton package-detail__placeholder" />
      </div>
    );
  }
  if (state.status === 'ready' && state.item) {
    const booking = (
      <Suspense fallback={null}>
        <BookingPanel collection={kind.collection} item={state.item} />
      </Suspense>
    );
    return <PackageDetail item={state.item} booking={booking} />;
  }
  return (
    <div className="container package-detail">
      <h1 className="package-detail__title">
        {state.status === 'not-found' ? kind.notFound : 'Could not load this package'}
      </h1>
      <p>
        {state.status === 'not-found'
          ? 'It may have been removed or renamed. Browse our other packages instead.'
          : 'Please check your connection and try again.'}
      </p>
      {state.status === 'error' ? (
        <button type="button" className="button button--primary" onClick={state.retry}>
          Try again
        </button>
      ) : (
        <a className="button button--primary" href="#/tours">
          Explore Our Packages
        </a>
      )}
    </div>
  );
}
