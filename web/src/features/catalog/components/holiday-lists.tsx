import { packageEnquiryMessage } from '#shared/whatsapp';
import { openWhatsApp } from '../../../lib/whatsapp';
import { HOLIDAY_PRICE_TEXT, HOLIDAY_SAMPLES } from '../holiday-samples';
import { CatalogImage } from './catalog-image';
import '../catalog.css';

export function HolidayLists() {
  return (
    <div className="holiday-lists">
      {HOLIDAY_SAMPLES.map((list) => (
        <section key={list.title} aria-labelledby={`holiday-${list.title}`} className="holiday-list">
          <h2 id={`holiday-${list.title}`}>{list.title}</h2>
          <ul className="package-grid">
            {list.items.map((item, index) => (
              <li key={item.title} className="holiday-card">
                <CatalogImage src={item.image} alt="" className="package-card__image" eager={index < 2} />
                <div className="holiday-card__body">
                  <h3>{item.title}</h3>
                  <p className="holiday-card__places">{item.places}</p>
                  <p className="package-card__price">{HOLIDAY_PRICE_TEXT}</p>
                  <button
                    type="button"
                    className="button button--whatsapp button--block"
                    onClick={() => openWhatsApp(packageEnquiryMessage(item.title, HOLIDAY_PRICE_TEXT))}
                  >
                    Enquire on WhatsApp
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
