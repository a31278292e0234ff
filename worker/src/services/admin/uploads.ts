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

/** The name of an upload as the console sends it back: `{uuid}.{ext}` under catalog/, nothing else. */
const UPLOAD_NAME = /^[0-9a-f-]{36}\.(?:jpg|png|webp|gif|pdf)$/;

/**
 * Deletes an upload (`{uuid}.{ext}`) that no catalog document uses; returns its R2 key. A file still used is
 * a 409 naming the documents, so the operator can remove it there first.
 */
export async function deleteUpload(env: Env, editor: CatalogEditor, name: string): Promise<string> {
  const key = `catalog/${name}`;
  if (!UPLOAD_NAME.test(name) || !(await env.FILES.head(key))) throw new ApiError(404, 'not_found', 'No such file.');
  const users = await editor.containing(`${MEDIA_PREFIX}${name}`);
  if (users.length) {
    const named = users.map((doc) => `${doc.title} (${doc.collection}/${doc.id})`).join(', ');
    throw new MediaInUse(`This file is used by ${named}. Remove it there first.`, users);
  }
  await env.FILES.delete(key);
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
