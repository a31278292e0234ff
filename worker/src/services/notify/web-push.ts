import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';
import type { Env } from '../../env';
import { errorField, log } from '../../log';
import { pushSubscriptionsStoreFor, type StoredSubscription } from '../../storage/push-subscriptions-d1';

// Web Push (RFC 8030) to the operators' browsers: each message encrypted for its subscription with
// aes128gcm (RFC 8291) and signed with our VAPID key (RFC 8292) by @block65/webcrypto-web-push, which runs on
// Web Crypto in Workers. A subscription the push service says is gone (404/410) is deleted.

/** The VAPID keys, or null when push is not configured. */
export function vapidKeys(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT) return null;
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An http:// endpoint on this machine: accepted only while the worker itself runs locally (tests, dev). */
export const isLoopbackEndpoint = (endpoint: string) => {
  const url = new URL(endpoint);
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
};

/** Sends `data` to every subscription; returns how many push services accepted it. */
export async function pushToAll(env: Env, data: object, fetcher: typeof fetch): Promise<number> {
  const vapid = vapidKeys(env);
  if (!vapid) return 0;
  const store = pushSubscriptionsStoreFor(env);
  const results = await Promise.all(
    (await store.all()).map(async (subscription) => {
      const status = await pushOne(subscription, data, vapid, fetcher);
      if (status === 404 || status === 410) {
        await store.remove(subscription.endpoint);
        log('info', 'push.subscription_gone', { status });
      } else if (status === null || status >= 300) {
        log('warn', 'push.refused', { status });
      }
      return status !== null && status < 300;
    }),
  );
  return results.filter(Boolean).length;
}

async function pushOne(
  subscription: StoredSubscription,
  data: object,
  vapid: VapidKeys,
  fetcher: typeof fetch,
): Promise<number | null> {
  try {
    // The library signs for https push services only; a local loopback receiver is signed as its https twin.
    const endpoint = subscription.endpoint.replace(/^http:/, 'https:');
    const payload = await buildPushPayload(
      { data: data as Record<string, string>, options: { ttl: 24 * 60 * 60, urgency: 'high' } },
      { endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      vapid,
    );
    const res = await fetcher(subscription.endpoint, {
      method: 'POST',
      headers: payload.headers,
      body: payload.body as BodyInit,
    });
    return res.status;
  } catch (error) {
    log('warn', 'push.failed', { error: errorField(error) });
    return null;
  }
}
