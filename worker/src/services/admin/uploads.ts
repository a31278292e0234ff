import { UPLOAD_MAX_BYTES } from '#shared/schemas/admin';
import { ApiError } from '../../http-error';
import { sniffAttachmentType, type SniffedType } from '../attachment-sniff';

// Catalog images and brochures uploaded from the console: stored in R2 under catalog/{uuid}.{ext}, their
// type read from the first bytes, served by the worker with a year-long immutable cache (the name never
// changes meaning: a new upload gets a new uuid).

export const MEDIA_PREFIX = '/api/media/catalog/';

const EXTENSIONS: Partial<Record<SniffedType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};
export const MEDIA_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]),
);

export async function storeUpload(
  files: R2Bucket,
  bytes: Uint8Array,
): Promise<{ url: string; contentType: string; size: number; key: string }> {
  if (bytes.byteLength === 0) throw new ApiError(400, 'empty_file', 'Choose a file to upload.');
  if (bytes.byteLength > UPLOAD_MAX_BYTES) {
    throw new ApiError(413, 'file_too_large', 'The file is larger than 5 MB. Please upload a smaller image or PDF.');
  }
  const type = sniffAttachmentType(bytes);
  const ext = type ? EXTENSIONS[type] : undefined;
  if (!type || !ext) {
    throw new ApiError(415, 'unsupported_file', 'Upload a JPEG, PNG, WebP or GIF image, or a PDF brochure.');
  }
  const name = `${crypto.randomUUID()}.${ext}`;
  const key = `catalog/${name}`;
  await files.put(key, bytes, {
    httpMetadata: { contentType: type, cacheControl: 'public, max-age=31536000, immutable' },
  });
  return { url: `${MEDIA_PREFIX}${name}`, contentType: type, size: bytes.byteLength, key };
}
