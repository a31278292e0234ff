import { addDays, indiaDate, indiaDayStart } from '#shared/dates';
import type { ActivityEntry, InboxKind, InboxQuery, WorkStatus } from '#shared/schemas/admin';
import { WORK_STATUSES } from '#shared/schemas/admin';
import { DELIVERY_STATUSES, type DeliveryStatus } from '#shared/schemas/submissions';

// The operators' inbox: visa/passport/forex/contact requests (submissions) and leads in one list, with
// their work status, activity (status changes, notes) and webhook delivery attempts.

// Each table projected to the same columns; the name/phone/email of a request come from its JSON fields.
const REQUESTS = `SELECT id, kind, created_at, status, data,
    COALESCE(json_extract(data, '$.fullName'), json_extract(data, '$.name')) AS name,
    json_extract(data, '$.phone') AS phone, json_extract(data, '$.email') AS email,
    file_key, file_name, file_type, file_size,
    delivery_status, attempts, next_attempt_at, delivered_at, last_error, w.follow_up_at, w.first_action_at,
    w.assignee
  FROM submissions LEFT JOIN lead_work AS w ON w.lead_id = submissions.id`;
const LEADS = `SELECT id, kind, created_at, status, data, name, phone, NULL AS email,
    NULL AS file_key, NULL AS file_name, NULL AS file_type, NULL AS file_size,
    NULL AS delivery_status, NULL AS attempts, NULL AS next_attempt_at, NULL AS delivered_at, NULL AS last_error,
    w.follow_up_at, w.first_action_at, w.assignee
  FROM leads LEFT JOIN lead_work AS w ON w.lead_id = leads.id`;
/** Both tables seen as one (also read by figures-d1.ts). */
export const INBOX = `(${REQUESTS} UNION ALL ${LEADS})`;
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

export type InboxRow = {
  id: string;
  kind: InboxKind;
  created_at: string;
  status: WorkStatus;
  data: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  delivery_status: DeliveryStatus | null;
  attempts: number | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_error: string | null;
  follow_up_at: string | null;
  first_action_at: string | null;
  assignee: string | null;
};

/** The filters, and the time they are read at (for "due today" and "overdue"). */
export type InboxFilter = Omit<InboxQuery, 'limit' | 'cursor' | 'before'> & { now: Date };

export type InboxPosition = { createdAt: string; id: string } | { before: string } | null;

/**
 * Whether a column contains the searched text. instr() matches the text literally (a % or _ is just that
 * character) and has no pattern-length limit: D1 refuses LIKE patterns over 50 bytes, which a Tamil name of
 * 17 letters already is. lower() folds ASCII letters only, as LIKE did.
 */
const contains = (column: string) => `instr(lower(${column}), lower(?)) > 0`;

/** WHERE clauses for the filters; `withStatus` false leaves the status out (for the per-status counts). */
function whereOf(filter: InboxFilter, withStatus: boolean) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => (where.push(clause), params.push(...values));
  if (filter.kind) add('kind = ?', filter.kind);
  // India's days: `from` from its start, `to` inclusive (everything before the next day starts).
  if (filter.from) add('created_at >= ?', indiaDayStart(filter.from).toISOString());
  if (filter.to) add('created_at < ?', indiaDayStart(addDays(filter.to, 1)).toISOString());
  if (filter.due === 'today') {
    const today = indiaDate(filter.now);
    add(
      'follow_up_at >= ? AND follow_up_at < ?',
      indiaDayStart(today).toISOString(),
      indiaDayStart(addDays(today, 1)).toISOString(),
    );
  } else if (filter.due === 'overdue') {
    add("follow_up_at < ? AND status IN ('new', 'in_progress')", filter.now.toISOString());
  }
  if (filter.assignee === 'none') where.push('assignee IS NULL');
  else if (filter.assignee) add('assignee = ?', filter.assignee);
  const q = filter.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    // A phone is searched by its digits, however it was typed ('98400 12345' finds '+919840012345').
    const phone = digits.length >= 4;
    add(
      `(${contains('name')} OR ${contains('id')} OR ${contains('email')}${phone ? ` OR ${contains('phone')}` : ''})`,
      q,
      q,
      q,
      ...(phone ? [digits] : []),
    );
  }
  if (withStatus) {
    const status = filter.status;
    if (status && (WORK_STATUSES as readonly string[]).includes(status)) add('status = ?', status);
    else {
      // Spam is hidden unless asked for.
      where.push("status <> 'spam'");
      if (status && (DELIVERY_STATUSES as readonly string[]).includes(status)) add('delivery_status = ?', status);
    }
  }
  return { where, params };
}

const whereText = (where: string[]) => (where.length ? `WHERE ${where.join(' AND ')}` : '');

export class InboxStore {
  constructor(private readonly db: D1Database) {}

