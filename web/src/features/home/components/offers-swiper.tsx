import { home } from '#shared/i18n/en/home';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { OFFERS_CAROUSEL } from '#shared/constants';
import { offers } from '../offers';
import { OfferSlide } from './offer-slide';
import { useT } from '../../../lib/locale';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The swiper itself, loaded only when the carousel comes near the screen. Autoplays every 2.5 s at 700 ms
 * speed, pauses while hovered or while focus is inside, and stands still under reduced motion.
 */
export default function OffersSwiper() {
  const t = useT(home);
  const all = offers(t);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [still] = useState(reducedMotion);

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay || still) return;
    if (hovered || focused) autoplay.stop();
    else autoplay.start();
  }, [hovered, focused, still]);

  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        slidesPerView={1}
        spaceBetween={12}
        breakpoints={{ 900: { slidesPerView: 2, spaceBetween: 16 } }}
        loop
        speed={still ? 0 : OFFERS_CAROUSEL.speedMs}
        autoplay={still ? false : { delay: OFFERS_CAROUSEL.autoplayMs, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: t('previousOffer'),
          nextSlideMessage: t('nextOffer'),
          // Swiper fills in {{index}} itself.
          paginationBulletMessage: t('goToOffer', { index: '{{index}}' }),
        }}
      >
        {all.map((offer, index) => (
          <SwiperSlide key={offer.id}>
            <OfferSlide offer={offer} position={t('offerPosition', { n: index + 1, total: all.length })} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
