/**
 * The service worker (web/src/sw.ts, built by vite-plugin-pwa) keeps the shell, the hashed assets and the last
 * catalog answers for repeat visits without a network. It is registered after the page has loaded so it never
 * competes with the first screen; in `npm run dev` there is none. If it fails to install, the site works as
 * before: nothing waits for it.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
