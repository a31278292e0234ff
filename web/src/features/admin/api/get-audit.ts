import * as z from 'zod';
import { ADMIN_PATHS } from '../admin-paths';
import { auditEntrySchema } from '#shared/schemas/admin';
import { adminJson } from '../admin-client';

const auditAnswerSchema = z.object({ data: z.array(auditEntrySchema) });

/** GET /api/admin/audit: the latest admin actions, newest first. */
export async function getAudit(limit = 200, signal?: AbortSignal) {
  return (await adminJson(`${ADMIN_PATHS.audit}?limit=${limit}`, auditAnswerSchema, { signal })).data;
}
