import type { Env } from '../../env';
import { sha256Hex, timingSafeEqualText } from '../../crypto';
import { log } from '../../log';
import { ADMIN_TOKEN_MIN_LENGTH, adminToken } from '../admin-token';

// Who is acting in the console. ADMIN_TOKEN is the owner's; ADMIN_STAFF names the other people, each with
// their own token, kept only as its SHA-256 (`Priya:<hex>,Ravi:<hex>`; `npm run staff:token -- Priya`).
// Behind Cloudflare Access the owner's token may be shared by several people: the e-mail Access passes
// (Cf-Access-Authenticated-User-Email) then names them. It is only a label, never a way in: a token is
// still required.

export const OWNER = 'Owner';
const ACCESS_EMAIL_HEADER = 'Cf-Access-Authenticated-User-Email';

type Member = { name: string; tokenHash: string };

let warnedBadEntry = false;

/** The configured staff; entries that are not `Name:64-hex` are left out (said once in the log). */
export function staffOf(env: Pick<Env, 'ADMIN_STAFF'>): Member[] {
  const members: Member[] = [];
  for (const entry of (env.ADMIN_STAFF ?? '').split(',')) {
    if (!entry.trim()) continue;
    const match = /^\s*([^:,]{1,40}?)\s*:\s*([0-9a-fA-F]{64})\s*$/.exec(entry);
    if (!match || [OWNER, 'me', 'none'].includes(match[1]!)) {
      if (!warnedBadEntry) log('error', 'admin.staff_entry_ignored', { expected: 'Name:sha256-hex' });
      warnedBadEntry = true;
      continue;
    }
    members.push({ name: match[1]!, tokenHash: match[2]!.toLowerCase() });
  }
  return members;
}

/**
 * The person a token belongs to, or null. Every candidate is compared (in constant time) whatever matched,
 * so the time taken says nothing about which one did.
 */
export async function personOfToken(
  env: Pick<Env, 'ADMIN_TOKEN' | 'ADMIN_STAFF'>,
  given: string,
  headers: { get(name: string): string | null | undefined },
): Promise<string | null> {
  const owner = adminToken(env);
  if (!owner) return null;
  const givenHash = await sha256Hex(given);
  const long = given.length >= ADMIN_TOKEN_MIN_LENGTH;
  let person: string | null = null;
  if (await timingSafeEqualText(given, owner)) person = accessEmail(headers) ?? OWNER;
  for (const member of staffOf(env)) {
    const match = await timingSafeEqualText(givenHash, member.tokenHash);
    if (match && long) person ??= member.name;
  }
  return person;
}

/** The Cloudflare Access e-mail, when Access sits in front and passed one. */
function accessEmail(headers: { get(name: string): string | null | undefined }): string | null {
  const email = headers.get(ACCESS_EMAIL_HEADER)?.trim();
  return email && /^[^\s@]{1,64}@[^\s@]{1,120}$/.test(email) ? email : null;
}

/**
 * Whether a stored session's person may still act: a configured staff name (removing someone from
 * ADMIN_STAFF signs them out), the owner, or an Access e-mail (which came with the owner's token).
 */
export function isCurrentPerson(env: Pick<Env, 'ADMIN_STAFF'>, person: string): boolean {
  return person === OWNER || person.includes('@') || staffOf(env).some((member) => member.name === person);
}

/** The people a lead can be assigned to: the owner, the configured staff, and anyone signed in now. */
export function assignablePeople(env: Pick<Env, 'ADMIN_STAFF'>, signedIn: string[]): string[] {
  return [...new Set([OWNER, ...staffOf(env).map((member) => member.name), ...signedIn])];
}
