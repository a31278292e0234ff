/**
 * Laid over a skeleton whose data did not come (a failed or too slow answer): the page keeps its shape, and the
 * visitor can ask again.
 */
export function LoadFailed({
  onRetry,
  text = 'Could not load these packages.',
}: {
  onRetry: () => void;
  text?: string;
}) {
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed__text">{text}</p>
      <button type="button" className="button button--primary load-failed__retry" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
