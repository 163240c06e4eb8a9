/// <reference lib="webworker" />
// WellPath's service worker, built by vite-plugin-pwa (injectManifest) from this file. It makes the web
// app installable and lets it open without a connection:
//   - /api is never intercepted and never cached: member data only ever comes from the network
//     (security baseline: "the service worker never caches /api").
//   - Navigations: network first; offline (or a 5xx) falls back to the precached app shell, then to
//     /offline.html (see navigation.ts).
//   - The app shell (index.html, the entry script and what it imports, its styles, the icons, the
//     manifest, the offline page) is precached with its revision, from the list the build injects
//     below; a new deployment ships a new list, so a new worker installs and drops what the old one
//     cached. Each screen's hashed chunks are cached the first time they load (cache first: a hashed
//     file never changes), so screens already visited open offline.
// The page registers /sw.js?v=<build> (see register-service-worker.ts). A new worker waits: the page
// tells it to take over (SKIP_WAITING) at once when the page already runs that build, or after the
// member accepts the update banner.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { answerNavigation } from './navigation';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

// Navigations first, so they go to the network before the precache route could answer "/" from cache.
registerRoute(
  new NavigationRoute(({ request }) => answerNavigation(request, { fetch: (r) => fetch(r), cached: (url) => matchPrecache(url) }), {
    denylist: [/^\/api(\/|$)/],
  }),
);
// The build's own files only (dist/, see vite.config.ts): nothing under /api can be in this list.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Screens' chunks, cached on first use; old builds' files age out.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: 'wellpath-assets', plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })] }),
);
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
