import { sessionsStoreFor } from '../../storage/sessions-d1';

// Stand-in throttle for failed console sign-ins (replaced by the shared sign-in throttle when it lands):
// after MAX_FAILURES wrong tokens within the window a client must wait for the window to end.

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

/** Seconds the client must still wait, or 0 when it may try. */
export async function signInWaitSeconds(env: { DB: D1Database }, client: string, now: Date): Promise<number> {
  const state = await sessionsStoreFor(env).failures(client, now, WINDOW_MS);
  if (!state || state.failures < MAX_FAILURES) return 0;
  return Math.max(1, Math.ceil((Date.parse(state.windowStart) + WINDOW_MS - now.getTime()) / 1000));
}

export const recordSignInFailure = (env: { DB: D1Database }, client: string, now: Date) =>
  sessionsStoreFor(env).recordFailure(client, now, WINDOW_MS);

export const clearSignInFailures = (env: { DB: D1Database }, client: string) => sessionsStoreFor(env).clearFailures(client);
