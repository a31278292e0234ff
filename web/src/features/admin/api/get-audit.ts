import { z } from 'zod';
import { API } from '#shared/api-paths';
import { auditEntrySchema } from '#shared/schemas/admin';
import { adminJson } from '../admin-client';

const auditAnswerSchema = z.object({ data: z.array(auditEntrySchema) });

/** GET /api/admin/audit: the latest admin actions, newest first. */
export async function getAudit(limit = 200, signal?: AbortSignal) {
  return (await adminJson(`${API.admin.audit}?limit=${limit}`, auditAnswerSchema, { signal })).data;
}
