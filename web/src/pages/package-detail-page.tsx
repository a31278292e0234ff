import { packages } from '#shared/i18n/en/packages';
import { fare } from '#shared/i18n/en/screens/fare';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import type { PackageCollection } from '#shared/catalog/collections';
import { PackageDetail } from '../features/catalog/components/package-detail';
import { useCatalogItem } from '../features/catalog/use-catalog';
import { usePageTitle } from '../lib/use-page-title';
import '../features/catalog/catalog.css';
import { useT } from '../lib/locale';
import { retryableScreen } from '../app/retryable-screen';

// The fare summary's words, loaded in the visitor's language with the screen.
export const texts = [fare];

const NOT_FOUND = { tours: 'tourNotFound', devotionals: 'devotionalNotFound', trekking: 'trekNotFound' } as const;

// Its own chunk, asked for once the package is on screen: the package page paints without it. Loaded like a
// screen, so a load that failed offline is tried again on the next render instead of staying broken.
const BookingPanel = retryableScreen(() => import('../features/booking/booking-panel'));
// Approved reviews: their own chunk too, below the package.
const PackageReviews = retryableScreen(() => import('../features/reviews/package-reviews'));

/** /{word}/:id and /detail/{kind}/:id: the router says which collection the package is in. */
export default function PackageDetailPage({ collection }: { collection: PackageCollection }) {
  const { id = '' } = useParams();
  const t = useT(packages);
  const state = useCatalogItem(collection, id);
  const notFound = t(NOT_FOUND[collection as keyof typeof NOT_FOUND] ?? 'tourNotFound');
  usePageTitle(state.item?.title ?? (state.status === 'not-found' ? notFound : undefined));

  if (state.status === 'loading') {
    return (
      <div className="container package-detail" aria-busy="true">
        <p className="loading-text">{t('loading')}</p>
        <div className="skeleton package-detail__placeholder" />
      </div>
    );
  }
  if (state.status === 'ready' && state.item) {
    const booking = (
      <Suspense fallback={null}>
        <BookingPanel collection={collection} item={state.item} />
      </Suspense>
    );
    return (
      <>
        <PackageDetail item={state.item} booking={booking} />
        <Suspense fallback={null}>
          <PackageReviews collection={collection} id={state.item.id} />
        </Suspense>
      </>
    );
  }
  return (
    <div className="container package-detail">
      <h1 className="package-detail__title">{state.status === 'not-found' ? notFound : t('couldNotLoad')}</h1>
      <p>{state.status === 'not-found' ? t('maybeRemoved') : t('checkConnection')}</p>
      {state.status === 'error' ? (
        <button type="button" className="button button--primary" onClick={state.retry}>
          {t('tryAgain')}
        </button>
      ) : (
        <a className="button button--primary" href="#/tours">
          {t('toursTitle')}
        </a>
      )}
    </div>
  );
}