  /** A page, newest first, after `position` (the last row of the previous page). */
  async page(filter: InboxFilter, position: InboxPosition, limit: number): Promise<InboxRow[]> {
    const { where, params } = whereOf(filter, true);
    if (position && 'id' in position) {
      where.push('(created_at < ? OR (created_at = ? AND id < ?))');
      params.push(position.createdAt, position.createdAt, position.id);
    } else if (position) {
      where.push('created_at < ?');
      params.push(position.before);
    }
    // Each table takes its own newest rows through its (created_at, id) index, then the two short lists are
    // merged: a page costs about `limit` rows per table however large the inbox grows.
    const branch = (table: string) =>
      `SELECT * FROM (SELECT * FROM (${table}) ${whereText(where)} ${NEWEST_FIRST} LIMIT ?)`;
    const { results } = await this.db
      .prepare(`${branch(REQUESTS)} UNION ALL ${branch(LEADS)} ${NEWEST_FIRST} LIMIT ?`)
      .bind(...params, limit, ...params, limit, limit)
      .all<InboxRow>();
    return results;
  }

  /** How many rows each work status has under the same filters (status aside). */
  async counts(filter: InboxFilter): Promise<Record<WorkStatus, number>> {
    const { where, params } = whereOf(filter, false);
    const { results } = await this.db
      .prepare(`SELECT status, COUNT(*) AS n FROM ${INBOX} ${whereText(where)} GROUP BY status`)
      .bind(...params)
      .all<{ status: WorkStatus; n: number }>();
    const counts: Record<WorkStatus, number> = { new: 0, in_progress: 0, done: 0, spam: 0 };
    for (const row of results) counts[row.status] = row.n;
    return counts;
  }

  async get(id: string): Promise<InboxRow | null> {
    return this.db.prepare(`SELECT * FROM ${INBOX} WHERE id = ?`).bind(id).first<InboxRow>();
  }

  async activity(id: string): Promise<ActivityEntry[]> {
    const { results } = await this.db
      .prepare('SELECT at, action, detail, session_id FROM lead_activity WHERE lead_id = ? ORDER BY seq')
      .bind(id)
      .all<{ at: string; action: string; detail: string; session_id: string | null }>();
    return results.map((row) => ({
      at: row.at,
      action: row.action,
      detail: row.detail,
      ...(row.session_id ? { sessionId: row.session_id } : {}),
    }));
  }

  /** The notes of many requests or leads at once (one bound JSON list, however many ids), oldest first. */
  async notesOf(ids: string[]): Promise<Map<string, string[]>> {
    const notes = new Map<string, string[]>();
    if (!ids.length) return notes;
    const { results } = await this.db
      .prepare(
        `SELECT lead_id, detail FROM lead_activity
         WHERE action = 'note' AND lead_id IN (SELECT value FROM json_each(?)) ORDER BY seq`,
      )
      .bind(JSON.stringify(ids))
      .all<{ lead_id: string; detail: string }>();
    for (const row of results) notes.set(row.lead_id, [...(notes.get(row.lead_id) ?? []), row.detail]);
    return notes;
  }

  async deliveryAttempts(id: string) {
    const { results } = await this.db
      .prepare('SELECT attempt, at, status_code, error FROM delivery_attempts WHERE submission_id = ? ORDER BY attempt')
      .bind(id)
      .all<{ attempt: number; at: string; status_code: number | null; error: string | null }>();
    return results.map((row) => ({
      at: row.at,
      attempt: row.attempt,
      ok: row.error === null,
      statusCode: row.status_code,
      error: row.error,
    }));
  }

  /**
   * Applies a status change and/or a note with their activity entries (and the audit rows the caller adds)
   * in one batch, so the list never shows a status without its history.
   */
  async update(
    id: string,
    change: {
      status?: { from: WorkStatus; to: WorkStatus };
      note?: string;
      followUpAt?: string | null;
      assignee?: string | null;
    },
    at: Date,
    sessionId: string | null,
    extra: D1PreparedStatement[] = [],
  ): Promise<void> {
    const statements: D1PreparedStatement[] = [];
    if (change.status) {
      const table = (await this.db.prepare('SELECT 1 FROM leads WHERE id = ?').bind(id).first())
        ? 'leads'
        : 'submissions';
      statements.push(this.db.prepare(`UPDATE ${table} SET status = ? WHERE id = ?`).bind(change.status.to, id));
      statements.push(
        this.activityStatement(id, 'status', `${change.status.from} → ${change.status.to}`, at, sessionId),
      );
    }
    if (change.note) statements.push(this.activityStatement(id, 'note', change.note, at, sessionId));
    if (change.followUpAt !== undefined) {
      statements.push(
        this.db
          .prepare(
            `INSERT INTO lead_work (lead_id, follow_up_at) VALUES (?1, ?2)
             ON CONFLICT (lead_id) DO UPDATE SET follow_up_at = ?2`,
          )
          .bind(id, change.followUpAt),
        this.activityStatement(
          id,
          'follow_up',
          change.followUpAt ? `Follow up on ${change.followUpAt}` : 'Follow-up cleared',
          at,
          sessionId,
        ),
      );
    }
    if (change.assignee !== undefined) {
      statements.push(
        this.db
          .prepare(
            `INSERT INTO lead_work (lead_id, assignee) VALUES (?1, ?2)
             ON CONFLICT (lead_id) DO UPDATE SET assignee = ?2`,
          )
          .bind(id, change.assignee),
        this.activityStatement(
          id,
          'assign',
          change.assignee ? `Assigned to ${change.assignee}` : 'Unassigned',
          at,
          sessionId,
        ),
      );
    }
    if (statements.length) await this.db.batch([...statements, this.firstActionStatement(id, at), ...extra]);
  }

