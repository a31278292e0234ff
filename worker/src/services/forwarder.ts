import { spreadsheetRow } from '#shared/spreadsheet-cell';
import { hmacHex, timingSafeEqualText } from '../crypto';
import type { Deps, Env } from '../env';
import { errorField, log } from '../log';
import { submissionsStoreFor, type StoredSubmission } from '../storage/submissions-d1';
import { inboxStoreFor } from '../storage/leads-inbox-d1';

// Forwards every stored request to the business's webhook (FORWARD_WEBHOOK_URL): right after the visitor's
// answer, then by the cron trigger with exponential backoff until it is delivered or given up. Nothing is
// lost either way: the row and its file stay in D1 and R2, listed by the admin API.

/** A hung webhook gives up after this long; the row simply waits for the next retry. */
export const FORWARD_TIMEOUT_MS = 10_000;
/** While one attempt runs, nobody else may take the row. Longer than the timeout. */
const LEASE_MS = 2 * 60_000;
/** Retry n waits BASE × 2^(n-1), capped: 5 min, 10, 20, 40, 80, 160, 320, then 6 h. */
export const BACKOFF_BASE_MS = 5 * 60_000;
export const BACKOFF_CAP_MS = 6 * 60 * 60_000;
/** After this many attempts (about a day and a half) the row is marked failed for an operator to retry. */
export const MAX_ATTEMPTS = 10;
/** How long the download link of an attachment in a webhook payload stays valid, unless DOWNLOAD_LINK_TTL_HOURS says. */
export const DEFAULT_LINK_TTL_HOURS = 72;
/** A cron run starts no delivery after this much of its time is used; the next run takes the rest. */
export const CRON_BUDGET_MS = 60_000;
/** Due rows one cron run reads at most. */
const CRON_BATCH = 100;

export const SIGNATURE_HEADER = 'X-Webhook-Signature';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const DELIVERY_ID_HEADER = 'X-Webhook-Id';

export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_CAP_MS);
}

const linkMessage = (id: string, expires: number) => `attachment:${id}:${expires}`;

