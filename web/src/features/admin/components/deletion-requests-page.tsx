import { useState } from 'react';
import {
  adminDeletionAnswerSchema,
  adminDeletionRequestsSchema,
  type AdminDeletionRequest,
} from '#shared/schemas/privacy';
import { api, segment } from '../../../lib/api';
import { ApiClientError, readAnswer } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { useQuery } from '../../../lib/query';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatWhen } from '../admin-format';

// The session cookie is scoped to /api/admin; it goes with each call (`include` when the API is elsewhere).
const withSession = { init: { credentials: config.apiBase ? 'include' : 'same-origin' } } as const;

const MATCHED: Record<NonNullable<AdminDeletionRequest['matched']>, string> = {
  submission: 'a request (visa, passport, forex or contact): its row, file and history are deleted',
  lead: 'a WhatsApp enquiry: its row and history are deleted',
  booking: 'a booking: name, mobile and email are removed; the amounts stay for the accounts',
};

/** /#/admin/privacy: deletion requests from /privacy; "Delete the data" deletes at once and is audited. */
export function DeletionRequestsPage() {
  usePageTitle('Deletion requests');
  const requests = useQuery(['admin-deletion-requests'], () =>
    readAnswer(() => api.admin['deletion-requests'].$get({}, withSession), adminDeletionRequestsSchema),
  );
  const [error, setError] = useState<string | null>(null);
  // Deleting asks twice: the first press arms the request's button, the second deletes.
  const [armed, setArmed] = useState<string | null>(null);

  const decide = async (request: AdminDeletionRequest, action: 'confirm' | 'dismiss') => {
    if (action === 'confirm' && armed !== request.id) return setArmed(request.id);
    setArmed(null);
    setError(null);
    try {
      const param = { param: { id: segment(request.id) } };
      await readAnswer(
        () =>
          action === 'confirm'
            ? api.admin['deletion-requests'][':id'].confirm.$post(param, withSession)
            : api.admin['deletion-requests'][':id'].dismiss.$post(param, withSession),
        adminDeletionAnswerSchema,
      );
      requests.refresh();
    } catch (failure) {
      setError(failure instanceof ApiClientError ? failure.message : 'Could not reach the server.');
    }
  };

  return (
    <div className="admin-page">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">Deletion requests</h1>
          <p className="admin-muted">
            From the form on /privacy. The visitor was told the same whether or not the mobile matched; only a match
            names what would be deleted. Answer within 30 days.
          </p>
        </div>
      </div>
      {error || requests.status === 'error' ? (
        <p className="form-message form-message--error" role="alert">
          {error ??
            (requests.error instanceof ApiClientError ? requests.error.message : 'Could not load the requests.')}
        </p>
      ) : null}
      {requests.status === 'ready' && requests.data.data.length === 0 ? (
        <p className="admin-empty panel">No deletion requests.</p>
      ) : null}
      <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
        {requests.data?.data.map((request) => (
          <li key={request.id} className="panel">
            <p>
              <strong>
                <code>{request.reference}</code>
              </strong>{' '}
              · asked {formatWhen(request.createdAt)} · <code>{request.id}</code>
            </p>
            <p>
              {request.matched
                ? `The mobile matched ${MATCHED[request.matched]}.`
                : 'Nothing with this reference had that mobile number: there is nothing to delete.'}
            </p>
            {request.status === 'pending' ? (
              <p>
                {request.matched ? (
                  <button
                    type="button"
                    className="button button--primary admin-button admin-button--danger"
                    onClick={() => decide(request, 'confirm')}
                  >
                    {armed === request.id ? 'Delete now: this cannot be undone' : 'Delete the data'}
                  </button>
                ) : null}{' '}
                <button
                  type="button"
                  className="button button--secondary admin-button"
                  onClick={() => decide(request, 'dismiss')}
                >
                  Dismiss
                </button>
              </p>
            ) : (
              <p className="admin-muted">
                {request.status === 'done' ? 'Deleted' : 'Dismissed'}{' '}
                {request.decidedAt ? formatWhen(request.decidedAt) : ''}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
