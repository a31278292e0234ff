import { useSyncExternalStore } from 'react';

/** What the visitor's link to our data looks like (spec §4): unknown until the first answer. */
export type ConnectionStatus = 'online' | 'offline' | 'unknown';

/** With no answer for this long, a request counts as offline (spec §9). */
export const OFFLINE_AFTER_MS = 10_000;

let status: ConnectionStatus = 'unknown';
const listeners = new Set<() => void>();

export function setConnectionStatus(next: ConnectionStatus) {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const offline = () => setConnectionStatus('offline');
  window.addEventListener('offline', offline);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('offline', offline);
  };
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, () => status, () => 'unknown');
}
