import { uploadAnswerSchema } from '#shared/schemas/admin';
import { api } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';

/**
 * POST /api/admin/uploads: an image or a PDF for the catalog; answers where it is served from. `name` stores one
 * size of a photo under the name the site derives (shared/catalog/photos.ts).
 */
export async function uploadFile(file: Blob, name?: string): Promise<string> {
  const form = new FormData();
  form.set('file', file, name ?? (file instanceof File ? file.name : 'upload'));
  // The route reads the multipart body itself (it also takes raw bytes), so the client has no form type for it.
  const answer = await readAnswer(
    () => api.admin.uploads.$post({ query: name ? { name } : {} }, { init: { body: form } }),
    uploadAnswerSchema,
  );
  return answer.url;
}
