import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { DELIVERY_STATUSES, SUBMISSION_KINDS } from '#shared/schemas/submissions';
import { timingSafeEqualText } from '../crypto';
import type { AppEnv } from '../env';
import { clientKey } from '../client-key';
import { ApiError } from '../http-error';
import { attachmentResponse } from '../http-download';
import { log } from '../log';
import { notFound } from '../middleware/errors';
import { adminToken } from '../services/admin-token';
import { signInThrottle } from '../services/sign-in-throttle';
import { submissionsStoreFor } from '../storage/submissions-d1';
import { queryParams } from '../validate';

/**
 * Operators' access to stored requests with `Authorization: Bearer ADMIN_TOKEN`. Without ADMIN_TOKEN (or with
 * one under 32 characters) the routes do not exist (the ordinary 404); a wrong or missing token is a 401, and
 * repeated failures make the client wait (services/sign-in-throttle.ts).
 */
const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = adminToken(c.env);
  if (!token) return notFound(c);
  const throttle = signInThrottle(c.env.DB);
  const client = clientKey(c.req.header('cf-connecting-ip'));
  const now = c.get('deps').now();
  await throttle.guard(client, now);
  const given = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim() ?? '';
  if (!given || !(await timingSafeEqualText(given, token))) {
    const wait = await throttle.failed(client, now);
    log('warn', 'admin.unauthorized', { requestId: c.get('requestId'), path: c.req.path, waitS: wait });
    c.header('WWW-Authenticate', 'Bearer realm="admin"');
    throw new ApiError(401, 'unauthorized', 'A valid admin token is required.');
  }
  await throttle.succeeded(client);
  c.header('Cache-Control', 'no-store');
  await next();
};

const listQuery = z.object({
  kind: z.enum(SUBMISSION_KINDS).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  before: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const missing = (id: string) => new ApiError(404, 'not_found', `No request with id '${id}'`);

export const adminRoutes = new Hono<AppEnv>()
  .use('*', adminOnly)
  .get('/submissions', queryParams(listQuery), async (c) => {
    const query = c.req.valid('query');
    const data = (await submissionsStoreFor(c.env).list(query)).map(({ origin: _origin, ...record }) => record);
    const last = data.at(-1);
    return c.json({ data, next: data.length === query.limit && last ? last.createdAt : null });
  })
  .get('/submissions/:id', async (c) => {
    const record = await submissionsStoreFor(c.env).get(c.req.param('id'));
    if (!record) throw missing(c.req.param('id'));
    const { origin: _origin, ...data } = record;
    return c.json({ data });
  })
  .get('/submissions/:id/attachment', async (c) => {
    const file = await submissionsStoreFor(c.env).attachment(c.req.param('id'));
    if (!file) throw new ApiError(404, 'not_found', 'This request has no attachment.');
    return attachmentResponse(file);
  })
  // A request given up after every retry goes back in the queue; the next cron run delivers it.
  .post('/submissions/:id/retry', async (c) => {
    const requeued = await submissionsStoreFor(c.env).requeue(c.req.param('id'), c.get('deps').now());
    if (!requeued) throw new ApiError(409, 'not_failed', 'Only a request whose delivery failed can be retried.');
    return c.json({ result: 'queued' });
  });
