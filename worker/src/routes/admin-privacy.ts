import { Hono } from 'hono';
import type { AdminEnv } from '../env';
import { ApiError } from '../http-error';
import { log } from '../log';
import { confirmDeletion } from '../services/deletion-requests';
import { auditStoreFor } from '../storage/audit-d1';
import { deletionRequestsStoreFor } from '../storage/deletion-requests-d1';

/** The console's deletion requests (behind the admin sign-in of admin.ts): list, confirm (deletes), dismiss. */
export const adminPrivacyRoutes = new Hono<AdminEnv>()
  .get('/deletion-requests', async (c) =>
    c.json({ data: await deletionRequestsStoreFor(c.env).list() }, 200, { 'Cache-Control': 'no-store' }),
  )
  .post('/deletion-requests/:id/confirm', async (c) => {
    const id = c.req.param('id');
    const now = c.get('deps').now();
    const done = await confirmDeletion(c.env, id, now);
    await auditStoreFor(c.env).record(now, c.get('actor'), 'privacy_delete', `${id} ${done.reference}`);
    log('info', 'privacy.deleted', { requestId: c.get('requestId'), deletionRequest: id, matched: done.matched });
    return c.json({ data: done });
  })
  .post('/deletion-requests/:id/dismiss', async (c) => {
    const id = c.req.param('id');
    const now = c.get('deps').now();
    const dismissed = await deletionRequestsStoreFor(c.env).decide(id, 'dismissed', now);
    if (!dismissed) throw new ApiError(404, 'not_found', 'No pending deletion request with that id.');
    await auditStoreFor(c.env).record(now, c.get('actor'), 'privacy_dismiss', id);
    return c.json({ data: dismissed });
  });
