import { uploadAnswerSchema } from '#shared/schemas/admin';
import { api } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';

/** POST /api/admin/uploads: an image or a PDF for the catalog; answers where it is served from. */
export async function uploadFile(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file, file.name);
  // The route reads the multipart body itself (it also takes raw bytes), so the client has no form type for it.
  const answer = await readAnswer(
    () => api.admin.uploads.$post(undefined, { init: { body: form } }),
    uploadAnswerSchema,
  );
  return answer.url;
}
