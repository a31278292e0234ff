import { ADMIN_PATHS } from '../admin-paths';
import { inboxDetailAnswerSchema, type LeadPatch } from '#shared/schemas/admin';
import { adminJson } from '../admin-client';

/** PATCH /api/admin/submissions/{id} with a new status and/or a note: answers the updated lead. */
export async function updateLead(id: string, patch: LeadPatch) {
  return (await adminJson(ADMIN_PATHS.submission(id), inboxDetailAnswerSchema, { method: 'PATCH', body: patch })).data;
}
