import { indiaDate } from '#shared/dates';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  auditQuerySchema,
  bulkSpamSchema,
  inboxQuerySchema,
  leadPatchSchema,
  replyTemplatesSchema,
  sessionRequestSchema,
  type AuditAction,
} from '#shared/schemas/admin';
import type { AdminEnv, AppEnv } from '../env';
import { ApiError } from '../http-error';
import { attachmentResponse, downloadName, type StoredFile } from '../http-download';
import { clientKey } from '../client-key';
import { log } from '../log';
import { notFound } from '../middleware/errors';
import {
  bearerActor,
  CLEARED_COOKIE,
  deviceCookie,
  deviceOf,
  endSession,
  sessionOf,
  startSession,
} from '../services/admin/sessions';
import { csvStream } from '../services/admin/csv-export';
import { inboxDetail, inboxRows, listInbox } from '../services/admin/inbox';
import { adminToken } from '../services/admin-token';
import { assignablePeople, isCurrentPerson, personOfToken } from '../services/admin/staff';
import { figuresOf } from '../services/admin/figures';
import { sessionsStoreFor } from '../storage/sessions-d1';
import { signInThrottle, waitAfter } from '../services/sign-in-throttle';
import { auditStoreFor } from '../storage/audit-d1';
import { inboxStoreFor } from '../storage/leads-inbox-d1';
import { replyTemplatesStoreFor } from '../storage/reply-templates-d1';
import { submissionsStoreFor } from '../storage/submissions-d1';
import { jsonBody, queryParams } from '../validate';
// The admin router composes its catalog sub-router, so both sit behind the same sign-in.
// eslint-disable-next-line import-x/no-restricted-paths
import { adminCatalogRoutes } from './admin-catalog';
// eslint-disable-next-line import-x/no-restricted-paths
import { adminPushRoutes } from './admin-push';
// eslint-disable-next-line import-x/no-restricted-paths
import { adminBookingRoutes } from './admin-bookings';
// eslint-disable-next-line import-x/no-restricted-paths
import { adminReviewRoutes } from './admin-reviews';
// eslint-disable-next-line import-x/no-restricted-paths
import { adminPrivacyRoutes } from './admin-privacy';

const unauthorized = () => new ApiError(401, 'unauthorized', 'A valid admin token is required.');

/**
 * Checks a token someone typed or sent (console sign-in, a script's bearer token) against ADMIN_TOKEN and the
 * staff's tokens (services/admin/staff.ts), with the throttle (services/sign-in-throttle.ts): the try is taken
 * atomically before the comparison, per device cookie when the browser has a valid one, else per address; a
 * client that keeps guessing waits longer each time (429 + Retry-After for a wrong token). Returns whose token
 * it was (null: no one's) and the device id it was counted under (null: the address).
 */
async function tokenOwner(
  c: Context<AdminEnv>,
  given: string,
): Promise<{ person: string | null; device: string | null }> {
  const throttle = signInThrottle(c.env.DB);
  const device = await deviceOf(adminToken(c.env)!, c.req.header('Cookie'));
  const client = device ? `device:${device}` : clientKey(c.req.header('cf-connecting-ip'));
  const now = c.get('deps').now();
  const failures = await throttle.reserve(client, now);
  if (failures === null) {
    // Waiting after others' failures: the right token still gets in, within a per-address cap of checks.
    const address = clientKey(c.req.header('cf-connecting-ip'));
    const checked = (await c.env.SIGN_IN_LIMITER?.limit({ key: address }))?.success ?? true;
    const person = checked ? await personOfToken(c.env, given, c.req.raw.headers) : null;
    if (person) return { person, device };
    log('warn', 'admin.sign_in_throttled', { requestId: c.get('requestId'), path: c.req.path, checked });
    throw await throttle.refusal(client, now);
  }
  const person = await personOfToken(c.env, given, c.req.raw.headers);
  if (person) {
    await throttle.succeeded(client);
    return { person, device };
  }
  log('warn', 'admin.wrong_token', { requestId: c.get('requestId'), path: c.req.path, waitS: waitAfter(failures) });
  return { person: null, device };
}

const audit = (c: Context<AdminEnv>, action: AuditAction, target: string | null = null) =>
  auditStoreFor(c.env).record(c.get('deps').now(), c.get('actor'), action, target);

/** Without ADMIN_TOKEN (or with one under 32 characters) the admin API does not exist (the ordinary 404). */
const configuredOnly: MiddlewareHandler<AdminEnv> = async (c, next) => {
  if (!adminToken(c.env)) return notFound(c as unknown as Context<AppEnv>);
  c.header('Cache-Control', 'no-store');
  await next();
};

