import * as z from 'zod';
import { ADMIN_PATHS } from '../admin-paths';
import { adminJson } from '../admin-client';

/** POST /api/admin/submissions/spam: marks the chosen requests and leads as spam; answers how many changed. */
export async function markSpam(ids: string[]) {
  return (await adminJson(ADMIN_PATHS.bulkSpam, z.object({ updated: z.number() }), { method: 'POST', body: { ids } }))
    .updated;
}
