import { use, type ComponentType } from 'react';

/** A screen's code could not be fetched (offline, a dropped connection, or a file a newer deploy removed). */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super('The screen could not be loaded', { cause });
    this.name = 'ScreenLoadError';
  }
}

let retries = 0;
/** Lets screens whose code failed load again on their next render (the error boundary's retry or a navigation). */
export function allowScreenRetry() {
  retries += 1;
}

/**
 * Like React's `lazy`, but a failed load is not kept for good: React.lazy remembers the rejection for the page's
 * life, so a screen opened once offline would stay broken after the network came back. Here a failure is
 * thrown to the error boundary until it allows a retry (`allowScreenRetry`); the next render then loads afresh.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen takes the props its route gives it
type AnyScreen = ComponentType<any>;

/** `props` are the route's (the package screen's collection, say), passed on to the screen as they are. */
export function retryableScreen(load: () => Promise<{ default: AnyScreen }>): AnyScreen {
  let loaded: AnyScreen | undefined;
  let pending: Promise<AnyScreen> | undefined;
  let failure: { error: ScreenLoadError; retries: number } | undefined;
  function Screen(props: Record<string, unknown>) {
    if (failure && failure.retries === retries) throw failure.error;
    if (failure) {
      failure = undefined;
      pending = undefined;
    }
    if (loaded) {
      const Page = loaded;
      return <Page {...props} />;
    }
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        failure = { error: new ScreenLoadError(error), retries };
        throw failure.error;
      },
    );
    const Page = use(pending);
    return <Page {...props} />;
  }
  return Screen;
}
