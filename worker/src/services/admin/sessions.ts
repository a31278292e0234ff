import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '#shared/schemas/admin';
import { hmacHex, timingSafeEqualText } from '../../crypto';
import { sessionsStoreFor } from '../../storage/sessions-d1';

// Console sessions: the operator exchanges the admin token once for a random session id in an HttpOnly
// cookie scoped to /api/admin; the worker keeps only its hash and expiry. The hash is an HMAC keyed with
// ADMIN_TOKEN, so changing the token signs every session out at once.

const COOKIE_ATTRIBUTES = 'HttpOnly; Secure; SameSite=Strict; Path=/api/admin';

/**
 * Who did an admin action, as the audit log and activity list show it: the person (services/admin/staff.ts),
 * or for a session from before named staff a short reference to it; never the secret itself.
 */
export const actorOfHash = (idHash: string) => `session:${idHash.slice(0, 12)}`;
/** A script calling with a bearer token acts as the token's person. */
export const bearerActor = (person: string) => `${person} (script)`;

/** `bytes` random bytes as base64url. */
const randomId = (bytes: number) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const hashOf = (token: string, id: string) => hmacHex(token, `admin-session:${id}`);

export async function startSession(env: { DB: D1Database }, token: string, now: Date, person: string) {
  const id = randomId(32);
  const idHash = await hashOf(token, id);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await sessionsStoreFor(env).create(idHash, now, expiresAt, person);
  return {
    cookie: `${SESSION_COOKIE}=${id}; ${COOKIE_ATTRIBUTES}; Max-Age=${SESSION_TTL_SECONDS}`,
    actor: person,
    expiresAt,
  };
}

/**
 * The live session a Cookie header carries, or null; also null when its person was taken off ADMIN_STAFF
 * (`isCurrent`), so removing someone signs them out.
 */
export async function sessionOf(
  env: { DB: D1Database },
  token: string,
  cookieHeader: string | undefined,
  now: Date,
  isCurrent: (person: string) => boolean = () => true,
) {
  const id = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([A-Za-z0-9_-]{20,100})(?:;|$)`).exec(cookieHeader ?? '')?.[1];
  if (!id) return null;
  const session = await sessionsStoreFor(env).find(await hashOf(token, id), now);
  if (!session || (session.person && !isCurrent(session.person))) return null;
  return { ...session, actor: session.person ?? actorOfHash(session.idHash) };
}

export async function endSession(env: { DB: D1Database }, idHash: string) {
  await sessionsStoreFor(env).delete(idHash);
}

// A browser that has signed in before carries a device cookie (a random id and its HMAC, keyed with
// ADMIN_TOKEN): the sign-in throttle counts its tries apart from its address's, so others guessing from the
// same office or carrier network never lock it out.
const DEVICE_COOKIE = 'vt_device';
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const deviceMac = async (token: string, id: string) => (await hmacHex(token, `admin-device:${id}`)).slice(0, 32);

/** The Set-Cookie of a device cookie, for a successful sign-in (the same id when the browser has one). */
export async function deviceCookie(token: string, known: string | null): Promise<string> {
  const id = known ?? randomId(16);
  return `${DEVICE_COOKIE}=${id}.${await deviceMac(token, id)}; HttpOnly; Secure; SameSite=Strict; Path=/api/admin/session; Max-Age=${DEVICE_MAX_AGE_S}`;
}

/** The id of the device cookie a Cookie header carries, when its HMAC is right; otherwise null. */
export async function deviceOf(token: string, cookieHeader: string | undefined): Promise<string | null> {
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{16,40})\\.([0-9a-f]{32})(?:;|$)`).exec(
    cookieHeader ?? '',
  );
  if (!match) return null;
  return (await timingSafeEqualText(match[2]!, await deviceMac(token, match[1]!))) ? match[1]! : null;
}

/** Tells the browser to drop the cookie. */
export const CLEARED_COOKIE = `${SESSION_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`;
