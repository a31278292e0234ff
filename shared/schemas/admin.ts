import * as z from 'zod';
import { CATALOG_COLLECTIONS } from '../catalog/collections';
import { cleanText, isoDate } from './common';
import { LEAD_KINDS } from './leads';
import { DELIVERY_STATUSES, SUBMISSION_KINDS } from './submissions';

// The operators' console API (/api/admin/*), shared by the worker and the /#/admin console.
//
// Contract notes (where the brief left room):
// - A stale catalog write answers 409 `{ error: { code: 'version_conflict', message }, current }` where
//   `current` is the stored document with its `version` (null when it was deleted meanwhile).
// - `status` on the inbox list also takes the delivery states (pending | delivered | failed) that scripts
//   used before the console; the work states are new | in_progress | done | spam.
// - List items keep the old record fields (id, kind, createdAt, data, attachment, delivery) and add the
//   summary fields; `next` (old cursor by createdAt) is still answered beside `nextCursor`.
// - Leads are not forwarded to the webhook: their `delivery` is null.
// - PUT/DELETE without any version answer 428 `version_required`; DELETE takes the version from If-Match only.
// - POST /api/admin/uploads answers 201 `{ url, contentType, size }`; uploads work with Firestore too.
// - GET /api/admin/session with the bearer token answers `expiresAt: null`.
// - Changing ADMIN_TOKEN ends every console session (the stored session hash is keyed with it).

export const WORK_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const INBOX_KINDS = [...SUBMISSION_KINDS, ...LEAD_KINDS] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** GET /api/admin/status: whether the console can be used at all (the only admin route without a token). */
export const adminStatusSchema = z.object({ enabled: z.boolean() });

/** POST /api/admin/session */
export const sessionRequestSchema = z.object({
  token: z.string().min(1, 'Enter the admin token').max(512, 'That is not an admin token'),
});
/** GET /api/admin/session */
/** A person of the staff as the console shows them ('Priya', 'Owner', or a Cloudflare Access e-mail). */
export const staffNameSchema = z.string().trim().min(1, 'Choose a person').max(80);
/**
 * `expiresAt` is null when signed in with the bearer token (scripts). `name` is who is signed in; `staff` the
 * people a lead can be assigned to (the configured staff, the owner, and anyone signed in now).
 */
export const sessionStateSchema = z.object({
  signedIn: z.literal(true),
  expiresAt: z.string().nullable(),
  name: z.string(),
  staff: z.array(z.string()),
});
export type SessionState = z.infer<typeof sessionStateSchema>;
/** Sessions last 12 hours. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const SESSION_COOKIE = 'vt_admin';

/** India's offset from UTC: the console's days (filters, "today", the CSV's times) are India's days. */

/** Follow-up filters: due today (India's day), or due before now and still open. */
export const FOLLOW_UP_FILTERS = ['today', 'overdue'] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];

/** GET /api/admin/submissions and /submissions.csv. `from` and `to` are India's days, both included. */
export const inboxQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS).optional(),
  status: z.enum([...WORK_STATUSES, ...DELIVERY_STATUSES]).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  due: z.enum(FOLLOW_UP_FILTERS).optional(),
  /** A person's name, `me` (whoever asks) or `none` (nobody yet). */
  assignee: staffNameSchema.optional(),
  q: cleanText().pipe(z.string().trim().max(100)).optional(),
  cursor: z.string().max(200).optional(),
  /** The older cursor (createdAt of the last row), kept for scripts. */
  before: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const attachmentMeta = z.object({ fileName: z.string(), fileType: z.string(), size: z.number() });
