import { ADMIN_PATHS } from '../admin-paths';
import { adminRequest } from '../admin-client';

/** POST /api/admin/submissions/{id}/retry: puts a failed delivery back in the queue for the next cron run. */
export async function retryDelivery(id: string): Promise<void> {
  await adminRequest(ADMIN_PATHS.retry(id), { method: 'POST' });
}
