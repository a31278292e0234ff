import { Link } from 'react-router-dom';
import { indiaToday } from '#shared/dates';
import { packagePath } from '#shared/catalog/collections';
import { priceText } from '#shared/package-format';
import type { TourPackage } from '#shared/catalog/schemas';
import { packageEnquiryMessage } from '#shared/whatsapp';
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
  return (
    <div className="holiday-lists">
      {HOLIDAY_SAMPLES.map((list) => (
        <section key={list.title} aria-labelledby={`holiday-${list.title}`} className="holiday-list">
          <h2 id={`holiday-${list.title}`}>{list.title}</h2>
          <ul className="package-grid">
            {list.items.map((sample, index) => {
              const state = lists[sample.collection];
              const item = state?.items.find((entry) => entry.id === sample.id);
              if (!item) {
                return state?.status === 'loading' ? (
                  <li key={sample.id}>
                    <PackageCardSkeleton />
                  </li>
                ) : null;
              }
              return <HolidayCard key={sample.id} item={item} places={sample.places} eager={index < 2} />;
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function HolidayCard({ item, places, eager }: { item: TourPackage; places: string; eager: boolean }) {
  return (
    <li className="holiday-card">
      <CatalogImage src={item.image} alt="" className="package-card__image" eager={eager} />
      <div className="holiday-card__body">
        <h3>
          <Link to={packagePath(item.type, item.id)}>{item.title}</Link>
        </h3>
        <p className="holiday-card__places">{places}</p>
        <PackagePrice item={item} />
        <button
          type="button"
          className="button button--whatsapp button--block"
          onClick={() => openWhatsApp(packageEnquiryMessage(item.title, priceText(item.price, indiaToday())))}
        >
          Enquire on WhatsApp
        </button>
      </div>
    </li>
  );
}
