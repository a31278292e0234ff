import { PHOTO_FILE_NAME, photoSiblings } from '#shared/catalog/photos';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/admin';
import type { Env } from '../../env';
import { ApiError } from '../../http-error';
import type { CatalogEditor } from '../../catalog/d1-editor';
import { EXTENSION_OF, sniffAttachmentType, type SniffedType } from '../attachment-sniff';

// Catalog images and brochures uploaded from the console: stored in R2 under catalog/{uuid}.{ext}, their
// type read from the first bytes, served by the worker with a year-long immutable cache (the name never
// changes meaning: a new upload gets a new uuid).

export const MEDIA_PREFIX = '/api/media/catalog/';

// HEIC is accepted from visitors but not for the catalog: most browsers cannot show it.
const CATALOG_TYPES: readonly SniffedType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];
const EXTENSIONS = Object.fromEntries(CATALOG_TYPES.map((type) => [type, EXTENSION_OF[type]])) as Partial<
  Record<SniffedType, string>
>;
export const MEDIA_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]),
);

/**
 * Stores an upload under a new uuid, or under `name` for one size of a photo the console made
 * (`{uuid}-{480|960|1600}.{webp|jpg}`, shared/catalog/photos.ts): its bytes must be of that format, and a name
 * already taken is refused, so an upload never replaces a file a page already shows.
 */
export async function storeUpload(
  files: R2Bucket,
  bytes: Uint8Array,
  name?: string,
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
  if (name !== undefined && name.split('.').pop() !== ext) {
    throw new ApiError(400, 'invalid_name', `This file is not a ${name.split('.').pop()} image.`, {
      name: 'Does not match the file',
    });
  }
  const stored = name ?? `${crypto.randomUUID()}.${ext}`;
  const key = `catalog/${stored}`;
  const put = await files.put(key, bytes, {
    httpMetadata: { contentType: type, cacheControl: 'public, max-age=31536000, immutable' },
    // Only when the name is free (an etag never matches '*' … R2's way of saying "if absent").
    ...(name === undefined ? {} : { onlyIf: { etagDoesNotMatch: '*' } }),
  });
  if (!put) throw new ApiError(409, 'name_taken', 'A file with this name exists already.', { name: 'Taken' });
  return { url: `${MEDIA_PREFIX}${stored}`, contentType: type, size: bytes.byteLength, key };
}

/** `?name=` of an upload: absent, or one size of a photo; anything else is a 400. */
export function uploadName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (PHOTO_FILE_NAME.test(raw)) return raw;
  throw new ApiError(400, 'invalid_name', 'A file name must be {uuid}-{480|960|1600}.{webp|jpg}.', {
    name: 'Not a photo size name',
  });
}

/** The name of an upload as the console sends it back: `{uuid}.{ext}` or a photo size under catalog/. */
const UPLOAD_NAME = /^[0-9a-f-]{36}\.(?:jpg|png|webp|gif|pdf)$/;

/**
 * Deletes an upload (`{uuid}.{ext}`) that no catalog document uses; returns its R2 key. A file still used is
 * a 409 naming the documents, so the operator can remove it there first.
 */
export async function deleteUpload(env: Env, editor: CatalogEditor, name: string): Promise<string> {
  const key = `catalog/${name}`;
  const sizes = photoSiblings(name);
  if (!(UPLOAD_NAME.test(name) || sizes) || !(await env.FILES.head(key)))
    throw new ApiError(404, 'not_found', 'No such file.');
  const users = await editor.containing(`${MEDIA_PREFIX}${sizes ? `${name.slice(0, 36)}-` : name}`);
  if (users.length) {
    const named = users.map((doc) => `${doc.title} (${doc.collection}/${doc.id})`).join(', ');
    throw new MediaInUse(`This file is used by ${named}. Remove it there first.`, users);
  }
  // A photo goes with all its sizes (the catalog names only the 960 px JPEG).
  await env.FILES.delete(sizes ? sizes.map((file) => `catalog/${file}`) : key);
  return key;
}

/** 409 media_in_use, with the documents that use the file beside the error. */
export class MediaInUse extends ApiError {
  constructor(
    message: string,
    readonly packages: { collection: string; id: string; title: string }[],
  ) {
    super(409, 'media_in_use', message);
  }

  override get body() {
    return { ...super.body, packages: this.packages };
  }
}
