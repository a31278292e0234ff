import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod';
import { pushKeySchema, pushSubscriptionSchema } from '#shared/schemas/admin';
import { api } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

// Web Push on this browser: asks permission when the operator presses the button, subscribes with the
// worker's VAPID key and sends the subscription to the worker (which pushes every new request and lead).

export type PushState = 'unsupported' | 'off' | 'on' | 'denied' | 'busy' | 'unavailable';

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** base64url → bytes, as PushManager.subscribe wants the VAPID key. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function usePush() {
  const [state, setState] = useState<PushState>(supported() ? 'busy' : 'unsupported');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return;
    if (Notification.permission === 'denied') return setState('denied');
    void navigator.serviceWorker.getRegistration().then(async (registration) => {
      const existing = await registration?.pushManager.getSubscription();
      setState(existing ? 'on' : 'off');
    });
  }, []);

  const turnOn = useCallback(async () => {
    setError(null);
    setState('busy');
    try {
      const { publicKey } = await readAnswer(() => api.admin.push.key.$get(), pushKeySchema);
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await readAnswer(
        () => api.admin.push.subscriptions.$post({ json: pushSubscriptionSchema.parse(subscription.toJSON()) }),
        z.object({ result: z.literal('subscribed') }),
      );
      setState('on');
    } catch (failure) {
      setError((failure as Error).message);
      setState((failure as { code?: string }).code === 'push_off' ? 'unavailable' : 'off');
    }
  }, []);

  const turnOff = useCallback(async () => {
    setState('busy');
    const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
    if (subscription) {
      await readAnswer(
        () => api.admin.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } }),
        z.literal(null),
      ).catch(() => undefined);
      await subscription.unsubscribe();
    }
    setState('off');
  }, []);

  return { state, error, turnOn, turnOff };
}

/** While the console is open, the page offers the console's own manifest (installs as "Vishwa Console"). */
export function useConsoleManifest() {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const before = link.href;
    link.href = '/admin.webmanifest';
    return () => {
      link.href = before;
    };
  }, []);
}