/**
 * Either the console's session cookie or `Authorization: Bearer ADMIN_TOKEN` (scripts). Anything else is a
 * 401 that says nothing about why. Only a wrong token counts as a failed sign-in (an expired cookie guesses
 * nothing).
 */
const signedIn: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim();
  const scriptPerson = bearer ? (await tokenOwner(c, bearer)).person : null;
  if (scriptPerson) {
    c.set('actor', bearerActor(scriptPerson));
    c.set('person', scriptPerson);
    c.set('sessionExpiresAt', null);
    return next();
  }
  const session = bearer
    ? null
    : await sessionOf(c.env, adminToken(c.env)!, c.req.header('Cookie'), c.get('deps').now(), (person) =>
        isCurrentPerson(c.env, person),
      );
  if (!session) {
    log('warn', 'admin.unauthorized', { requestId: c.get('requestId'), path: c.req.path });
    c.header('WWW-Authenticate', 'Bearer realm="admin"');
    throw unauthorized();
  }
  c.set('actor', session.actor);
  c.set('person', session.actor);
  c.set('sessionExpiresAt', session.expiresAt);
  return next();
};

/** The people a lead can be given to (the staff, the owner, anyone signed in now). */
const peopleOf = async (c: Context<AdminEnv>) =>
  assignablePeople(c.env, await sessionsStoreFor(c.env).people(c.get('deps').now()));

/** `assignee=me` is whoever asks. */
const withMe = <Q extends { assignee?: string }>(c: Context<AdminEnv>, query: Q): Q =>
  query.assignee === 'me' ? { ...query, assignee: c.get('person') } : query;

const missing = (id: string) => new ApiError(404, 'not_found', `No request with id '${id}'`);

async function detailOr404(c: Context<AdminEnv>, id: string) {
  const detail = await inboxDetail(c.env, id);
  if (!detail) throw missing(id);
  return detail;
}

