import { Hono, type MiddlewareHandler } from 'hono';
import { createFactory } from 'hono/factory';
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

/** The optional `Idempotency-Key` header, checked before the body is read. */
const idempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Idempotency-Key');
  const parsed = idempotencyKeySchema.optional().safeParse(header);
  if (!parsed.success) throw new ApiError(400, 'invalid_idempotency_key', parsed.error.issues[0]!.message);
  await next();
};

const factory = createFactory<AppEnv>();

/**
 * POST /api/proxy/{kind}: validated with the kind's shared schema, the attachment checked by its first
 * bytes, the row and file stored, and only then `{ result: "success", id }`. Forwarding follows the answer.
 */
function submitHandlers<K extends SubmissionKind>(kind: K) {
  return factory.createHandlers(
    rateLimit('SUBMIT_LIMITER', SUBMIT_RATE_LIMIT_MESSAGE),
    attachmentBody,
    idempotencyKey,
    jsonBody(submissionSchemas[kind]),
    async (c) => {
      const { id, replayed } = await submitRequest(c.env, c.get('deps'), c.get('defer'), {
        kind,
        fields: c.req.valid('json') as Record<string, unknown>,
        idempotencyKey: c.req.header('Idempotency-Key') ?? null,
        origin: new URL(c.req.url).origin,
        requestId: c.get('requestId'),
      });
      return c.json({ result: 'success' as const, id }, 200, replayed ? { 'Idempotent-Replayed': 'true' } : {});
    },
  );
}

export const submissionRoutes = new Hono<AppEnv>()
  .post('/visa', ...submitHandlers('visa'))
  .post('/passport', ...submitHandlers('passport'))
  .post('/forex', ...submitHandlers('forex'))
  .post('/contact', ...submitHandlers('contact'))
  // The signed, expiring link a webhook payload carries instead of the file itself.
  .get('/attachments/:id', async (c) => {
    const id = c.req.param('id');
    const check = await checkAttachmentLink(c.env.DOWNLOAD_LINK_SECRET, id, c.req.query('expires'), c.req.query('signature'), c.get('deps').now());
    if (check === 'invalid') throw new ApiError(403, 'invalid_link', 'This download link is not valid.');
    if (check === 'expired') throw new ApiError(410, 'link_expired', 'This download link has expired. Download the file from the admin API.');
    const file = await submissionsStoreFor(c.env).attachment(id);
    if (!file) throw new ApiError(404, 'not_found', 'This request has no attachment.');
    return attachmentResponse(file);
  });
