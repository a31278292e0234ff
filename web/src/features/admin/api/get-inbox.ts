import { ADMIN_PATHS } from '../admin-paths';
import { inboxListSchema, type FollowUpFilter, type InboxKind, type WorkStatus } from '#shared/schemas/admin';
import { adminJson, adminUrl } from '../admin-client';

/** What the inbox screen filters by; empty strings mean 'any'. Kept in the page's query string. */
export type InboxFilters = {
  kind: InboxKind | '';
  status: WorkStatus | '';
  from: string;
  to: string;
  q: string;
  due: FollowUpFilter | '';
  /** 'me': assigned to whoever is signed in. */
  assignee: 'me' | '';
};
export const NO_FILTERS: InboxFilters = { kind: '', status: '', from: '', to: '', q: '', due: '', assignee: '' };

function queryOf(filters: InboxFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) if (value.trim()) params.set(key, value.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/submissions: one page of the inbox, newest first, with the counts per status. */
export function getInbox(filters: InboxFilters, cursor?: string, signal?: AbortSignal) {
  return adminJson(`${ADMIN_PATHS.submissions}${queryOf(filters, cursor ? { cursor } : {})}`, inboxListSchema, {
    signal,
  });
}

/** GET /api/admin/submissions.csv with the same filters: a download link (the session cookie goes along). */
export const inboxCsvUrl = (filters: InboxFilters) => adminUrl(`${ADMIN_PATHS.submissionsCsv}${queryOf(filters)}`);
