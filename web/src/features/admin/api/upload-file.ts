import { ADMIN_PATHS } from '../admin-paths';
import { uploadAnswerSchema } from '#shared/schemas/admin';
import { adminJson } from '../admin-client';

/**
 * POST /api/admin/uploads: an image or a PDF for the catalog; answers where it is served from. `name` stores one
 * size of a photo under the name the site derives (shared/catalog/photos.ts).
 */
export async function uploadFile(file: Blob, name?: string): Promise<string> {
  const form = new FormData();
  form.set('file', file, name ?? (file instanceof File ? file.name : 'upload'));
  const path = name ? `${ADMIN_PATHS.uploads}?name=${encodeURIComponent(name)}` : ADMIN_PATHS.uploads;
  return (await adminJson(path, uploadAnswerSchema, { method: 'POST', body: form })).url;
}
