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
