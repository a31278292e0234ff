import { useRef, useState, type FormEvent } from 'react';
import { carRateText, categoryRateText } from '#shared/catalog/car-rate';
import { localizeCar } from '#shared/catalog/localize-car';
import { cars } from '#shared/i18n/en/screens/cars';
import { carRentalEnquiryMessage } from '#shared/whatsapp';
import { CallbackFields, useCallbackContact } from '../../../components/callback-fields';
import { Field } from '../../../components/field';
import { Icon } from '../../../components/icon';
import { useLocale, useScreenT } from '../../../lib/locale';
import { openWhatsApp } from '../../../lib/whatsapp';
import { useCatalogList } from '../use-catalog';
import { CatalogImage } from './catalog-image';
import '../catalog.css';

/**
 * /car-rental (spec §2): pickup search, categories, popular models, and a booking call to action. The search
 * and the booking call need a pickup place (an empty one asks for it instead of sending a blank enquiry); a
 * model's own Enquire button names the car, which is enough to follow up.
 */
export function CarRental() {
  const [location, setLocation] = useState('');
  const [when, setWhen] = useState('');
  // Which pickup field asked for a place: the hero's search or the booking call's.
  const [missingPlace, setMissingPlace] = useState<'search' | 'book' | null>(null);
  const heroInput = useRef<HTMLInputElement>(null);
  const bookInput = useRef<HTMLInputElement>(null);
  const t = useScreenT(cars);
  const locale = useLocale();
  const categories = useCatalogList('carCategories');
  const models = useCatalogList('carModels');
  const contact = useCallbackContact();
  const enquire = (car?: string) =>
    contact.handOff(() => openWhatsApp(carRentalEnquiryMessage({ location, car, when })), {
      kind: 'car',
      location,
      car: car ?? '',
      when,
    });
  /** Enquires when a pickup place is given; else asks for it at the field the visitor used. */
  const enquireWithPlace = (from: 'search' | 'book') => {
    if (location.trim()) return enquire();
    setMissingPlace(from);
    (from === 'search' ? heroInput : bookInput).current?.focus();
  };
  const changeLocation = (value: string) => {
    setLocation(value);
    setMissingPlace(null);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    enquireWithPlace('search');
  };

  return (
    <div className="car-rental">
      <section className="car-hero">
        <div className="car-hero__inner container">
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
          <form className="car-hero__search" onSubmit={search} role="search" aria-label={t('findCar')}>
            <label className="visually-hidden" htmlFor="pickup-location">
              {t('pickup')}
            </label>
            <Icon name="pin" size={20} />
            <input
              id="pickup-location"
              ref={heroInput}
              className="car-hero__input"
              value={location}
              onChange={(event) => changeLocation(event.target.value)}
              placeholder={t('pickupExample')}
              autoComplete="off"
              aria-invalid={missingPlace === 'search' ? true : undefined}
              aria-describedby={missingPlace === 'search' ? 'pickup-location-error' : undefined}
            />
            <button type="submit" className="button button--primary">
              {t('search')}
            </button>
          </form>
          {missingPlace === 'search' ? (
            <p className="car-hero__error" id="pickup-location-error" role="alert">
              {t('pickupNeeded')}
            </p>
          ) : null}
        </div>
      </section>

      <section className="container car-section" aria-labelledby="car-categories">
        <h2 id="car-categories">{t('kinds')}</h2>
        <p className="car-section__intro">{t('kindsIntro')}</p>
        <ul className="car-grid">
          {categories.status === 'loading'
            ? Array.from({ length: 4 }, (_, index) => (
                <li key={index} className="car-card skeleton" style={{ height: 230 }} />
              ))
            : categories.items.map((category) => (
                <li key={category.id} className="car-card">
                  <CatalogImage src={category.image} alt="" className="car-card__image" />
                  <h3>{localizeCar(category, locale).title}</h3>
                  <p>{localizeCar(category, locale).description}</p>
                  {models.status === 'ready' ? (
                    <p className="car-card__rate">
                      {categoryRateText(category.id, models.items, t) ?? t('rateOnRequest')}
                    </p>
                  ) : null}
                </li>
              ))}
        </ul>
      </section>

      <section className="container car-section" aria-labelledby="car-models">
        <h2 id="car-models">{t('models')}</h2>
        <ul className="car-grid">
          {models.status === 'loading'
            ? Array.from({ length: 6 }, (_, index) => (
                <li key={index} className="car-card skeleton" style={{ height: 260 }} />
              ))
            : models.items.map((model) => (
                <li key={model.id} className="car-card">
                  <CatalogImage src={model.image} alt="" className="car-card__image" />
                  <h3>{localizeCar(model, locale).name}</h3>
                  <p>{localizeCar(model, locale).description}</p>
                  <p className="car-card__rate">{carRateText(model, t) ?? t('rateOnRequest')}</p>
                  <button
                    type="button"
                    className="button button--secondary"
                    // Staff read the English name in the WhatsApp text; the button names the car as the visitor reads it.
                    onClick={() => enquire(model.name)}
                    aria-label={t('enquireAbout', { car: localizeCar(model, locale).name })}
                  >
                    {t('enquire')}
                  </button>
                </li>
              ))}
        </ul>
      </section>

      <section className="container car-cta panel">
        <div>
          <h2>{t('needToday')}</h2>
          <p>{t('needTodayText')}</p>
        </div>
        <div className="car-cta__trip">
          <Field id="car-cta-place" label={t('pickupPlace')} error={missingPlace === 'book' ? t('pickupNeeded') : null}>
            {(control) => (
              <input
                {...control}
                ref={bookInput}
                value={location}
                onChange={(event) => changeLocation(event.target.value)}
                placeholder={t('pickupPlaceExample')}
                autoComplete="off"
                maxLength={200}
              />
            )}
          </Field>
          <Field id="car-cta-when" label={t('when')} optional>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                value={when}
                onChange={(event) => setWhen(event.target.value)}
              />
            )}
          </Field>
        </div>
        <CallbackFields contact={contact} />
        <button type="button" className="button button--primary" onClick={() => enquireWithPlace('book')}>
          {t('bookNow')}
        </button>
      </section>
    </div>
  );
}
