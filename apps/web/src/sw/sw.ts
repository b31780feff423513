/// <reference lib="webworker" />
// The service worker (issue 18): the app opens and shows what the person already saw when the
// network is gone. Built by vite-plugin-pwa (injectManifest), which fills in the precache list.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CODE_CACHE, OFFLINE_PAGE, PAGES_CACHE, PICTURES_CACHE, PUBLIC_API_CACHE } from './caches';

declare const self: ServiceWorkerGlobalScope;

// The entry's and the public pages' code, boot.js, the icons and the offline page (vite.config.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// In charge of the open pages as soon as active, the first page of a visit too (it loaded before
// the worker existed): a new version chosen with "Reload" then takes over that page and reloads it
// (without this, that page stayed with no worker and Reload did nothing).
clientsClaim();

/**
 * Keeps only answers anybody could be given: a 200 that is not marked private or no-store (a
 * signed-in person's API answers are, apps/server/src/http/private-answers.ts).
 */
const sharedAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const control = response.headers.get('cache-control') ?? '';
    return response.status === 200 && !/\b(private|no-store)\b/i.test(control) ? response : null;
  },
};

/**
 * The network first (a listing's price and state change), a copy of the last `maxEntries` seen
 * for when it is gone. Kept copies vary only by Accept-Encoding, which the browser has undone.
 */
const networkFirst = (cacheName: string, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    matchOptions: { ignoreVary: true },
    networkTimeoutSeconds: 10,
    plugins: [
      sharedAnswersOnly,
      new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  });

// Pages, the last 50 seen. Only GETs are routed here: a write is never cached.
const pages = networkFirst(PAGES_CACHE, 50);
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  pages,
);

// The public API answers those pages read when their code starts (lists, a listing), so a page
// reopened offline keeps its content; a signed-in person's answers are never kept.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    request.method === 'GET',
  networkFirst(PUBLIC_API_CACHE, 100),
);

// The code of the pages not precached (vite.config.ts precaches the public pages'), kept once a
// page has used it: the file's name changes with its content, so the copy is always right.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CODE_CACHE,
    plugins: [
      sharedAnswersOnly,
      new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true }),
    ],
  }),
);

// Pictures never change at a URL (a new picture is a new file): the cache first, at most 200.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/uploads/') &&
    request.destination === 'image',
  new CacheFirst({
    cacheName: PICTURES_CACHE,
    plugins: [
      sharedAnswersOnly,
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);

// A page never seen, offline: the app's offline page, not the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// The page that registered the worker was loaded before it existed: keep it too, so the first
// listing a person opened reopens offline.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) =>
        Promise.all(
          windows
            .filter((client) => new URL(client.url).origin === self.location.origin)
            .map((client) => pages.handle({ event, request: client.url }).catch(() => undefined)),
        ),
      ),
  );
});

// The new version waits until the person chooses "Reload" (features/offline/update-prompt.tsx).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
