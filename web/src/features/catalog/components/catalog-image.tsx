import { useState } from 'react';
import { photoSources } from '#shared/catalog/photos';

/**
 * How wide a picture shows (catalog.css): package cards in rows and grids, and the detail page's slider. A phone
 * asks for 320 px however dense its screen, so it loads the 960 px file at most (at 3× that is 0.8 of its
 * pixels, no visible loss): the page stays within its 350 KB first load.
 */
export const IMAGE_SIZES = {
  card: '(min-width: 768px) 300px, (max-width: 640px) 320px, 80vw',
  detail: '(min-width: 960px) 788px, (max-width: 640px) 320px, 100vw',
} as const;

/**
 * Catalog pictures keep their 16:10 box whatever happens: lazy below the fold, and a neutral placeholder
 * of the same size when an operator's URL is broken. An uploaded photo comes in WebP with a JPEG fallback at
 * 480, 960 and 1600 px (shared/catalog/photos.ts), so a phone loads the size it shows.
 */
export function CatalogImage({
  src,
  alt,
  eager = false,
  className,
  sizes = 'card',
  onSettled,
}: {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
  sizes?: keyof typeof IMAGE_SIZES;
  /** Called once the picture has loaded or failed. */
  onSettled?: () => void;
}) {
  const [broken, setBroken] = useState(false);
  if (broken)
    return (
      <span
        className={`${className ?? ''} catalog-image--broken`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      />
    );
  const photo = photoSources(src);
  const img = (
    <img
      src={src}
      srcSet={photo?.jpeg}
      sizes={photo ? IMAGE_SIZES[sizes] : undefined}
      alt={alt}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onLoad={onSettled}
      onError={() => {
        setBroken(true);
        onSettled?.();
      }}
    />
  );
  if (!photo) return img;
  return (
    <picture className="catalog-picture">
      <source type="image/webp" srcSet={photo.webp} sizes={IMAGE_SIZES[sizes]} />
      {img}
    </picture>
  );
}
