import { useSyncExternalStore } from 'react';

/** What the visitor's link to our data looks like (spec §4): unknown until the first answer. */
export type ConnectionStatus = 'online' | 'offline' | 'unknown';

/** With no answer for this long, a request counts as offline (spec §9). */
export const OFFLINE_AFTER_MS = 10_000;

/** A screen that loads no catalog data asks the worker after this quiet spell, so the pill never sticks. */
const PROBE_AFTER_MS = 1500;

let status: ConnectionStatus = 'unknown';
let catalogCalls = 0;
let probeScheduled = false;
const listeners = new Set<() => void>();

/** The catalog client reports each call it starts; while one is out, its answer (or silence) decides. */
export function catalogCallStarted(): () => void {
  catalogCalls += 1;
  return () => {
    catalogCalls -= 1;
  };
}

function probe() {
  if (catalogCalls > 0) return;
  // The typed client (hono's) loads here, not with the home screen's first script; code that cannot load counts
  // as offline too.
  import('../../lib/api')
    .then(({ api }) =>
      api.health.$get(undefined, { init: { cache: 'no-store', signal: AbortSignal.timeout(OFFLINE_AFTER_MS) } }),
    )
    .then(
      () => setConnectionStatus('online'),
      () => setConnectionStatus('offline'),
    );
}

function probeWhenQuiet() {
  if (probeScheduled) return;
  probeScheduled = true;
  window.setTimeout(() => status === 'unknown' && probe(), PROBE_AFTER_MS);
}

export function setConnectionStatus(reported: ConnectionStatus) {
  // The service worker answers from its copy when the device is offline: that answer is not 'online'.
  const next = reported === 'online' && navigator.onLine === false ? 'offline' : reported;
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  probeWhenQuiet();
  const offline = () => setConnectionStatus('offline');
  const online = () => status === 'offline' && probe();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => 'unknown',
  );
}
