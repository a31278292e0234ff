import {
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  photoFileName,
  STORED_PHOTO_WIDTH,
  type PhotoFormat,
  type PhotoWidth,
} from '#shared/catalog/photos';
import { uploadFile } from './upload-file';

// A photo for the catalog, sized in the console's browser before upload (loaded only when an operator picks a
// picture): 480, 960 and 1600 px wide, WebP and JPEG, under the names visitors' pages derive from the one URL
// the catalog keeps (shared/catalog/photos.ts). Phones' photos of 8–12 MB thus upload as six files of a few
// hundred KB, and visitors load only the size their screen shows.

const MIME: Record<PhotoFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };
/** WebP is what visitors load: a little lower than the JPEG, which only older browsers and link previews read. */
const QUALITY: Record<PhotoFormat, number> = { webp: 0.72, jpg: 0.82 };
/**
 * The most a file may weigh. A phone's package page loads the 960 px WebP with about 262 KB of its own and must
 * stay within 350 KB; a very detailed photo (foliage, a crowd, gravel) is written at lower quality until it fits
 * (its detail hides the loss).
 */
const MAX_BYTES: Record<PhotoWidth, number> = { 480: 40_000, 960: 80_000, 1600: 240_000 };
const QUALITY_STEP = 0.1;
const LOWEST_QUALITY = 0.3;

export type SizedPhoto = { width: PhotoWidth; format: PhotoFormat; blob: Blob };

function encode(canvas: HTMLCanvasElement, format: PhotoFormat, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, MIME[format], quality));
}

/** `canvas` in `format` at the highest of our qualities that keeps within the width's weight (or the lowest). */
async function encodeWithin(canvas: HTMLCanvasElement, format: PhotoFormat, maxBytes: number): Promise<Blob | null> {
  for (let quality = QUALITY[format]; ; quality -= QUALITY_STEP) {
    const blob = await encode(canvas, format, quality);
    if (!blob || blob.size <= maxBytes || quality - QUALITY_STEP < LOWEST_QUALITY) return blob;
  }
}

/**
 * The six files of `file`, never upscaled (a narrow source gives its own width for the larger names), or null
 * when this browser cannot decode the picture or write WebP (older Safari writes PNG instead).
 */
export async function sizePhoto(file: Blob): Promise<SizedPhoto[] | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  const sized: SizedPhoto[] = [];
  try {
    for (const width of PHOTO_WIDTHS) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.min(width, bitmap.width);
      canvas.height = Math.max(1, Math.round((bitmap.height * canvas.width) / bitmap.width));
      const context = canvas.getContext('2d');
      if (!context) return null;
      // A transparent PNG would turn black in the JPEG: lay it on white.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const format of PHOTO_FORMATS) {
        const blob = await encodeWithin(canvas, format, MAX_BYTES[width]);
        if (!blob || blob.type !== MIME[format]) return null;
        sized.push({ width, format, blob });
      }
    }
  } finally {
    bitmap.close();
  }
  return sized;
}

/** Sizes and uploads `file`; answers the URL the catalog keeps (the 960 px JPEG), or null if it cannot size it. */
export async function uploadPhoto(file: Blob): Promise<string | null> {
  const sized = await sizePhoto(file);
  if (!sized) return null;
  const uuid = crypto.randomUUID();
  const urls = await Promise.all(
    sized.map(({ width, format, blob }) => uploadFile(blob, photoFileName(uuid, width, format))),
  );
  return urls[sized.findIndex((entry) => entry.width === STORED_PHOTO_WIDTH && entry.format === 'jpg')]!;
}
