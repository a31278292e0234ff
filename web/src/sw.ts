/// <reference lib="webworker" />
// The service worker, built by vite-plugin-pwa (injectManifest): Workbox does the caching, this file says what.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

// The shell (index.html with its prerendered first screen) and every hashed asset of this build, as one
// versioned set: a page always runs against the assets of its own build. A new build's worker waits until no
// tab runs the old one, then takes over on the next visit and deletes the old set.
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached);
cleanupOutdatedCaches();
clientsClaim();

// `/` (with any query) opens the cached shell; the worker's real-path pages (/tour/{id}, /sitemap.xml) and
// /api are left to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { allowlist: [/^\/(\?.*)?$/] }));

/** An answer served from a cache says so (x-served-from), for the data-connection pill and the booking page. */
const offlineCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('x-served-from', 'offline-copy');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * The last catalog answers, network first: a visitor offline still sees the lists and packages they opened.
 * The cache is named after the build, so a shell never reads answers shaped for another build's schemas.
 * An answer served from here says so (x-served-from), for the data-connection pill.
 */
const shell = precached.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const CATALOG_CACHE = `catalog-${(typeof shell === 'string' ? shell : shell?.revision) ?? 'dev'}`;
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/catalog/'),
  new NetworkFirst({
    cacheName: CATALOG_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 }),
      offlineCopy,
    ],
  }),
);

/**
 * A traveller's booking page (GET /api/bookings/{reference}?mobile=…), network first: after one view it opens on
 * a mountain road with the last answer, which says when it was saved (x-saved-at). It stays on this device only,
 * under a name no build change clears (the page checks the kept answer against its schema).
 */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/bookings\/BK-[\w-]+$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'bookings-v1',
    networkTimeoutSeconds: 10,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 180 * 24 * 60 * 60 }),
      {
        cacheWillUpdate: async ({ response }) => {
          const headers = new Headers(response.headers);
          headers.set('x-saved-at', new Date().toISOString());
          return new Response(await response.blob(), { status: response.status, headers });
        },
      },
      offlineCopy,
    ],
  }),
);

// Catalog caches of earlier builds go when this build's worker takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('catalog-') && name !== CATALOG_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The operators' console: a Web Push for each new request or lead (the worker's notify, payload kind,
// reference and first name only) becomes a notification; tapping it opens that lead in the console.
const KIND_WORDS: Record<string, string> = {
  visa: 'Visa request',
  passport: 'Passport request',
  forex: 'Forex request',
};
self.addEventListener('push', (event) => {
  const data = (event.data?.json() ?? {}) as { kind?: string; reference?: string; firstName?: string | null };
  const what = KIND_WORDS[data.kind ?? ''] ?? `New ${data.kind ?? 'enquiry'}`;
  event.waitUntil(
    self.registration.showNotification(`${what}${data.firstName ? ` from ${data.firstName}` : ''}`, {
      body: data.reference ? `Reference ${data.reference}. Tap to open it.` : 'Open the console.',
      tag: data.reference,
      icon: '/icons/icon-192.png',
      data: { path: data.reference ? `/#/admin/leads/${encodeURIComponent(data.reference)}` : '/#/admin' },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { path?: string } | null)?.path ?? '/#/admin';
  event.waitUntil(self.clients.openWindow(path));
});
