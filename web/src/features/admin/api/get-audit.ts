import * as z from 'zod';
import { auditEntrySchema } from '#shared/schemas/admin';
import { api } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';

const auditAnswerSchema = z.object({ data: z.array(auditEntrySchema) });

/** GET /api/admin/audit: the latest admin actions, newest first. */
export async function getAudit(limit = 200) {
  const answer = await readAnswer(() => api.admin.audit.$get({ query: { limit: String(limit) } }), auditAnswerSchema);
  return answer.data;
}
