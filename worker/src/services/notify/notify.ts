import type { Env } from '../../env';
import { errorField, log } from '../../log';
import { sendTelegram } from './telegram';
import { pushToAll } from './web-push';

// The one way to tell the operators something arrived: a new request, lead, booking or payment claim.
// Web Push to every subscribed browser, and Telegram when configured. Callers run it after the response
// (c.get('defer')(notify(...))); it never throws. The message holds the kind, the reference and a first
// name only: push services and Telegram see nothing more.

export type NotifyEvent = { kind: string; reference: string; firstName: string | null };

/** The first word of a name, or null. */
export const firstNameOf = (name: unknown) =>
  typeof name === 'string' && name.trim() ? name.trim().split(/\s+/)[0]! : null;

export async function notify(env: Env, event: NotifyEvent, fetcher: typeof fetch = fetch): Promise<void> {
  const payload = { kind: event.kind, reference: event.reference, firstName: event.firstName };
  try {
    const [pushed, telegram] = await Promise.all([
      pushToAll(env, payload, fetcher),
      sendTelegram(
        env,
        `New ${event.kind}: ${event.reference}${event.firstName ? ` from ${event.firstName}` : ''}`,
        fetcher,
      ),
    ]);
    if (pushed || telegram)
      log('info', 'notify.sent', { kind: event.kind, reference: event.reference, pushed, telegram });
  } catch (error) {
    log('error', 'notify.failed', { reference: event.reference, error: errorField(error) });
  }
}
