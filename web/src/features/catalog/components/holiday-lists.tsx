import { Link } from 'react-router-dom';
import { indiaToday } from '#shared/dates';
import { packagePath } from '#shared/catalog/collections';
import { priceText } from '#shared/package-format';
import type { TourPackage } from '#shared/catalog/schemas';
import { localizePackage } from '#shared/catalog/localize-package';
import { packages } from '#shared/i18n/en/packages';
import { holidays } from '#shared/i18n/en/screens/holidays';
import { packageEnquiryMessage } from '#shared/whatsapp';
import { useLocale, useScreenT, useT } from '../../../lib/locale';
import { openWhatsApp } from '../../../lib/whatsapp';
import { HOLIDAY_SAMPLES } from '../holiday-samples';
import { useCatalogList } from '../use-catalog';
import { CatalogImage } from './catalog-image';
import { PackageCardSkeleton } from './package-card-skeleton';
import { PackagePrice } from './package-price';
import '../catalog.css';

/** The hand-picked lists, each card with its own package's price from the catalog. */
export function HolidayLists() {
  const tours = useCatalogList('tours');
  const devotionals = useCatalogList('devotionals');
  const lists = { tours, devotionals, trekking: undefined };
  const t = useScreenT(holidays);
  return (
    <div className="holiday-lists">
      {HOLIDAY_SAMPLES.map(({ list, items }) => (
        <section key={list} aria-labelledby={`holiday-${list}`} className="holiday-list">
          <h2 id={`holiday-${list}`}>{t(list)}</h2>
          <ul className="package-grid">
            {items.map((sample, index) => {
              const state = lists[sample.collection];
              const item = state?.items.find((entry) => entry.id === sample.id);
              if (!item) {
                return state?.status === 'loading' ? (
                  <li key={sample.id}>
                    <PackageCardSkeleton />
                  </li>
                ) : null;
              }
              return <HolidayCard key={sample.id} item={item} places={t(`places.${sample.id}`)} eager={index < 2} />;
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function HolidayCard({ item, places, eager }: { item: TourPackage; places: string; eager: boolean }) {
  const t = useT(packages);
  const { title } = localizePackage(item, useLocale());
  return (
    <li className="holiday-card">
      <CatalogImage src={item.image} alt="" className="package-card__image" eager={eager} />
      <div className="holiday-card__body">
        <h3>
          <Link to={packagePath(item.type, item.id)}>{title}</Link>
        </h3>
        <p className="holiday-card__places">{places}</p>
        <PackagePrice item={item} />
        <button
          type="button"
          className="button button--whatsapp button--block"
          onClick={() => openWhatsApp(packageEnquiryMessage(item.title, priceText(item.price, indiaToday())))}
        >
          {t('enquireWhatsApp')}
        </button>
      </div>
    </li>
  );
}
