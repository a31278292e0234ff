import { inboxDetailAnswerSchema } from '#shared/schemas/admin';
import { api, segment } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { ADMIN_PATHS } from '../admin-paths';

/** GET /api/admin/submissions/{id}: every field, the attachment, delivery attempts, notes and activity. */
export async function getLead(id: string) {
  const answer = await readAnswer(
    () => api.admin.submissions[':id'].$get({ param: { id: segment(id) } }),
    inboxDetailAnswerSchema,
  );
  return answer.data;
}

/** The attachment as a download, or (`inline`) for the preview of an image or PDF. */
export const attachmentUrl = (id: string, inline = false) =>
  `${config.apiBase}${ADMIN_PATHS.attachment(id)}${inline ? '?inline=1' : ''}`;
