import { Component, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { allowScreenRetry, ScreenLoadError } from './retryable-screen';

const RELOAD_KEY = 'screen-code-reload';

/**
 * A screen's code failed to load while the browser says it is online: most likely a new deploy replaced the
 * file this page's build names. Reloading fetches the new build; once a minute at most, so a server that keeps
 * failing shows the retry panel instead of a reload loop.
 */
function reloadOnceForNewBuild() {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOAD_KEY)) < 60_000) return;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
  } catch {
    // No session storage: no way to tell a second reload from the first, so none.
  }
}

/** Calls `retry` when the browser says it is back online. */
function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return null;
}

/**
 * What the screen area says instead of a screen that failed: offline (its code could not be fetched), it
 * opens by itself when the connection is back (the `online` event) or on Retry; anything else gets a friendly
 * message with the request id to quote to us. Never the raw message, a file URL or a stack.
 */
function ScreenProblem({ error, retry }: { error: unknown; retry: () => void }) {
  const loading = error instanceof ScreenLoadError;
  // An API failure (lib/api-client.ts ApiClientError) carries one; read by shape, so this file, which every
  // visitor loads, does not pull in the API client and its schemas.
  const requestId = (error as { requestId?: unknown } | null)?.requestId;
  const title = !loading
    ? 'Sorry, something went wrong on this page'
    : navigator.onLine
      ? 'This page could not open'
      : 'You’re offline — this page will open when you’re back online';
  return (
    <section className="screen-problem container" role="alert">
      {loading ? <RetryWhenOnline retry={retry} /> : null}
      <h1 className="screen-problem__title">{title}</h1>
      <p>Please try again. If it keeps happening, call or WhatsApp us.</p>
      {typeof requestId === 'string' ? (
        <p>
          Reference for our team: <code>{requestId}</code>
        </p>
      ) : null}
      <p className="screen-problem__actions">
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
        <Link to="/" className="button button--secondary">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}

type Props = {
  /** A change (the next navigation) clears a failure. */
  resetKey?: string;
  /**
   * For a part of the shell whose code loads after the first paint (the footer, the chat button): if it fails
   * (a connection dropped in the first seconds of a first visit), it is left out with no message, and comes back
   * when the browser is online again. (A part that waited for its code instead would hold every navigation, as
   * React finishes a prerendered part before it shows the next screen.)
   */
  quiet?: boolean;
  children: ReactNode;
};
type State = { failed: boolean; error?: unknown; key?: string };

/**
 * Catches what a screen throws while rendering, inside the layout (header, footer and navigation stay). A
 * change of `resetKey` (the next navigation) or a retry clears it. Visitors never see raw messages or stacks.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.key) return null;
    if (state.failed) allowScreenRetry();
    return { failed: false, error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ScreenLoadError && navigator.onLine !== false) reloadOnceForNewBuild();
  }

  retry = () => {
    allowScreenRetry();
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return <RetryWhenOnline retry={this.retry} />;
    return <ScreenProblem error={this.state.error} retry={this.retry} />;
  }
}
