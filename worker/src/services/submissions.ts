import type { SubmissionKind } from '#shared/schemas/submissions';
import { sha256Hex } from '../crypto';
import type { Defer, Deps, Env } from '../env';
import { ApiError } from '../http-error';
import { errorField, log } from '../log';
import { submissionsStoreFor } from '../storage/submissions-d1';
import { checkedAttachment } from './attachment-sniff';
import { deliver } from './forwarder';

// A visitor's visa, passport, forex or contact request: checked, stored (row in D1, file in R2), then
// forwarded to the business after the answer.

// Reference ids a visitor can read out on the phone: kind, date, then 10 characters without look-alikes
// (0/O, 1/I). 32 symbols × 10 = 50 random bits per day and kind: a collision is practically impossible, and
// the store draws again if one happens.
const PREFIX: Record<SubmissionKind, string> = { visa: 'VISA', passport: 'PASS', forex: 'FX', contact: 'MSG' };
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ID_RANDOM_CHARS = 10;
/** An upload whose row has not come after this long was cut off (a request lasts seconds). */
const ABANDONED_UPLOAD_MS = 60 * 60_000;

function newId(kind: SubmissionKind, now: Date, random: Deps['random']) {
  // 256 is a multiple of 32: byte % 32 is uniform.
  const suffix = Array.from(random(ID_RANDOM_CHARS), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${PREFIX[kind]}-${now.toISOString().slice(2, 10).replaceAll('-', '')}-${suffix}`;
}

export type SubmitRequest = {
  kind: SubmissionKind;
  /** The body as the shared schema parsed it, attachment fields included. */
  fields: Record<string, unknown>;
  idempotencyKey: string | null;
  /** Where the request came in, for the download links of forwarded attachments. */
  origin: string;
  requestId: string;
};

/**
 * Stores one request and schedules its forwarding. A repeated Idempotency-Key with the same content gives
 * the first id back (`replayed`); with other content it is a 422.
 */
export async function submitRequest(env: Env, deps: Deps, defer: Defer, request: SubmitRequest): Promise<{ id: string; replayed: boolean }> {
  const { kind, fields } = request;
  const attachment = checkedAttachment(fields as { fileName?: string; fileType?: string; fileData?: string });
  const { fileName: _name, fileType: _type, fileData: _data, ...data } = fields;

  const created = deps.now();
  const result = await submissionsStoreFor(env).create({
    newId: () => newId(kind, created, deps.random),
    kind,
    data,
    attachment,
    idempotencyKey: request.idempotencyKey,
    fingerprint: await sha256Hex(JSON.stringify(fields)),
    origin: request.origin,
    now: created,
  });
  if (result.outcome === 'conflict') {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.');
  }
  const replayed = result.outcome === 'replayed';
  log('info', 'submission.stored', {
    requestId: request.requestId,
    id: result.id,
    kind,
    replayed,
    attachmentType: attachment?.fileType,
    attachmentBytes: attachment?.bytes.byteLength,
  });
  if (!replayed && env.FORWARD_WEBHOOK_URL) {
    defer(
      deliver(env, deps, result.id).catch((error) => {
        log('error', 'submission.forward_crashed', { id: result.id, error: errorField(error) });
      }),
    );
  }
  return { id: result.id, replayed };
}

/** The cron's clean-up: files whose request never got its row (the worker died in between). */
export async function sweepAbandonedUploads(env: Env, now: Date): Promise<number> {
  const swept = await submissionsStoreFor(env).sweepAbandonedUploads(new Date(now.getTime() - ABANDONED_UPLOAD_MS));
  if (swept) log('warn', 'submission.abandoned_uploads_deleted', { count: swept });
  return swept;
}