/** A download link for a request's attachment, signed with the link secret and valid until `expires`. */
export async function signedAttachmentUrl(
  origin: string,
  secret: string,
  id: string,
  expires: number,
): Promise<string> {
  const signature = await hmacHex(secret, linkMessage(id, expires));
  return `${origin}/api/proxy/attachments/${encodeURIComponent(id)}?expires=${expires}&signature=${signature}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export async function checkAttachmentLink(
  secret: string | undefined,
  id: string,
  expires: string | undefined,
  signature: string | undefined,
  now: Date,
): Promise<LinkCheck> {
  if (!secret || !expires || !signature || !/^\d{10,16}$/.test(expires)) return 'invalid';
  const valid = await timingSafeEqualText(await hmacHex(secret, linkMessage(id, Number(expires))), signature);
  if (!valid) return 'invalid';
  return Number(expires) < now.getTime() ? 'expired' : 'valid';
}

function linkTtlMs(env: Env): number {
  const hours = Number(env.DOWNLOAD_LINK_TTL_HOURS);
  return (Number.isInteger(hours) && hours > 0 && hours <= 30 * 24 ? hours : DEFAULT_LINK_TTL_HOURS) * 60 * 60_000;
}

/**
 * Where links point: the configured PUBLIC_ORIGIN; without it, the origin the request came in on (on
 * Cloudflare only hostnames routed to this worker reach it, but set PUBLIC_ORIGIN in production).
 */
function linkOrigin(env: Env, submission: StoredSubmission): string {
  return (env.PUBLIC_ORIGIN?.trim() || submission.origin).replace(/\/+$/, '');
}

/** The JSON the business receives. The file itself travels as a signed, expiring link, never inline. */
async function payloadOf(submission: StoredSubmission, env: Env, now: Date) {
  let attachment = null;
  if (submission.attachment) {
    const secret = env.DOWNLOAD_LINK_SECRET;
    const expires = now.getTime() + linkTtlMs(env);
    attachment = {
      ...submission.attachment,
      // Without a link secret nothing can be signed: operators download it through the admin API instead.
      url: secret ? await signedAttachmentUrl(linkOrigin(env, submission), secret, submission.id, expires) : null,
      expiresAt: secret ? new Date(expires).toISOString() : null,
    };
  }
  return {
    event: 'submission.created',
    id: submission.id,
    kind: submission.kind,
    createdAt: submission.createdAt,
    attempt: submission.delivery.attempts,
    // A sheet-style receiver appends fields as cells: nothing may start like a formula there.
    data: env.FORWARD_WEBHOOK_STYLE === 'sheet' ? spreadsheetRow(submission.data) : submission.data,
    attachment,
  };
}

/** One POST, signed with the time it is sent (a strict receiver rejects an old timestamp). */
async function post(env: Env, deps: Deps, submission: StoredSubmission): Promise<string | null> {
  const now = deps.now();
  const body = JSON.stringify(await payloadOf(submission, env, now));
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'vishwa-travels-forwarder/1',
    [DELIVERY_ID_HEADER]: submission.id,
    [TIMESTAMP_HEADER]: timestamp,
  };
  if (env.FORWARD_WEBHOOK_SECRET) {
    headers[SIGNATURE_HEADER] = `sha256=${await hmacHex(env.FORWARD_WEBHOOK_SECRET, `${timestamp}.${body}`)}`;
  }
  try {
    const res = await deps.fetch(env.FORWARD_WEBHOOK_URL!, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (error) {
    const { type, reason } = errorField(error);
    return type === 'TimeoutError' ? `timed out after ${FORWARD_TIMEOUT_MS / 1000} s` : `${type}: ${reason}`;
  }
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'busy' | 'disabled';

/** One delivery attempt of one stored request, if it is due and nobody else holds it. */
export async function deliver(env: Env, deps: Deps, id: string): Promise<DeliveryOutcome> {
  if (!env.FORWARD_WEBHOOK_URL) return 'disabled';
  const store = submissionsStoreFor(env);
  const claimedAt = deps.now();
  const submission = await store.claim(id, claimedAt, new Date(claimedAt.getTime() + LEASE_MS));
  if (!submission) return 'busy';
  const attempt = submission.delivery.attempts;
  const failure = await post(env, deps, submission);
  const answeredAt = deps.now();
  await inboxStoreFor(env).recordDeliveryAttempt(id, attempt, claimedAt, failure);
  if (!failure) {
    await store.markDelivered(id, answeredAt);
    log('info', 'submission.forwarded', { id, kind: submission.kind, attempt });
    return 'delivered';
  }
  // The wait counts from the failed answer, not from when the run began.
  const retryAt = attempt < MAX_ATTEMPTS ? new Date(answeredAt.getTime() + backoffMs(attempt)) : null;
  await store.markAttemptFailed(id, failure, retryAt);
  log(retryAt ? 'warn' : 'error', retryAt ? 'submission.forward_failed' : 'submission.forward_gave_up', {
    id,
    kind: submission.kind,
    attempt,
    reason: failure,
    retryAt: retryAt?.toISOString(),
  });
  return retryAt ? 'retry' : 'failed';
}

/**
 * The cron's work: due requests get one more attempt each, oldest first, until the run has used its time
 * (CRON_BUDGET_MS by the clock, not the run's scheduled time); the next run takes the rest.
 */
export async function deliverDue(env: Env, deps: Deps): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { delivered: 0, retry: 0, failed: 0, busy: 0, disabled: 0 };
  if (!env.FORWARD_WEBHOOK_URL) return counts;
  const started = deps.now().getTime();
  const ids = await submissionsStoreFor(env).due(deps.now(), CRON_BATCH);
  let left = 0;
  for (const [index, id] of ids.entries()) {
    if (deps.now().getTime() - started >= CRON_BUDGET_MS) {
      left = ids.length - index;
      break;
    }
    counts[await deliver(env, deps, id)]++;
  }
  if (ids.length) log('info', 'submission.retry_run', { ...counts, left });
  return counts;
}
