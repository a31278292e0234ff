import { useParams } from 'react-router-dom';
import { collectionLabel, type PackageCollection } from '#shared/catalog/collections';
import { PackageDetail } from '../features/catalog/components/package-detail';
import { useCatalogItem } from '../features/catalog/use-catalog';
import { usePageTitle } from '../lib/use-page-title';
import '../features/catalog/catalog.css';

/** /{word}/:id and /detail/{kind}/:id: the router says which collection the package is in. */
export default function PackageDetailPage({ collection }: { collection: PackageCollection }) {
  const { id = '' } = useParams();
  const state = useCatalogItem(collection, id);
  const notFound = collectionLabel(collection).notFound ?? 'Package not found';
  usePageTitle(state.item?.title ?? (state.status === 'not-found' ? notFound : undefined));

  if (state.status === 'loading') {
    return (
      <div className="container package-detail" aria-busy="true">
        <p className="loading-text">Loading...</p>
        <div className="skeleton package-detail__placeholder" />
      </div>
    );
  }
  if (state.status === 'ready' && state.item) return <PackageDetail item={state.item} />;
  return (
    <div className="container package-detail">
      <h1 className="package-detail__title">
        {state.status === 'not-found' ? notFound : 'Could not load this package'}
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