  /**
   * Marks many requests and leads as spam in one batch (ids that do not exist or are spam already are
   * skipped), each with its activity entry. Returns how many changed.
   */
  async markSpam(ids: string[], at: Date, sessionId: string, extra: D1PreparedStatement[] = []): Promise<number> {
    const list = JSON.stringify([...new Set(ids)]);
    const { results } = await this.db
      .prepare(`SELECT id, status FROM ${INBOX} WHERE status <> 'spam' AND id IN (SELECT value FROM json_each(?))`)
      .bind(list)
      .all<{ id: string; status: WorkStatus }>();
    if (!results.length) return 0;
    const changed = JSON.stringify(results.map((row) => row.id));
    const inList = `status <> 'spam' AND id IN (SELECT value FROM json_each(?))`;
    await this.db.batch([
      ...results.flatMap((row) => [
        this.activityStatement(row.id, 'status', `${row.status} → spam`, at, sessionId),
        this.firstActionStatement(row.id, at),
      ]),
      this.db.prepare(`UPDATE leads SET status = 'spam' WHERE ${inList}`).bind(changed),
      this.db.prepare(`UPDATE submissions SET status = 'spam' WHERE ${inList}`).bind(changed),
      ...extra,
    ]);
    return results.length;
  }

  /**
   * For each mobile, its leads from `since` on (oldest first): the inbox groups a lead with the ones the same
   * mobile sent in the 24 hours before it.
   */
  async leadsByPhone(
    phones: string[],
    since: string,
  ): Promise<Map<string, { id: string; kind: InboxKind; createdAt: string }[]>> {
    const byPhone = new Map<string, { id: string; kind: InboxKind; createdAt: string }[]>();
    if (!phones.length) return byPhone;
    const { results } = await this.db
      .prepare(
        `SELECT id, kind, created_at, phone FROM leads
         WHERE phone IN (SELECT value FROM json_each(?)) AND created_at >= ? ORDER BY created_at, id`,
      )
      .bind(JSON.stringify([...new Set(phones)]), since)
      .all<{ id: string; kind: InboxKind; created_at: string; phone: string }>();
    for (const row of results) {
      byPhone.set(row.phone, [
        ...(byPhone.get(row.phone) ?? []),
        { id: row.id, kind: row.kind, createdAt: row.created_at },
      ]);
    }
    return byPhone;
  }

  /** Records the first time anyone acted on a request or lead (kept once set). */
  firstActionStatement(id: string, at: Date): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO lead_work (lead_id, first_action_at) VALUES (?1, ?2)
         ON CONFLICT (lead_id) DO UPDATE SET first_action_at = COALESCE(first_action_at, ?2)`,
      )
      .bind(id, at.toISOString());
  }

  /** One entry of a request's activity list (a status change, a note, an operator's retry). */
  activityStatement(
    id: string,
    action: string,
    detail: string,
    at: Date,
    sessionId: string | null,
  ): D1PreparedStatement {
    return this.db
      .prepare('INSERT INTO lead_activity (lead_id, at, action, detail, session_id) VALUES (?, ?, ?, ?, ?)')
      .bind(id, at.toISOString(), action, detail, sessionId);
  }

  /** A forwarding attempt's outcome, for the detail's delivery history. */
  async recordDeliveryAttempt(id: string, attempt: number, at: Date, failure: string | null): Promise<void> {
    const code = failure ? /^HTTP (\d{3})$/.exec(failure)?.[1] : undefined;
    await this.db
      .prepare(
        'INSERT OR REPLACE INTO delivery_attempts (submission_id, attempt, at, status_code, error) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(id, attempt, at.toISOString(), code ? Number(code) : null, failure)
      .run();
  }
}

export const inboxStoreFor = (env: { DB: D1Database }) => new InboxStore(env.DB);
