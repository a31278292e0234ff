import { ADMIN_PATHS } from '../admin-paths';
import { inboxDetailAnswerSchema } from '#shared/schemas/admin';
import { adminJson, adminUrl } from '../admin-client';

/** GET /api/admin/submissions/{id}: every field, the attachment, delivery attempts, notes and activity. */
export async function getLead(id: string, signal?: AbortSignal) {
  return (await adminJson(ADMIN_PATHS.submission(id), inboxDetailAnswerSchema, { signal })).data;
}

/** The attachment as a download, or (`inline`) for the preview of an image or PDF. */
export const attachmentUrl = (id: string, inline = false) =>
  adminUrl(`${ADMIN_PATHS.attachment(id)}${inline ? '?inline=1' : ''}`);
