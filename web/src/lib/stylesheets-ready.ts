/** Longest a screen waits for a stylesheet that neither loads nor reports a failure (it may have failed unseen). */
const PATIENCE_MS = 3000;

/**
 * Resolves once every stylesheet the page links has loaded or failed. index.html asks for the app's code before
 * its full stylesheet (an inline script would otherwise wait for that stylesheet before asking), so a screen's
 * code can in principle arrive first: waiting here keeps a screen from ever painting unstyled.
 */
export function stylesheetsReady(): Promise<void> {
  // The build's prerender (web/src/prerender.tsx) renders screens with no document.
  if (typeof document === 'undefined') return Promise.resolve();
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  if (!pending.length) return Promise.resolve();
  const settled = pending.map(
    (link) =>
      new Promise<void>((done) => {
        link.addEventListener('load', () => done(), { once: true });
        link.addEventListener('error', () => done(), { once: true });
      }),
  );
  return new Promise((done) => {
    const patience = setTimeout(done, PATIENCE_MS);
    void Promise.all(settled).then(() => {
      clearTimeout(patience);
      done();
    });
  });
}
