import { errorField, log } from '../log';

// Cloudflare Turnstile's server-side check (siteverify): the token a form got from the widget, sent with the
// secret key. The address and fetch come from configuration so tests stand in for the service.

export const DEFAULT_TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const VERIFY_TIMEOUT_MS = 5000;

export type TurnstileVerdict = 'passed' | 'failed' | 'unavailable';

/** Asks siteverify about `token`. 'unavailable' when the service cannot be reached or answers nonsense. */
export async function verifyTurnstile(
  settings: { secret: string; verifyUrl?: string },
  fetcher: typeof fetch,
  token: string,
  remoteIp: string | undefined,
): Promise<TurnstileVerdict> {
  const form = new FormData();
  form.set('secret', settings.secret);
  form.set('response', token);
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetcher(settings.verifyUrl || DEFAULT_TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const answer = (await res.json().catch(() => null)) as { success?: unknown; 'error-codes'?: unknown } | null;
    if (!res.ok || !answer || typeof answer.success !== 'boolean') {
      log('warn', 'turnstile.unavailable', { status: res.status });
      return 'unavailable';
    }
    if (!answer.success) log('info', 'turnstile.failed', { codes: answer['error-codes'] });
    return answer.success ? 'passed' : 'failed';
  } catch (error) {
    log('warn', 'turnstile.unavailable', { error: errorField(error) });
    return 'unavailable';
  }
}
