import { inboxDetailAnswerSchema, type LeadPatch } from '#shared/schemas/admin';
import { api, segment } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';

/** PATCH /api/admin/submissions/{id} with a new status and/or a note: answers the updated lead. */
export async function updateLead(id: string, patch: LeadPatch) {
  const answer = await readAnswer(
    () => api.admin.submissions[':id'].$patch({ param: { id: segment(id) }, json: patch }),
    inboxDetailAnswerSchema,
  );
  return answer.data;
}
