import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The router's fallback for a screen that crashed (spec §8): the heading and the error's message. */
export function ErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="error-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="error-page__message">{message}</p>
      <p>
        <Link to="/" className="button button--primary" reloadDocument>
          Back to the home page
        </Link>
      </p>
    </main>
  );
}

type Props = { resetKey: string; children: ReactNode };
type State = { failed: boolean; error?: unknown; key: string };

/** Catches what a screen throws while rendering; a change of `resetKey` (the next navigation) clears it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
