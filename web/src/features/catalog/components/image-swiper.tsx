import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { DETAIL_SLIDER_SPEED_MS } from '#shared/constants';
import { CatalogImage } from './catalog-image';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

/** The detail page's pictures, swipeable on phones, with arrows and dots (spec §9: 500 ms). */
export default function ImageSwiper({ images, title }: { images: string[]; title: string }) {
  return (
    <Swiper
      className="image-slider"
      modules={[Navigation, Pagination, A11y, Keyboard]}
      speed={DETAIL_SLIDER_SPEED_MS}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      loop={images.length > 1}
      a11y={{ prevSlideMessage: 'Previous photo', nextSlideMessage: 'Next photo' }}
    >
      {images.map((src, index) => (
        <SwiperSlide key={`${src}-${index}`}>
          <CatalogImage
            src={src}
            alt={`${title}, picture ${index + 1} of ${images.length}`}
            eager={index === 0}
            className="image-slider__image"
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
