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
