import { Suspense, useContext } from 'react';
import { Link } from 'react-router-dom';
import { OfferPriceSlot } from '../offer-price-slot';
import type { Offer } from '../offers';
import { HomeImage } from './home-image';

/** One banner; the same markup stands in (first slide only) until swiper has loaded. */
export function OfferSlide({ offer, position }: { offer: Offer; position: string }) {
  const Price = useContext(OfferPriceSlot);
  return (
    <article className="offer" aria-label={position}>
      <HomeImage className="offer__image" src={offer.image} alt="" width={1200} height={500} />
      <div className="offer__body">
        <span className="offer__tag">{offer.tag}</span>
        <h3 className="offer__title">{offer.title}</h3>
        <p className="offer__text">{offer.text}</p>
        {Price && offer.package ? (
          <Suspense fallback={null}>
            <Price {...offer.package} />
          </Suspense>
        ) : null}
        <Link className="offer__cta" to={offer.cta.to}>
          {offer.cta.label} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