export const adminRoutes = new Hono<AdminEnv>()
  // The console asks first whether it can be used, so it can say how to enable it.
  .get('/status', (c) => c.json({ enabled: Boolean(adminToken(c.env)) }, 200, { 'Cache-Control': 'no-store' }))
  .use('*', configuredOnly)
  // Exchanges the admin token for a 12-hour session cookie. Failed attempts are throttled per client.
  .post('/session', jsonBody(sessionRequestSchema), async (c) => {
    const now = c.get('deps').now();
    const { token } = c.req.valid('json');
    const audits = auditStoreFor(c.env);
    const checked = await tokenOwner(c, token);
    if (!checked.person) {
      await audits.record(now, 'anonymous', 'sign_in_failed');
      throw unauthorized();
    }
    const session = await startSession(c.env, adminToken(c.env)!, now, checked.person);
    await audits.record(now, session.actor, 'sign_in');
    c.header('Set-Cookie', session.cookie);
    c.header('Set-Cookie', await deviceCookie(adminToken(c.env)!, checked.device), { append: true });
    return c.body(null, 204);
  })
  // Sign-out always clears the cookie, even when the session has already expired.
  .delete('/session', async (c) => {
    const session = await sessionOf(c.env, adminToken(c.env)!, c.req.header('Cookie'), c.get('deps').now());
    if (session) {
      await endSession(c.env, session.idHash);
      await auditStoreFor(c.env).record(c.get('deps').now(), session.actor, 'sign_out');
    }
    return c.body(null, 204, { 'Set-Cookie': CLEARED_COOKIE });
  })
  .use('*', signedIn)
  .get('/session', async (c) =>
    c.json({
      signedIn: true as const,
      expiresAt: c.get('sessionExpiresAt'),
      name: c.get('person'),
      staff: await peopleOf(c),
    }),
  )
  .get('/submissions', queryParams(inboxQuerySchema), async (c) =>
    c.json(await listInbox(c.env, withMe(c, c.req.valid('query')), c.get('deps').now())),
  )
  // Marks many requests or leads as spam in one batch, each with its activity entry and one audit row.
  .post('/submissions/spam', jsonBody(bulkSpamSchema), async (c) => {
    const { ids } = c.req.valid('json');
    const now = c.get('deps').now();
    const updated = await inboxStoreFor(c.env).markSpam(ids, now, c.get('actor'), [
      auditStoreFor(c.env).statement(now, c.get('actor'), 'bulk_spam', `${ids.length} items`),
    ]);
    return c.json({ updated });
  })
  .get('/figures', async (c) => c.json(await figuresOf(c.env, c.get('deps').now())))
  // The current filter as a spreadsheet, streamed page by page from D1.
  .get('/submissions.csv', queryParams(inboxQuerySchema), async (c) => {
    const query = c.req.valid('query');
    await audit(c, 'export', query.kind ?? null);
    const day = indiaDate(c.get('deps').now());
    return new Response(csvStream(inboxRows(c.env, withMe(c, query), c.get('deps').now())), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="vishwa-leads-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  })
  .get('/submissions/:id', async (c) => c.json({ data: await detailOr404(c, c.req.param('id')) }))
  // A status change and/or a note, each kept in the activity list with its time and session.
  .patch('/submissions/:id', jsonBody(leadPatchSchema), async (c) => {
    const id = c.req.param('id');
    const patch = c.req.valid('json');
    const current = await detailOr404(c, id);
    const now = c.get('deps').now();
    const audits = auditStoreFor(c.env);
    const actor = c.get('actor');
    const statusChange =
      patch.status && patch.status !== current.status ? { from: current.status, to: patch.status } : undefined;
    const followUpAt =
      patch.followUpAt === undefined ? undefined : patch.followUpAt && new Date(patch.followUpAt).toISOString();
    const assignee = patch.assignee === undefined || patch.assignee === current.assignee ? undefined : patch.assignee;
    if (assignee && !(await peopleOf(c)).includes(assignee)) {
      throw new ApiError(400, 'invalid_request', 'Choose a person of the staff', {
        assignee: 'Choose a person of the staff',
      });
    }
    const change = { status: statusChange, note: patch.note, followUpAt, assignee };
    await inboxStoreFor(c.env).update(id, change, now, actor, [
      ...(statusChange ? [audits.statement(now, actor, 'status', id)] : []),
      ...(patch.note ? [audits.statement(now, actor, 'note', id)] : []),
      ...(followUpAt !== undefined ? [audits.statement(now, actor, 'follow_up', id)] : []),
      ...(assignee !== undefined ? [audits.statement(now, actor, 'assign', id)] : []),
    ]);
    return c.json({ data: await detailOr404(c, id) });
  })
  .get('/submissions/:id/attachment', async (c) => {
    const id = c.req.param('id');
    const file = await submissionsStoreFor(c.env).attachment(id);
    if (!file) throw new ApiError(404, 'not_found', 'This request has no attachment.');
    return c.req.query('inline') === '1' ? inlineAttachment(id, file) : attachmentResponse(id, file);
  })
  // A request given up after every retry goes back in the queue; the next cron run delivers it.
  .post('/submissions/:id/retry', async (c) => {
    const id = c.req.param('id');
    const requeued = await submissionsStoreFor(c.env).requeue(id, c.get('deps').now());
    if (!requeued) throw new ApiError(409, 'not_failed', 'Only a request whose delivery failed can be retried.');
    const inbox = inboxStoreFor(c.env);
    await c.env.DB.batch([
      inbox.activityStatement(id, 'retry', 'Delivery to the webhook queued again', c.get('deps').now(), c.get('actor')),
      inbox.firstActionStatement(id, c.get('deps').now()),
    ]);
    await audit(c, 'retry', id);
    return c.json({ result: 'queued' });
  })
  .get('/templates', async (c) => c.json({ data: await replyTemplatesStoreFor(c.env).list() }))
  .put('/templates', jsonBody(replyTemplatesSchema), async (c) => {
    const { data } = c.req.valid('json');
    await replyTemplatesStoreFor(c.env).replace(data, [
      auditStoreFor(c.env).statement(c.get('deps').now(), c.get('actor'), 'templates_update'),
    ]);
    return c.json({ data });
  })
  .get('/audit', queryParams(auditQuerySchema), async (c) => {
    const { limit } = c.req.valid('query');
    return c.json({ data: await auditStoreFor(c.env).list(limit) });
  })
  .route('/', adminCatalogRoutes)
  .route('/', adminPushRoutes)
  .route('/', adminBookingRoutes)
  .route('/', adminReviewRoutes)
  .route('/', adminPrivacyRoutes);

const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/**
 * An attachment shown in the console (an image, or a PDF in the browser's viewer): only types a browser
 * renders safely, sandboxed, framable by our own pages only. Anything else stays a download.
 */
function inlineAttachment(reference: string, file: StoredFile) {
  if (!INLINE_TYPES.has(file.fileType)) return attachmentResponse(reference, file);
  const response = attachmentResponse(reference, file);
  const headers = new Headers(response.headers);
  headers.set('Content-Disposition', `inline; filename="${downloadName(reference, file.fileType)}"`);
  headers.set('Cache-Control', 'private, max-age=300');
  headers.set('X-Frame-Options', 'SAMEORIGIN');
  headers.set(
    'Content-Security-Policy',
    file.fileType === 'application/pdf'
      ? "default-src 'none'; object-src 'self'; frame-ancestors 'self'"
      : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
  );
  return new Response(response.body, { headers });
}