const deliveryState = z.object({
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

/** One row of the inbox: a visa/passport/forex/contact request or a lead. */
export const inboxItemSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  createdAt: z.string(),
  status: z.enum(WORK_STATUSES),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** One line saying what was asked for, e.g. 'Chennai → Delhi, 2026-12-01, 2 passengers'. */
  summary: z.string(),
  data: z.record(z.string(), z.unknown()),
  attachment: attachmentMeta.nullable(),
  delivery: deliveryState.nullable(),
  /** When to follow it up (ISO time), or null. */
  followUpAt: z.string().nullable(),
  /** When someone first acted on it (status, note, follow-up, retry), or null while untouched. */
  firstActionAt: z.string().nullable(),
  /** The person it is assigned to, or null. */
  assignee: z.string().nullable(),
  /**
   * Leads from the same mobile within the 24 hours before this one (newest first): the console shows them
   * grouped under it. Empty for the first of a series and for requests without a mobile.
   */
  earlier: z.array(z.object({ id: z.string(), kind: z.enum(INBOX_KINDS), createdAt: z.string() })),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const statusCountsSchema = z.object({
  new: z.number(),
  in_progress: z.number(),
  done: z.number(),
  spam: z.number(),
});

export const inboxListSchema = z.object({
  data: z.array(inboxItemSchema),
  counts: statusCountsSchema,
  /** Darshan enquiries in the date range (all time without one): counted only, never stored. */
  darshanCount: z.number(),
  nextCursor: z.string().nullable(),
  next: z.string().nullable(),
});
export type InboxList = z.infer<typeof inboxListSchema>;

export const activityEntrySchema = z.object({
  at: z.string(),
  /** 'received' | 'status' | 'note' | 'retry' */
  action: z.string(),
  detail: z.string(),
  sessionId: z.string().optional(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const deliveryAttemptSchema = z.object({
  at: z.string(),
  attempt: z.number(),
  ok: z.boolean(),
  /** The webhook's HTTP status when it answered with an error, or null. */
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
});

export const inboxDetailSchema = inboxItemSchema.extend({
  attempts: z.array(deliveryAttemptSchema),
  notes: z.array(z.object({ at: z.string(), text: z.string(), sessionId: z.string().optional() })),
  activity: z.array(activityEntrySchema),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;
/** GET / PATCH /api/admin/submissions/{id} answer `{ data: InboxDetail }`. */
export const inboxDetailAnswerSchema = z.object({ data: inboxDetailSchema });

export const NOTE_MAX = 2000;
/** PATCH /api/admin/submissions/{id} */
export const leadPatchSchema = z
  .object({
    status: z.enum(WORK_STATUSES).optional(),
    note: cleanText({ multiline: true })
      .pipe(z.string().trim().min(1, 'Write a note first').max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters`))
      .optional(),
    /** A follow-up time (ISO with offset, e.g. 2026-11-25T10:30:00+05:30), or null to clear it. */
    followUpAt: z.iso.datetime({ offset: true, message: 'Choose a date and time' }).nullable().optional(),
    /** A person of the staff (GET /api/admin/session lists them), or null for nobody. */
    assignee: staffNameSchema.nullable().optional(),
  })
  .refine(
    (value) =>
      value.status !== undefined ||
      value.note !== undefined ||
      value.followUpAt !== undefined ||
      value.assignee !== undefined,
    {
      message: 'Change the status, add a note, set a follow-up or assign it',
      path: ['status'],
    },
  );
export type LeadPatch = z.infer<typeof leadPatchSchema>;

/** GET /api/admin/catalog/{collection} → `{ data: [...documents with version], editable, catalogVersion }`. */
export const catalogCollectionSchema = z.enum(CATALOG_COLLECTIONS);
export const catalogAdminListSchema = z.object({
  data: z.array(z.record(z.string(), z.unknown()).and(z.object({ id: z.string(), version: z.number() }))),
  /** False when the catalog is Firestore without write credentials; `message` says where to edit it. */
  editable: z.boolean(),
  message: z.string().optional(),
  catalogVersion: z.string(),
});
/** PUT and DELETE take the version as `If-Match: <version>`; a PUT may send a `version` field in the body instead. */
export const catalogVersionField = z.object({ version: z.coerce.number().int().min(1).optional() });

/** POST /api/admin/uploads → where the file is served from. */
export const uploadAnswerSchema = z.object({ url: z.string(), contentType: z.string(), size: z.number() });
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'status',
  'note',
  'export',
  'retry',
  'catalog_create',
  'catalog_update',
  'catalog_delete',
  'upload',
  'media_delete',
  'follow_up',
  'push_subscribe',
  'push_unsubscribe',
  'booking_update',
  'manifest',
  'departures',
  'templates_update',
  'assign',
  'bulk_spam',
  'review_invite',
  'review_update',
  'privacy_delete',
  'privacy_dismiss',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/**
 * GET /api/admin/audit?limit= → `{ data: [...] }`, newest first. `actor` is the person ('Priya', 'Owner', an
 * Access e-mail; '… (script)' with the bearer token), or `session:…` for rows from before named staff.
 */
export const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** GET /api/admin/push/key → the VAPID public key the browser subscribes with (404 push_off without one). */
export const pushKeySchema = z.object({ publicKey: z.string() });
/** POST /api/admin/push/subscriptions: a browser's PushSubscription as toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'The push endpoint must be a URL' }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Not a P-256 public key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'Not an auth secret'),
  }),
});
/** DELETE /api/admin/push/subscriptions */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) });

/** The placeholders a reply template may use; each is filled from the lead (blank when it has none). */
export const TEMPLATE_PLACEHOLDERS = ['name', 'reference', 'package', 'date', 'amount'] as const;
export const replyTemplateSchema = z.object({
  channel: z.enum(['whatsapp', 'email']),
  name: cleanText().pipe(z.string().trim().min(1, 'Name the template').max(60, 'At most 60 characters')),
  body: cleanText({ multiline: true }).pipe(
    z
      .string()
      .trim()
      .min(1, 'Write the message')
      .max(1000, 'At most 1,000 characters')
      .refine(
        (body) =>
          [...body.matchAll(/\{(\w+)\}/g)].every(([, word]) =>
            (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(word!),
          ),
        'Use only {name}, {reference}, {package}, {date} and {amount}',
      ),
  ),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;
/** GET and PUT /api/admin/templates: the whole list, in order. */
export const replyTemplatesSchema = z.object({ data: z.array(replyTemplateSchema).max(30) });

/** POST /api/admin/submissions/spam: marks many requests or leads as spam at once → `{ updated }`. */
export const bulkSpamSchema = z.object({
  ids: z.array(z.string().min(1).max(60)).min(1, 'Choose at least one').max(200, 'At most 200 at once'),
});

/** GET /api/admin/figures: the last 30 of India's days, oldest first. */
export const FIGURE_DAYS = 30;
export const figuresSchema = z.object({
  days: z.array(z.object({ date: isoDate, byKind: z.partialRecord(z.enum(INBOX_KINDS), z.number()) })),
  /** Median minutes from arrival to the first action, over the requests and leads of the period that had one. */
  medianFirstActionMinutes: z.number().nullable(),
  answered: z.number(),
  received: z.number(),
  /** Leads with a mobile in the period, and how many of those mobiles booked afterwards (bookings table). */
  conversion: z.object({ leads: z.number(), booked: z.number() }),
});
export type Figures = z.infer<typeof figuresSchema>;
