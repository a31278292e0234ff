import { packages } from '#shared/i18n/en/packages';
import { useEffect, useState, type ComponentType } from 'react';
import { usePageSettled } from '../../../lib/use-page-settled';
import { CatalogImage } from './catalog-image';
import { useT } from '../../../lib/locale';

type SliderProps = { images: string[]; title: string };

/**
 * The detail page's pictures. The first shows at once; Swiper (about 30 KB gzip with its CSS) is asked for
 * once that picture is in and the first screen has settled (the visitor's first touch, scroll or key, or two
 * quiet seconds), so on a slow phone it shares neither the line nor the main thread with the page's first
 * paint. It then takes the picture's place in the same box, so nothing moves. If Swiper cannot load, the
 * first picture stays.
 */
export function ImageSlider({ images, title }: SliderProps) {
  const t = useT(packages);
  const [Swiper, setSwiper] = useState<ComponentType<SliderProps> | null>(null);
  const [pictureIn, setPictureIn] = useState(false);
  const settled = usePageSettled();
  const wanted = images.length > 1 && pictureIn && settled;
  useEffect(() => {
    if (!wanted) return;
    import('./image-swiper').then(
      (module) => setSwiper(() => module.default),
      () => undefined,
    );
  }, [wanted]);
  if (Swiper) return <Swiper images={images} title={title} />;
  return (
    <div className="image-slider">
      <CatalogImage
        src={images[0]!}
        alt={t('picture', { title, n: 1, total: images.length })}
        eager
        className="image-slider__image"
        sizes="detail"
        onSettled={() => setPictureIn(true)}
      />
    </div>
  );
}
