import { ADMIN_PATHS } from '../admin-paths';
import { uploadAnswerSchema } from '#shared/schemas/admin';
import { adminJson } from '../admin-client';

/** POST /api/admin/uploads: an image or a PDF for the catalog; answers where it is served from. */
export async function uploadFile(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file, file.name);
  return (await adminJson(ADMIN_PATHS.uploads, uploadAnswerSchema, { method: 'POST', body: form })).url;
}
