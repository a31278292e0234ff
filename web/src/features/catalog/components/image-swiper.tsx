import { packages } from '#shared/i18n/en/packages';
import { fare } from '#shared/i18n/en/screens/fare';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { DETAIL_SLIDER_SPEED_MS } from '#shared/constants';
import { CatalogImage } from './catalog-image';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useScreenT, useT } from '../../../lib/locale';

/** The detail page's pictures, swipeable on phones, with arrows and dots (spec §9: 500 ms). */
export default function ImageSwiper({ images, title }: { images: string[]; title: string }) {
  const t = useT(packages);
  // The package page's set, in already with the page.
  const words = useScreenT(fare);
  return (
    <Swiper
      className="image-slider"
      modules={[Navigation, Pagination, A11y, Keyboard]}
      speed={DETAIL_SLIDER_SPEED_MS}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      loop={images.length > 1}
      a11y={{
        prevSlideMessage: words('previousPhoto'),
        nextSlideMessage: words('nextPhoto'),
        // Swiper fills {{index}} itself.
        paginationBulletMessage: words('goToPhoto', { n: '{{index}}' }),
      }}
    >
      {images.map((src, index) => (
        <SwiperSlide key={`${src}-${index}`}>
          <CatalogImage
            src={src}
            alt={t('picture', { title, n: index + 1, total: images.length })}
            eager={index === 0}
            className="image-slider__image"
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
