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
