import { useState } from 'react';

/**
 * Catalog pictures keep their 16:10 box whatever happens: lazy below the fold, and a neutral placeholder
 * of the same size when an operator's URL is broken.
 */
export function CatalogImage({
  src,
  alt,
  eager = false,
  className,
  onSettled,
}: {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
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
  return (
    <img
      src={src}
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
}
