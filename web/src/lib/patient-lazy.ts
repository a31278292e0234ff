import { lazy, type ComponentType } from 'react';

/** How often a part whose code failed asks again, besides each time the browser says it is back online. */
const RETRY_MS = 20_000;

/**
 * Imports a module; if the network fails, tries again when the connection comes back (and every 20 s), and
 * never rejects. A part of the shell (the footer, the chat button) or of a screen (a carousel, the package rows)
 * whose code cannot be fetched on a dropped connection then stays as it is (its prerendered markup or its
 * fallback) instead of throwing to an error boundary that would blank the whole page.
 */
export function importPatiently<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve(importPatiently(load));
        };
        window.addEventListener('online', again);
        const timer = setTimeout(again, RETRY_MS);
      }),
  );
}

/** React's `lazy` for a part that is not a whole screen: see `importPatiently`. Screens use `retryableScreen`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part takes its own props
export function patientLazy<P extends ComponentType<any>>(load: () => Promise<{ default: P }>) {
  return lazy(() => importPatiently(load));
}
