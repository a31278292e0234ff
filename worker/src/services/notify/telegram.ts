import type { Env } from '../../env';
import { log } from '../../log';

// Optional Telegram alerts for businesses that live in Telegram: the bot posts one line to the chat.
// TELEGRAM_API_URL defaults to Telegram's own API (tests point it at a stub).

export async function sendTelegram(env: Env, text: string, fetcher: typeof fetch): Promise<boolean> {
  if (!env.TELEGRAM_BOT_TOKEN || !env.TELEGRAM_CHAT_ID) return false;
  const base = env.TELEGRAM_API_URL || 'https://api.telegram.org';
  const res = await fetcher(`${base}/bot${env.TELEGRAM_BOT_TOKEN}/sendMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ chat_id: env.TELEGRAM_CHAT_ID, text }),
  }).catch(() => null);
  if (!res?.ok) log('warn', 'telegram.refused', { status: res?.status ?? null });
  return Boolean(res?.ok);
}
