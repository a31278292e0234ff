import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { idempotencyKeySchema, submissionSchemas, type SubmissionKind } from '#shared/schemas/submissions';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { attachmentResponse } from '../http-download';
import { attachmentBody } from '../middleware/body-limit';
import { rateLimit } from '../middleware/rate-limit';
import { checkAttachmentLink } from '../services/forwarder';
import { submitRequest } from '../services/submissions';
import { submissionsStoreFor } from '../storage/submissions-d1';
import { jsonBody } from '../validate';

export const SUBMIT_RATE_LIMIT_MESSAGE = 'Too many requests from your connection. Please wait a minute and try again.';

function idempotencyKeyOf(c: Context<AppEnv>): string | null {
  const header = c.req.header('Idempotency-Key');
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new ApiError(400, 'invalid_idempotency_key', parsed.error.issues[0]!.message);
  return parsed.data;
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
    const { id, replayed } = await submitRequest(c.env, c.get('deps'), c.get('defer'), {
      kind,
      fields,
      idempotencyKey,
      origin: new URL(c.req.url).origin,
      requestId: c.get('requestId'),
    });
    return c.json({ result: 'success' as const, id }, 200, replayed ? { 'Idempotent-Replayed': 'true' } : {});
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
