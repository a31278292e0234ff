import { useCallback, useRef } from 'react';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per form fill: the same key for every retry of unchanged content (a double tap or a
 * retry after a lost answer stores one request), a fresh one as soon as the content changes or after success.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}
