import { useState } from 'react';
import './home-image.css';

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** A wider picture for desktop screens (from 768 px). */
  desktop?: { src: string; width: number; height: number };
  eager?: boolean;
  priority?: boolean;
};

/**
 * Our illustrations with their box reserved (width and height set, so nothing shifts), lazy unless told
 * otherwise, and a neutral placeholder of the same size when a file is missing or broken.
 */
export function HomeImage({
  src,
  alt,
  width,
  height,
  className = '',
  desktop,
  eager = false,
  priority = false,
}: Props) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span
        className={`${className} home-image--broken`}
        style={{ aspectRatio: `${width} / ${height}` }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  }
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setBroken(true)}
    />
  );
  if (!desktop) return img;
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={desktop.src} width={desktop.width} height={desktop.height} />
      {img}
    </picture>
  );
}
