import { useState, type ComponentType } from 'react';
import { CatalogImage } from './catalog-image';

type SliderProps = { images: string[]; title: string };

/**
 * The detail page's pictures. The first shows at once; Swiper (about 30 KB gzip with its CSS) is asked for
 * once that picture is in, so on a slow network the two do not share the line, and then takes its place in
 * the same box, so nothing moves. If Swiper cannot load, the first picture stays.
 */
export function ImageSlider({ images, title }: SliderProps) {
  const [Swiper, setSwiper] = useState<ComponentType<SliderProps> | null>(null);
  const loadSwiper = () => {
    if (images.length < 2) return;
    import('./image-swiper').then(
      (module) => setSwiper(() => module.default),
      () => undefined,
    );
  };
  if (Swiper) return <Swiper images={images} title={title} />;
  return (
    <div className="image-slider">
      <CatalogImage
        src={images[0]!}
        alt={`${title}, picture 1 of ${images.length}`}
        eager
        className="image-slider__image"
        onSettled={loadSwiper}
      />
    </div>
  );
}
