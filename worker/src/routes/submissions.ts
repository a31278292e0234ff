import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { createFactory } from 'hono/factory';
import { idempotencyKeySchema, submissionSchemas, type SubmissionKind } from '#shared/schemas/submissions';
import type { AppEnv } from '../env';
import { ApiError } from '../http-error';
import { attachmentResponse } from '../http-download';
import { multipartBoundary, readMultipartUpload } from '../http-multipart';
import { attachmentBody } from '../middleware/body-limit';
import { SUBMIT_RATE_LIMIT_MESSAGE, rateLimit } from '../middleware/rate-limit';
import { checkAttachmentLink } from '../services/forwarder';
import { submitRequest, submitUpload } from '../services/submissions';
import { submissionsStoreFor } from '../storage/submissions-d1';
import { jsonBody } from '../validate';

/** The optional `Idempotency-Key` header, checked before the body is read. */
const idempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Idempotency-Key');
  const parsed = idempotencyKeySchema.optional().safeParse(header);
  if (!parsed.success) throw new ApiError(400, 'invalid_idempotency_key', parsed.error.issues[0]!.message);
  await next();
};

const factory = createFactory<AppEnv>();

const answer = (c: Context<AppEnv>, stored: { id: string; replayed: boolean }) =>
  c.json({ result: 'success' as const, id: stored.id }, 200, stored.replayed ? { 'Idempotent-Replayed': 'true' } : {});

const requestContext = (c: Context<AppEnv>, kind: SubmissionKind) => ({
  kind,
  idempotencyKey: c.req.header('Idempotency-Key') ?? null,
  origin: new URL(c.req.url).origin,
  requestId: c.get('requestId'),
});

/** The text fields of an upload form are small; only the file is large. */
const FORM_FIELDS_MAX_BYTES = 64 * 1024;
const UPLOAD_KINDS = ['visa', 'passport'] as const;
type UploadKind = (typeof UPLOAD_KINDS)[number];
/** A multipart form's fields: the kind's schema without the base64 file, plus the file's size in bytes. */
const fileSize = z.coerce.number().int().positive('Attach a PDF or an image');
const uploadFieldSchemas = {
  visa: submissionSchemas.visa.omit({ fileData: true }).extend({ fileSize }),
  passport: submissionSchemas.passport.omit({ fileData: true }).extend({ fileSize }),
} satisfies Record<UploadKind, z.ZodType>;

/**
 * The same request as multipart/form-data, what the site's visa and passport forms send (a third fewer bytes
 * than base64 on a phone's uplink, and the file streams to R2 instead of being held in memory): the text
 * fields with the JSON names plus `fileSize`, then the file as the last part. JSON requests (the spec's API,
 * with the file as base64) go on to the JSON validator.
 */
function multipartUpload(kind: UploadKind): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const boundary = multipartBoundary(c.req.header('Content-Type'));
    if (!boundary) return next();
    const form = await readMultipartUpload(c.req.raw, boundary, FORM_FIELDS_MAX_BYTES);
    const parsed = uploadFieldSchemas[kind].safeParse({
      ...form.fields,
      fileName: form.file?.fileName ?? '',
      fileType: form.file?.contentType ?? '',
    });
    if (!parsed.success) throw ApiError.invalid(parsed.error);
    if (!form.file)
      throw new ApiError(400, 'invalid_request', 'Some fields need attention: Attach a PDF or an image', {
        fileData: 'Attach a PDF or an image',
      });
    const { fileSize: size, ...fields } = parsed.data;
    const stored = await submitUpload(c.env, c.get('deps'), c.get('defer'), {
      ...requestContext(c, kind),
      fields,
      file: { fileName: parsed.data.fileName, declaredType: parsed.data.fileType, size, body: form.file.body },
    });
    return answer(c, stored);
  };
}

/**
 * POST /api/proxy/{kind}: validated with the kind's shared schema, the attachment checked by its first
 * bytes, the row and file stored, and only then `{ result: "success", id }`. Forwarding follows the answer.
 */
function submitHandlers<K extends SubmissionKind>(kind: K) {
  // Only the kinds with a required file take multipart forms.
  const multipart: MiddlewareHandler<AppEnv> = (UPLOAD_KINDS as readonly string[]).includes(kind)
    ? multipartUpload(kind as UploadKind)
    : (_c, next) => next();
  return factory.createHandlers(
    rateLimit('SUBMIT_LIMITER', SUBMIT_RATE_LIMIT_MESSAGE),
    idempotencyKey,
    // Before the body limit, which would buffer a body without Content-Length: a form is bounded by its
    // reader instead (fields 64 KB, the file its declared size, at most 5 MB).
    multipart,
    attachmentBody,
    jsonBody(submissionSchemas[kind]),
    async (c) => {
      const fields = c.req.valid('json') as Record<string, unknown>;
      return answer(
        c,
        await submitRequest(c.env, c.get('deps'), c.get('defer'), { ...requestContext(c, kind), fields }),
      );
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
    const check = await checkAttachmentLink(
      c.env.DOWNLOAD_LINK_SECRET,
      id,
      c.req.query('expires'),
      c.req.query('signature'),
      c.get('deps').now(),
    );
    if (check === 'invalid') throw new ApiError(403, 'invalid_link', 'This download link is not valid.');
    if (check === 'expired')
      throw new ApiError(410, 'link_expired', 'This download link has expired. Download the file from the admin API.');
    const file = await submissionsStoreFor(c.env).attachment(id);
    if (!file) throw new ApiError(404, 'not_found', 'This request has no attachment.');
    return attachmentResponse(id, file);
  });
