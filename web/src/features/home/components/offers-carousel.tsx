import { home } from '#shared/i18n/en/home';
import { Suspense, useRef } from 'react';
import { useNearScreen } from '../../../lib/use-near-screen';
import { usePageSettled } from '../../../lib/use-page-settled';
import { offers } from '../offers';
import { OfferSlide } from './offer-slide';
import './offers-carousel.css';
import { useT } from '../../../lib/locale';
import { patientLazy } from '../../../lib/patient-lazy';

// Swiper and its CSS stay out of the home route's first JavaScript: they load when the section is on screen
// and the first screen has settled (first scroll, tap or key, or a few seconds after load).
const OffersSwiper = patientLazy(() => import('./offers-swiper'));

/** The first banner, in the same box the swiper will fill, so nothing moves when it arrives. */
function StaticFirstOffer() {
  const t = useT(home);
  const all = offers(t);
  return (
    <div className="offers__static">
      <OfferSlide offer={all[0]!} position={t('offerPosition', { n: 1, total: all.length })} />
    </div>
  );
}

export function OffersCarousel() {
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref);
  // The offers autoplay, so they are the last extra to start: four quiet seconds.
  const settled = usePageSettled(4000);
  const t = useT(home);

  return (
    <section ref={ref} className="offers container" aria-labelledby="offers-title" aria-roledescription="carousel">
      <div className="home-section__head">
        <h2 id="offers-title" className="home-section__title">
          {t('offersTitle')}
        </h2>
      </div>
      <div className="offers__frame">
        {near && settled ? (
          <Suspense fallback={<StaticFirstOffer />}>
            <OffersSwiper />
          </Suspense>
        ) : (
          <StaticFirstOffer />
        )}
      </div>
    </section>
  );
}
