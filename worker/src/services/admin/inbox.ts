import type { InboxDetail, InboxItem, InboxKind, InboxQuery } from '#shared/schemas/admin';
import type { Env } from '../../env';
import { leadsStoreFor } from '../../storage/leads-d1';
import { LEAD_KINDS } from '#shared/schemas/leads';
import {
  inboxStoreFor,
  type InboxFilter,
  type InboxPosition,
  type InboxRow,
  type InboxStore,
} from '../../storage/leads-inbox-d1';

// The inbox as the console shows it: one summary line per request or lead, pages by an opaque cursor.

const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));
const plural = (n: unknown, word: string) => `${shown(n)} ${word}${Number(n) === 1 ? '' : 's'}`;

/** One line saying what was asked for. */
export function summaryOf(kind: InboxKind, data: Record<string, unknown>): string {
  const d = data;
  switch (kind) {
    case 'visa':
      return `${shown(d.visaType)} visa · ${shown(d.nationality)} · travel ${shown(d.travelDate)}`;
    case 'passport':
      return `Passport registration · ID proof ${shown(d.idProofType)}`;
    case 'forex':
      return `${shown(d.amount)} ${shown(d.fromCurrency)} → ${shown(d.toCurrency)} · ${shown(d.purpose)}`;
    case 'contact': {
      const message = String(d.message ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      return message.length > 100 ? `${message.slice(0, 99)}…` : shown(message);
    }
    case 'hotel':
      return `Hotel in ${shown(d.location)} · ${shown(d.checkin)} to ${shown(d.checkout)} · ${plural(d.guests, 'guest')}`;
    case 'car':
      return `Car rental from ${shown(d.location)}${d.car ? ` · ${String(d.car)}` : ''}`;
    case 'package':
      return `${shown(d.title)}${d.price ? ` · ${String(d.price)}` : ''}`;
    default: {
      const train =
        kind === 'train' && d.trainNumber ? `${String(d.trainNumber)} ${String(d.trainName ?? '')}`.trim() + ' · ' : '';
      const travelClass = d.travelClass ? ` · ${String(d.travelClass)}` : '';
      return `${train}${shown(d.from)} → ${shown(d.to)} · ${shown(d.date)} · ${plural(d.passengers, 'passenger')}${travelClass}`;
    }
  }
}

export function itemOf(row: InboxRow): InboxItem {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    summary: summaryOf(row.kind, data),
    data,
    attachment:
      row.file_key && row.file_name && row.file_type
        ? { fileName: row.file_name, fileType: row.file_type, size: row.file_size ?? 0 }
        : null,
    delivery: row.delivery_status
      ? {
          status: row.delivery_status,
          attempts: row.attempts ?? 0,
          nextAttemptAt: row.delivery_status === 'pending' ? row.next_attempt_at : null,
          deliveredAt: row.delivered_at,
          lastError: row.last_error,
        }
      : null,
    followUpAt: row.follow_up_at,
    firstActionAt: row.first_action_at,
    assignee: row.assignee,
    earlier: [],
  };
}

const GROUP_WINDOW_MS = 24 * 60 * 60_000;

/** Fills each lead's `earlier`: the same mobile's leads in the 24 hours before it, newest first. */
async function withEarlier(store: InboxStore, items: InboxItem[]): Promise<InboxItem[]> {
  const leads = items.filter((item) => item.phone && (LEAD_KINDS as readonly string[]).includes(item.kind));
  if (!leads.length) return items;
  const oldest = Math.min(...leads.map((item) => Date.parse(item.createdAt)));
  const byPhone = await store.leadsByPhone(
    leads.map((item) => item.phone!),
    new Date(oldest - GROUP_WINDOW_MS).toISOString(),
  );
  return items.map((item) => {
    const from = new Date(Date.parse(item.createdAt) - GROUP_WINDOW_MS).toISOString();
    const earlier = (item.phone ? (byPhone.get(item.phone) ?? []) : [])
      .filter((lead) => lead.id !== item.id && lead.createdAt >= from && lead.createdAt <= item.createdAt)
      .filter((lead) => lead.createdAt < item.createdAt || lead.id < item.id)
      .reverse();
    return earlier.length ? { ...item, earlier } : item;
  });
}

// The cursor is the last row's time and id; opaque to the console.
const encodeCursor = (row: Pick<InboxItem, 'createdAt' | 'id'>) => btoa(`${row.createdAt}|${row.id}`);
function decodeCursor(query: Pick<InboxQuery, 'cursor' | 'before'>): InboxPosition {
  if (query.cursor) {
    try {
      const [createdAt, id] = atob(query.cursor).split('|');
      if (createdAt && id) return { createdAt, id };
    } catch {
      // fall through: an unreadable cursor starts from the top
    }
  }
  return query.before ? { before: query.before } : null;
}

const filterOf = ({ kind, status, from, to, q, due, assignee }: InboxQuery, now: Date): InboxFilter => ({
  kind,
  status,
  from,
  to,
  q,
  due,
  assignee,
  now,
});

export async function listInbox(env: Env, query: InboxQuery, now: Date) {
  const store = inboxStoreFor(env);
  const filter = filterOf(query, now);
  const [rows, counts, darshanCount] = await Promise.all([
    store.page(filter, decodeCursor(query), query.limit),
    store.counts(filter),
    leadsStoreFor(env).darshanCount(query.from, query.to),
  ]);
  const data = await withEarlier(store, rows.map(itemOf));
  const last = data.length === query.limit ? data.at(-1) : undefined;
  return { data, counts, darshanCount, nextCursor: last ? encodeCursor(last) : null, next: last?.createdAt ?? null };
}

export async function inboxDetail(env: Env, id: string): Promise<InboxDetail | null> {
  const store = inboxStoreFor(env);
  const row = await store.get(id);
  if (!row) return null;
  const [activity, attempts] = await Promise.all([
    store.activity(id),
    row.delivery_status ? store.deliveryAttempts(id) : [],
  ]);
  const [item] = await withEarlier(store, [itemOf(row)]);
  return {
    ...item!,
    attempts,
    notes: activity
      .filter((entry) => entry.action === 'note')
      .map(({ at, detail, sessionId }) => ({ at, text: detail, ...(sessionId ? { sessionId } : {}) })),
    activity: [{ at: row.created_at, action: 'received', detail: 'Received from the website' }, ...activity],
  };
}

/** A row of the CSV export: the item with its notes. */
export type ExportRow = InboxItem & { notes: string[] };

/** Every row of the filter, page by page, for the CSV export (never all of them in memory). */
export async function* inboxRows(env: Env, query: InboxQuery, now: Date, pageSize = 500): AsyncGenerator<ExportRow> {
  const store = inboxStoreFor(env);
  const filter = filterOf(query, now);
  let position: InboxPosition = null;
  for (;;) {
    const rows = await store.page(filter, position, pageSize);
    const notes = await store.notesOf(rows.map((row) => row.id));
    for (const row of rows) yield { ...itemOf(row), notes: notes.get(row.id) ?? [] };
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    position = { createdAt: last.created_at, id: last.id };
  }
}
