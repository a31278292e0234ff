import { Link } from 'react-router-dom';
import type { TourPackage } from '#shared/catalog/schemas';
import { packagePath } from '#shared/catalog/collections';
import { CatalogImage } from './catalog-image';
import { PackagePrice } from './package-price';

const TYPE_LABEL = {
  international: 'International',
  domestic: 'India',
  devotional: 'Devotional',
  trekking: 'Trek',
} as const;

export function PackageCard({ item, eager = false }: { item: TourPackage; eager?: boolean }) {
  return (
    <Link to={packagePath(item.type, item.id)} className="package-card">
      <CatalogImage src={item.image} alt="" eager={eager} className="package-card__image" />
      <span className={`package-card__badge package-card__badge--${item.type}`}>{TYPE_LABEL[item.type]}</span>
      <span className="package-card__body">
        <span className="package-card__title">{item.title}</span>
        <span className="package-card__text">{item.description}</span>
        <PackagePrice item={item} />
      </span>
    </Link>
  );
}

/** A card's stand-in while its list loads: the same boxes and line heights, so nothing moves when it fills in. */
export function PackageCardSkeleton() {
  return (
    <span className="package-card package-card--skeleton" aria-hidden="true">
      <span className="package-card__image skeleton" />
      <span className="package-card__body">
        <span className="package-card__title package-card__lines">
          <span className="skeleton" style={{ width: '80%' }} />
        </span>
        <span className="package-card__text package-card__lines">
          <span className="skeleton" />
          <span className="skeleton" style={{ width: '65%' }} />
        </span>
        <span className="package-card__price package-card__lines">
          <span className="skeleton" style={{ width: '40%' }} />
        </span>
      </span>
    </span>
  );
}
