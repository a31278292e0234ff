import * as z from 'zod';
import { api, segment } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';

/** POST /api/admin/submissions/{id}/retry: puts a failed delivery back in the queue for the next cron run. */
export async function retryDelivery(id: string): Promise<void> {
  await readAnswer(
    () => api.admin.submissions[':id'].retry.$post({ param: { id: segment(id) } }),
    z.object({ result: z.literal('queued') }),
  );
}
