import type { Env } from '../env';
import { log } from '../log';

/** A shorter ADMIN_TOKEN is guessable: it is refused and the admin routes stay absent. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

let warned = false;

/**
 * The configured admin token, or null when admin access is off: unset, or shorter than 32 characters (said
 * once per isolate in the log, without the token). Every admin sign-in check reads the token through here.
 */
export function adminToken(env: Pick<Env, 'ADMIN_TOKEN'>): string | null {
  const token = env.ADMIN_TOKEN;
  if (!token) return null;
  if (token.length < ADMIN_TOKEN_MIN_LENGTH) {
    if (!warned) {
      log('error', 'admin.token_too_short', {
        minimum: ADMIN_TOKEN_MIN_LENGTH,
        actual: token.length,
        effect: 'admin routes are off until ADMIN_TOKEN has at least 32 characters',
      });
      warned = true;
    }
    return null;
  }
  return token;
}
