import { packages } from '#shared/i18n/en/packages';
import { useLocation, useParams } from 'react-router-dom';
import type { CatalogCollection } from '#shared/constants';
import { PackageDetail } from '../features/catalog/components/package-detail';
import { useCatalogItem } from '../features/catalog/use-catalog';
import { usePageTitle } from '../lib/use-page-title';
import '../features/catalog/catalog.css';
import { useT } from '../lib/locale';

type Kind = {
  collection: Extract<CatalogCollection, 'tours' | 'devotionals' | 'trekking'>;
  notFound: 'tourNotFound' | 'devotionalNotFound' | 'trekNotFound';
};

const TOUR: Kind = { collection: 'tours', notFound: 'tourNotFound' };
const DEVOTIONAL: Kind = { collection: 'devotionals', notFound: 'devotionalNotFound' };
const TREK: Kind = { collection: 'trekking', notFound: 'trekNotFound' };

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
  const t = useT(packages);
  const state = useCatalogItem(kind.collection, id);
  usePageTitle(state.item?.title ?? (state.status === 'not-found' ? t(kind.notFound) : undefined));

  if (state.status === 'loading') {
    return (
      <div className="container package-detail" aria-busy="true">
        <p className="loading-text">{t('loading')}</p>
        <div className="skeleton package-detail__placeholder" />
      </div>
    );
  }
  if (state.status === 'ready' && state.item) return <PackageDetail item={state.item} />;
  return (
    <div className="container package-detail">
      <h1 className="package-detail__title">{state.status === 'not-found' ? t(kind.notFound) : t('couldNotLoad')}</h1>
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
