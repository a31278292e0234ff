import { inboxListSchema, type FollowUpFilter, type InboxKind, type WorkStatus } from '#shared/schemas/admin';
import { api } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { ADMIN_PATHS } from '../admin-paths';

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

/** The filters that are set, trimmed: 'any' is left out of the address. */
const chosen = (filters: InboxFilters, extra: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...filters, ...extra })
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value),
  );

/** GET /api/admin/submissions: one page of the inbox, newest first, with the counts per status. */
export const getInbox = (filters: InboxFilters, cursor?: string) =>
  readAnswer(() => api.admin.submissions.$get({ query: chosen(filters, cursor ? { cursor } : {}) }), inboxListSchema);

/** GET /api/admin/submissions.csv with the same filters: a download link (the session cookie goes along). */
export const inboxCsvUrl = (filters: InboxFilters) => {
  const query = new URLSearchParams(chosen(filters)).toString();
  return `${config.apiBase}${ADMIN_PATHS.submissionsCsv}${query ? `?${query}` : ''}`;
};
