import { localizePackage } from '#shared/catalog/translations';
import { packages } from '#shared/i18n/en/packages';
import { Link } from 'react-router-dom';
import type { TourPackage } from '#shared/catalog/schemas';
import { packagePath } from '#shared/catalog/collections';
import { CatalogImage } from './catalog-image';
import { PackagePrice } from './package-price';
import { useLocale, useT } from '../../../lib/locale';

const TYPE_LABEL = {
  international: 'badgeInternational',
  domestic: 'badgeDomestic',
  devotional: 'badgeDevotional',
  trekking: 'badgeTrekking',
} as const;

export function PackageCard({ item, eager = false }: { item: TourPackage; eager?: boolean }) {
  const t = useT(packages);
  const shown = localizePackage(item, useLocale());
  return (
    <Link to={packagePath(item.type, item.id)} className="package-card">
      <CatalogImage src={item.image} alt="" eager={eager} className="package-card__image" />
      <span className={`package-card__badge package-card__badge--${item.type}`}>{t(TYPE_LABEL[item.type])}</span>
      <span className="package-card__body">
        <span className="package-card__title">{shown.title}</span>
        <span className="package-card__text">{shown.description}</span>
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
