// First: a real-path visit (/tour/{id}) becomes its hash route before the router reads the address.
import './app/real-path';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ScreenLoadError } from './app/retryable-screen';
import { HashRouter } from 'react-router-dom';
// The base styles come first so each component's own CSS can refine them.
import './styles/global.css';
import { AppRoutes } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { pageLocale, switchLocale } from './lib/locale';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  </StrictMode>
);

/** Once the deep link's own screen is in the main region, the placeholder index.html showed gives way. */
function revealWhenRendered() {
  const reveal = () => {
    if (!container.querySelector('#main > :not(.screen-preview)')) return false;
    document.documentElement.dataset.screen = 'ready';
    delete document.documentElement.dataset.localePending;
    return true;
  };
  const observer = new MutationObserver(() => reveal() && observer.disconnect());
  observer.observe(container, { childList: true, subtree: true });
}

/**
 * Calls `then` once the browser has reported the paint of what index.html drew for a deep link (at most 300 ms
 * later). React's first render replaces that markup, and Chromium never counts a paint whose element was gone
 * before the paint was reported: on a busy device the screen's largest paint would wait for the code.
 */
function afterPreviewPainted(then: () => void) {
  const preview = container.querySelector('#main > .screen-preview');
  if (!preview || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return then();
  // Once: the other way out is cleared, and a disconnected observer is called no more.
  const go = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver(
    (list) => list.getEntries().some((entry) => preview.contains((entry as LargestContentfulPaint).element)) && go(),
  );
  const timer = setTimeout(go, 300);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

// index.html carries the home screen, prerendered at build time: on `/` React adopts it. Its inline script marked
// a deep link (/#/tours) before the first paint; that screen is rendered afresh, replacing the home markup.
// Hydration runs in a transition: React then works in slices and lets the browser answer a tap in between (a tap
// on a part not yet hydrated hydrates it first and is replayed), instead of holding the main thread on a slow phone.
// The prerendered markup is English: a page in Tamil or Hindi loads its messages and font, then renders afresh.
const locale = pageLocale();
// A screen's failure that an error boundary shows (app/error-page.tsx) is the visitor's to see, not an error to
// log with its stack: only its kind is noted.
const onCaughtError = (error: unknown) =>
  console.warn('screen failed:', error instanceof Error ? error.name : typeof error);
// A prerendered part whose code could not be fetched (a connection dropped during the first seconds) is
// rendered afresh by React, which the part's quiet boundary then leaves out until the browser is online: expected,
// so noted as a warning. Anything else React recovered from (a hydration mismatch, an error a render threw once
// before React rendered the root again) is a bug, reported with what was thrown: React's own wrapper (#520) names
// none of it.
const onRecoverableError = (error: unknown) => {
  const cause = error instanceof Error ? error.cause : undefined;
  if (error instanceof ScreenLoadError || cause instanceof ScreenLoadError)
    console.warn('part not hydrated: its code could not be fetched');
  else reportError(cause instanceof Error ? cause : error);
};
if (locale === 'en' && document.documentElement.dataset.screen === 'home' && container.firstElementChild) {
  startTransition(() => void hydrateRoot(container, app, { onCaughtError, onRecoverableError }));
} else {
  // The shell replaces the home markup, rendered in a transition too, so a slow phone answers between its slices
  // (the prerendered buttons take no tap until then: index.html). The screen's code may still be on its way, so
  // the header painted from index.html stays up as the screen's fallback (app/layout/screen-preview.tsx).
  revealWhenRendered();
  const render = () => startTransition(() => createRoot(container, { onCaughtError, onRecoverableError }).render(app));
  // A page in Tamil or Hindi is hidden until drawn in that language: no paint of its preview is reported to wait for.
  if (locale === 'en') afterPreviewPainted(render);
  else void switchLocale(locale).then(render, render);
}
registerServiceWorker();
