import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { verifyTurnstile } from '../services/turnstile';

/** The header the web app sends the widget's token in (one name for every form and lead record). */
export const TURNSTILE_HEADER = 'CF-Turnstile-Response';

/**
 * The optional bot check on the four forms and lead records: with TURNSTILE_SECRET_KEY set, a POST needs a
 * Turnstile token that siteverify accepts (403 otherwise; 503 when siteverify cannot be asked). Unset: no check.
 */
export const turnstileGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const secret = c.env.TURNSTILE_SECRET_KEY;
  if (!secret || c.req.method !== 'POST') return next();
  const token = c.req.header(TURNSTILE_HEADER)?.trim() ?? '';
  if (!token || token.length > 2048) {
    throw new ApiError(403, 'bot_check_required', 'Please complete the security check and send the form again.');
  }
  const verdict = await verifyTurnstile(
    { secret, verifyUrl: c.env.TURNSTILE_VERIFY_URL },
    c.get('deps').fetch,
    token,
    c.req.header('cf-connecting-ip'),
  );
  if (verdict === 'unavailable') {
    throw new ApiError(
      503,
      'bot_check_unavailable',
      'We could not run the security check just now. Please try again in a minute.',
    );
  }
  if (verdict === 'failed') {
    throw new ApiError(
      403,
      'bot_check_failed',
      'The security check did not pass. Please complete it again and resend the form.',
    );
  }
  await next();
};
