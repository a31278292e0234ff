import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '#shared/schemas/admin';
import { hmacHex } from '../../crypto';
import { sessionsStoreFor } from '../../storage/sessions-d1';

// Console sessions: the operator exchanges the admin token once for a random session id in an HttpOnly
// cookie scoped to /api/admin; the worker keeps only its hash and expiry. The hash is an HMAC keyed with
// ADMIN_TOKEN, so changing the token signs every session out at once.

const COOKIE_ATTRIBUTES = 'HttpOnly; Secure; SameSite=Strict; Path=/api/admin';

/** Who did an admin action, as the audit log and activity list show it: never the secret itself. */
export const actorOfHash = (idHash: string) => `session:${idHash.slice(0, 12)}`;
export const BEARER_ACTOR = 'bearer';

const hashOf = (token: string, id: string) => hmacHex(token, `admin-session:${id}`);

export async function startSession(env: { DB: D1Database }, token: string, now: Date) {
  const id = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  const idHash = await hashOf(token, id);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await sessionsStoreFor(env).create(idHash, now, expiresAt);
  return {
    cookie: `${SESSION_COOKIE}=${id}; ${COOKIE_ATTRIBUTES}; Max-Age=${SESSION_TTL_SECONDS}`,
    actor: actorOfHash(idHash),
    expiresAt,
  };
}

/** The live session a Cookie header carries, or null. */
export async function sessionOf(env: { DB: D1Database }, token: string, cookieHeader: string | undefined, now: Date) {
  const id = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]{20,100})(?:;|$)`).exec(cookieHeader ?? '')?.[1];
  if (!id) return null;
  const session = await sessionsStoreFor(env).find(await hashOf(token, id), now);
  return session ? { ...session, actor: actorOfHash(session.idHash) } : null;
}

export async function endSession(env: { DB: D1Database }, idHash: string) {
  await sessionsStoreFor(env).delete(idHash);
}

/** Tells the browser to drop the cookie. */
export const CLEARED_COOKIE = `${SESSION_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`;
