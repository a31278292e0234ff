import { ApiClientError } from '../../../lib/api-client';

/** A console read that failed (other than an expired session, which the session gate handles), with a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p className="form-message form-message--error" role="alert">
      {message}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

/** A read's failure as LoadFailed shows it: the worker's message, or `fallback`; nothing for a 401. */
export function QueryFailed({
  query,
  fallback,
}: {
  query: { status: string; error?: unknown; retry: () => void };
  fallback: string;
}) {
  if (query.status !== 'error') return null;
  const { error } = query;
  if (error instanceof ApiClientError && error.status === 401) return null;
  return <LoadFailed message={error instanceof ApiClientError ? error.message : fallback} onRetry={query.retry} />;
}
