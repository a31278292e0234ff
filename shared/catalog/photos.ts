// Photos uploaded in the console come in three widths and two formats, made in the browser before upload and
// stored side by side as /api/media/catalog/{uuid}-{width}.{webp|jpg}. The catalog keeps one URL, the 960 px
// JPEG, so every reader that knows only `image`/`images` keeps working; the other five files are named from it.
// A source narrower than a width is never upscaled: that file is the source at its own width.

export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_FORMATS = ['webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** The width the catalog names, also the share page's og:image (a JPEG well under WhatsApp's 300 KB). */
export const STORED_PHOTO_WIDTH: PhotoWidth = 960;

const MEDIA_PREFIX = '/api/media/catalog/';
// Written out (not built from the lists above) so visitors' code carries only what it uses.
/** A sized photo's file name, as the upload route accepts it and the media route serves it. */
export const PHOTO_FILE_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(480|960|1600)\.(webp|jpg)$/;
const STORED_URL = /^\/api\/media\/catalog\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-960\.jpg$/;

export const photoFileName = (uuid: string, width: PhotoWidth, format: PhotoFormat) => `${uuid}-${width}.${format}`;

export type PhotoSources = {
  /** `srcset` of the WebP files, for `<source type="image/webp">`. */
  webp: string;
  /** `srcset` of the JPEG files, for the `<img>` fallback. */
  jpeg: string;
  /** The 960 px JPEG (the stored URL): link previews (og:image). */
  preview: string;
};

/** The sized files of an uploaded photo, or null for anything else (our illustrations, pasted addresses). */
export function photoSources(url: string): PhotoSources | null {
  const uuid = STORED_URL.exec(url)?.[1];
  if (!uuid) return null;
  const set = (format: PhotoFormat) =>
    PHOTO_WIDTHS.map((width) => `${MEDIA_PREFIX}${photoFileName(uuid, width, format)} ${width}w`).join(', ');
  return { webp: set('webp'), jpeg: set('jpg'), preview: url };
}

/** The files of one upload, from the name of any of them (deleting one deletes them all). */
export function photoSiblings(name: string): string[] | null {
  const uuid = PHOTO_FILE_NAME.exec(name)?.[1];
  if (!uuid) return null;
  return PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => photoFileName(uuid, width, format)));
}

/** The detail page's slides: the package's own picture first, then its gallery without repeating it. */
export const slidesOf = (item: { image: string; images: string[] }): string[] => [
  item.image,
  ...item.images.filter((url) => url !== item.image),
];
