import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoSources, slidesOf } from '#shared/catalog/photos';
import { CatalogImage } from './catalog-image';

const UUID = '3f2b6c1e-8a4d-4e7f-9b0c-5d6e7f8a9b0c';
const PHOTO = `/api/media/catalog/${UUID}-960.jpg`;
const file = (width: number, ext: string) => `/api/media/catalog/${UUID}-${width}.${ext}`;

describe('uploaded photos in three sizes', () => {
  it('derives the WebP and JPEG srcsets and the preview from the one URL the catalog keeps', () => {
    expect(photoSources(PHOTO)).toEqual({
      webp: `${file(480, 'webp')} 480w, ${file(960, 'webp')} 960w, ${file(1600, 'webp')} 1600w`,
      jpeg: `${file(480, 'jpg')} 480w, ${file(960, 'jpg')} 960w, ${file(1600, 'jpg')} 1600w`,
      preview: PHOTO,
    });
    // Our illustrations, an upload made before sizes existed, a pasted address and another size: as they are.
    for (const url of [
      '/images/catalog/beach.svg',
      `/api/media/catalog/${UUID}.jpg`,
      `https://example.com/api/media/catalog/${UUID}-960.jpg`,
      file(480, 'jpg'),
    ]) {
      expect(photoSources(url), url).toBeNull();
    }
  });

  it('renders a photo as <picture> with a WebP source and the JPEG fallback, sized for where it shows', () => {
    const { container } = render(<CatalogImage src={PHOTO} alt="Goa" sizes="detail" eager />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(photoSources(PHOTO)!.webp);
    expect(source.getAttribute('sizes')).toBe('(min-width: 960px) 788px, (max-width: 640px) 320px, 100vw');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(PHOTO);
    expect(img.getAttribute('srcset')).toBe(photoSources(PHOTO)!.jpeg);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '640',
      '400',
      'eager',
    ]);
  });

  it('leaves an illustration a plain lazy <img>', () => {
    const { container } = render(<CatalogImage src="/images/catalog/beach.svg" alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("shows the package's own picture first in the slider, then its gallery without repeating it", () => {
    expect(slidesOf({ image: PHOTO, images: ['/images/catalog/a.svg', PHOTO, '/images/catalog/b.svg'] })).toEqual([
      PHOTO,
      '/images/catalog/a.svg',
      '/images/catalog/b.svg',
    ]);
    expect(slidesOf({ image: PHOTO, images: [] })).toEqual([PHOTO]);
  });
});
