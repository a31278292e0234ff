import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  idempotencyKeySchema,
  submissionSchemas,
  type SubmissionKind,
} from '#shared/schemas/submissions';
import { afterResponse } from '../after-response';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { errorField, log } from '../log';
import { attachmentBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { checkedAttachment } from '../services/attachment-sniff';
import { checkAttachmentLink, deliver } from '../services/forwarder';
import { submissionsStoreFor } from '../storage/submissions-d1';
import { jsonBody } from '../validate';

export const SUBMIT_RATE_LIMIT_MESSAGE = 'Too many requests from your connection. Please wait a minute and try again.';

// Reference ids a visitor can read out on the phone: kind, date, then 6 characters without look-alikes (0/O, 1/I).
const PREFIX: Record<SubmissionKind, string> = { visa: 'VISA', passport: 'PASS', forex: 'FX', contact: 'MSG' };
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newId(kind: SubmissionKind, now: Date) {
  const random = crypto.getRandomValues(new Uint8Array(6));
  const suffix = [...random].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${PREFIX[kind]}-${now.toISOString().slice(2, 10).replaceAll('-', '')}-${suffix}`;
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function idempotencyKeyOf(c: Context<AppEnv>): string | null {
  const header = c.req.header('Idempotency-Key');
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ApiError(400, 'invalid_idempotency_key', parsed.error.issues[0]!.message);
  return parsed.data;
}

/** An attachment as a download: its real type, a safe file name, never cached or rendered in place. */
export function attachmentResponse(file: { body: ReadableStream; size: number; fileName: string; fileType: string }) {
  const ascii = file.fileName.replace(/[^\w.\- ]+/g, '_').slice(0, 100) || 'attachment';
  return new Response(file.body, {
    headers: {
      'Content-Type': file.fileType,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * POST /api/proxy/visa | passport | forex | contact: validated, the attachment checked by its first bytes,
 * the row and file stored, and only then `{ result: "success", id }`. Forwarding follows the answer.
 */
export const submissionRoutes = new Hono<AppEnv>()
  .post('/:kind{visa|passport|forex|contact}', rateLimit('SUBMIT_LIMITER', SUBMIT_RATE_LIMIT_MESSAGE), attachmentBody, async (c) => {
    const kind = c.req.param('kind') as SubmissionKind;
    const idempotencyKey = idempotencyKeyOf(c);
    const fields = await jsonBody(c, submissionSchemas[kind] as z.ZodType<Record<string, unknown>>);
    const attachment = checkedAttachment(fields as { fileName?: string; fileType?: string; fileData?: string });
    const { fileName: _name, fileType: _type, fileData: _data, ...data } = fields;

    const { now } = c.get('deps');
    const created = now();
    const result = await submissionsStoreFor(c.env).create({
      id: newId(kind, created),
      kind,
      data,
      attachment,
      idempotencyKey,
      fingerprint: await sha256Hex(JSON.stringify(fields)),
      origin: new URL(c.req.url).origin,
      now: created,
    });
    if (result.outcome === 'conflict') {
      throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for a different request.');
    }
    const replayed = result.outcome === 'replayed';
    log('info', 'submission.stored', {
      requestId: c.get('requestId'),
      id: result.id,
      kind,
      replayed,
      attachmentType: attachment?.fileType,
      attachmentBytes: attachment?.bytes.byteLength,
    });
    if (!replayed && c.env.FORWARD_WEBHOOK_URL) {
      const work = deliver(c.env, c.get('deps'), result.id).catch((error) => {
        log('error', 'submission.forward_crashed', { id: result.id, error: errorField(error) });
      });
      await afterResponse(c, work);
    }
    return c.json({ result: 'success' as const, id: result.id }, 200, replayed ? { 'Idempotent-Replayed': 'true' } : {});
  })
  // The signed, expiring link a webhook payload carries instead of the file itself.
  .get('/attachments/:id', async (c) => {
    const id = c.req.param('id');
    const check = await checkAttachmentLink(c.env.FORWARD_WEBHOOK_SECRET, id, c.req.query('expires'), c.req.query('signature'), c.get('deps').now());
    if (check === 'invalid') throw new ApiError(403, 'invalid_link', 'This download link is not valid.');
    if (check === 'expired') throw new ApiError(410, 'link_expired', 'This download link has expired. Download the file from the admin API.');
    const file = await submissionsStoreFor(c.env).attachment(id);
    if (!file) throw new ApiError(404, 'not_found', 'This request has no attachment.');
    return attachmentResponse(file);
  });

