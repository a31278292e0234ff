import { compactIndiaDate } from '#shared/dates';
import type { SubmissionKind } from '#shared/schemas/submissions';
import { ATTACHMENT_MAX_BYTES } from '#shared/constants';
import { hex, sha256Hex } from '../crypto';
import type { Defer, Deps, Env } from '../env';
import { ApiError } from '../http-error';
import { errorField, log } from '../log';
import { submissionsStoreFor, type NewAttachment } from '../storage/submissions-d1';
import { checkedAttachment, checkedType, fileTooLarge } from './attachment-sniff';
import { firstNameOf, notify } from './notify/notify';
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
  return `${PREFIX[kind]}-${compactIndiaDate(now)}-${suffix}`;
}

type RequestContext = {
  kind: SubmissionKind;
  idempotencyKey: string | null;
  /** Where the request came in, the download links' origin when PUBLIC_ORIGIN is unset. */
  origin: string;
  requestId: string;
};

export type SubmitRequest = RequestContext & {
  /** The JSON body as the shared schema parsed it, the base64 attachment fields included. */
  fields: Record<string, unknown>;
};

export type UploadRequest = RequestContext & {
  /** The form's fields as the shared schema parsed them, without the file. */
  fields: Record<string, unknown>;
  file: { fileName: string; declaredType: string; size: number; body: ReadableStream<Uint8Array> };
};

type Stored = { id: string; replayed: boolean };

/**
 * What a repeat with the same Idempotency-Key is compared on: the fields and the file's SHA-256, the same
 * whether the file came as base64 JSON or as a multipart stream.
 */
const fingerprintOf = (
  data: Record<string, unknown>,
  file: { fileName: string; fileType: string; sha256: string } | null,
) => sha256Hex(JSON.stringify({ ...data, file }));

/** Stores one request (row and file) and schedules its forwarding. */
async function store(
  env: Env,
  deps: Deps,
  defer: Defer,
  request: RequestContext,
  data: Record<string, unknown>,
  attachment: NewAttachment | null,
  fingerprint: () => Promise<string>,
): Promise<Stored> {
  const created = deps.now();
  const result = await submissionsStoreFor(env).create({
    newId: () => newId(request.kind, created, deps.random),
    kind: request.kind,
    data,
    attachment,
    idempotencyKey: request.idempotencyKey,
    fingerprint,
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
    kind: request.kind,
    replayed,
    attachmentType: attachment?.fileType,
    attachmentBytes: attachment?.size,
    streamed: attachment?.body instanceof ReadableStream,
  });
  if (!replayed) {
    const firstName = firstNameOf(data.fullName ?? data.name);
    defer(notify(env, { kind: request.kind, reference: result.id, firstName }, deps.fetch));
  }
  if (!replayed && env.FORWARD_WEBHOOK_URL) {
    defer(
      deliver(env, deps, result.id).catch((error) => {
        log('error', 'submission.forward_crashed', { id: result.id, error: errorField(error) });
      }),
    );
  }
  return { id: result.id, replayed };
}

/**
 * A request sent as JSON, any file as base64. A repeated Idempotency-Key with the same content gives the
 * first id back (`replayed`); with other content it is a 422.
 */
export async function submitRequest(env: Env, deps: Deps, defer: Defer, request: SubmitRequest): Promise<Stored> {
  const checked = checkedAttachment(request.fields as { fileName?: string; fileType?: string; fileData?: string });
  const { fileName: _name, fileType: _type, fileData: _data, ...data } = request.fields;
  const attachment = checked && {
    fileName: checked.fileName,
    fileType: checked.fileType,
    size: checked.bytes.byteLength,
    body: checked.bytes,
  };
  const fingerprint = async () =>
    fingerprintOf(
      data,
      checked && { fileName: checked.fileName, fileType: checked.fileType, sha256: await sha256Hex(checked.bytes) },
    );
  return store(env, deps, defer, request, data, attachment, fingerprint);
}

/** The first failure of an upload stream that the visitor should see (a 400), rather than the store's error. */
type Problem = { error: ApiError | null };
const noted = (problem: Problem, error: unknown) => {
  if (error instanceof ApiError) problem.error ??= error;
  return error;
};

/** The first bytes of a stream (enough to tell its type) and the whole stream again, still unread. */
async function headOf(body: ReadableStream<Uint8Array>, bytes: number, problem: Problem) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < bytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  const head = new Uint8Array(await new Blob(chunks).arrayBuffer());
  const whole = new ReadableStream<Uint8Array>(
    {
      start: (controller) => (head.length ? controller.enqueue(head) : undefined),
      async pull(controller) {
        const { done, value } = await reader.read().catch((error) => Promise.reject(noted(problem, error)));
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { head, whole };
}

/** Hashes and counts a stream as it passes; a length other than the declared one fails the upload. */
function hashedExactly(size: number, problem: Problem) {
  const digest = new crypto.DigestStream('SHA-256');
  const writer = digest.getWriter();
  let seen = 0;
  const mismatch = () =>
    noted(
      problem,
      new ApiError(400, 'file_size_mismatch', 'The file did not arrive whole. Please attach it again.', {
        fileData: 'The file size does not match',
      }),
    );
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    async transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > size) throw mismatch();
      await writer.write(chunk);
      controller.enqueue(chunk);
    },
    async flush() {
      if (seen !== size) throw mismatch();
      await writer.close();
    },
  });
  return { transform, sha256: () => digest.digest.then(hex) };
}

/**
 * A request sent as multipart/form-data: the file streams straight into R2 (one pass, no copy of it held),
 * its first bytes checked for its real type and the whole of it hashed on the way for the fingerprint.
 */
export async function submitUpload(env: Env, deps: Deps, defer: Defer, request: UploadRequest): Promise<Stored> {
  const { file } = request;
  if (file.size > ATTACHMENT_MAX_BYTES) throw fileTooLarge();
  const problem: Problem = { error: null };
  const { head, whole } = await headOf(file.body, 16, problem);
  const fileType = checkedType(head, file.declaredType);
  const fileName = file.fileName.trim() || 'attachment';
  const hashing = hashedExactly(file.size, problem);
  // The runtime's fixed-length stream gives R2 the length it needs to take a stream.
  const body = whole.pipeThrough(hashing.transform).pipeThrough(new FixedLengthStream(file.size));
  const { fileName: _name, fileType: _type, ...data } = request.fields;
  try {
    return await store(env, deps, defer, request, data, { fileName, fileType, size: file.size, body }, async () =>
      fingerprintOf(data, { fileName, fileType, sha256: await hashing.sha256() }),
    );
  } catch (error) {
    throw problem.error ?? error;
  }
}

/** The cron's clean-up: files whose request never got its row (the worker died in between). */
export async function sweepAbandonedUploads(env: Env, now: Date): Promise<number> {
  const swept = await submissionsStoreFor(env).sweepAbandonedUploads(new Date(now.getTime() - ABANDONED_UPLOAD_MS));
  if (swept) log('warn', 'submission.abandoned_uploads_deleted', { count: swept });
  return swept;
}
