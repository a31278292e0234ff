import { Hono } from 'hono';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '#shared/schemas/admin';
import type { AdminEnv } from '../env';
import { ApiError } from '../http-error';
import { isLoopbackEndpoint, vapidKeys } from '../services/notify/web-push';
import { auditStoreFor } from '../storage/audit-d1';
import { pushSubscriptionsStoreFor } from '../storage/push-subscriptions-d1';
import { jsonBody } from '../validate';

const pushOff = () =>
  new ApiError(
    404,
    'push_off',
    'Push notifications are not set up: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT.',
  );

/** Whether this request reached a worker running on this machine (wrangler dev, tests), not a deployed one. */
const runsLocally = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/** Web Push subscriptions of the operators' browsers (mounted under /api/admin, behind the sign-in). */
export const adminPushRoutes = new Hono<AdminEnv>()
  .get('/push/key', (c) => {
    const vapid = vapidKeys(c.env);
    if (!vapid) throw pushOff();
    return c.json({ publicKey: vapid.publicKey });
  })
  .post('/push/subscriptions', jsonBody(pushSubscriptionSchema), async (c) => {
    if (!vapidKeys(c.env)) throw pushOff();
    const { endpoint, keys } = c.req.valid('json');
    const https = endpoint.startsWith('https://');
    if (!https && !(isLoopbackEndpoint(endpoint) && runsLocally(c.req.url))) {
      throw new ApiError(400, 'invalid_request', 'The push endpoint must be an https:// URL.', {
        endpoint: 'Use an https:// endpoint',
      });
    }
    const now = c.get('deps').now();
    await pushSubscriptionsStoreFor(c.env).save({ endpoint, ...keys }, now, c.get('actor'));
    await auditStoreFor(c.env).record(now, c.get('actor'), 'push_subscribe');
    return c.json({ result: 'subscribed' as const }, 201);
  })
  .delete('/push/subscriptions', jsonBody(pushUnsubscribeSchema), async (c) => {
    const removed = await pushSubscriptionsStoreFor(c.env).remove(c.req.valid('json').endpoint);
    if (removed) await auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), 'push_unsubscribe');
    return c.body(null, 204);
  });
