import type { AuditAction } from '#shared/schemas/admin';
import { ON_OPEN } from '../freshness';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatWhen } from '../admin-format';
import { getAudit } from '../api/get-audit';
import { useQuery } from '../../../lib/query';
import { QueryFailed } from './load-failed';

const ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Wrong token tried',
  sign_out: 'Signed out',
  status: 'Changed a status',
  note: 'Added a note',
  export: 'Exported CSV',
  retry: 'Retried a delivery',
  catalog_create: 'Created a catalog item',
  catalog_update: 'Edited a catalog item',
  catalog_delete: 'Deleted a catalog item',
  upload: 'Uploaded a file',
  media_delete: 'Deleted an uploaded file',
  follow_up: 'Set a follow-up',
  push_subscribe: 'Turned on notifications',
  push_unsubscribe: 'Turned off notifications',
  booking_update: 'Confirmed, cancelled or noted a booking',
  manifest: 'Downloaded a departure manifest',
  departures: 'Added or changed departures',
  templates_update: 'Changed the reply templates',
  assign: 'Assigned a lead',
  bulk_spam: 'Marked several as spam',
  review_invite: 'Sent a review invitation',
  review_update: 'Published or hid a review',
  privacy_delete: 'Deleted data on request',
  privacy_dismiss: 'Dismissed a deletion request',
};

/** /#/admin/audit: every admin action, newest first: who (a session id), what and when; never personal data. */
export function AuditList() {
  usePageTitle('Audit log');
  const audit = useQuery(['admin-audit'], () => getAudit(200), ON_OPEN);
  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Audit log</h1>
          <p className="admin-muted">
            The latest 200 admin actions. “Session” is the first characters of a sign-in's id; “bearer” is a script
            using the token.
          </p>
        </div>
        <button type="button" className="button button--secondary admin-button" onClick={() => audit.refresh()}>
          Refresh
        </button>
      </div>
      <QueryFailed query={audit} fallback="Could not load the audit log." />
      {audit.data?.length === 0 ? <p className="admin-empty panel">No admin action yet.</p> : null}
      {audit.data?.length ? (
        <table className="audit-table panel">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">On</th>
            </tr>
          </thead>
          <tbody>
            {audit.data.map((entry, index) => (
              <tr key={`${entry.at}-${index}`} className={`audit-table__row audit-table__row--${entry.action}`}>
                <td data-label="When">{formatWhen(entry.at)}</td>
                <td data-label="Who">
                  <code>{entry.actor}</code>
                </td>
                <td data-label="What">{ACTION_LABELS[entry.action]}</td>
                <td data-label="On">
                  {entry.target ? <code>{entry.target}</code> : <span className="admin-muted">—</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : audit.status === 'loading' ? (
        <div className="skeleton lead-detail__placeholder" aria-busy="true" />
      ) : null}
    </div>
  );
}
