/* global self, caches */
// WellPath's service worker, written by hand (no build step, no library). It makes the web app
// installable and lets its shell open without a connection:
//   - /api is never intercepted and never cached: member data only ever comes from the network
//     (security baseline: "the service worker never caches /api").
//   - Navigations: network first; offline (or a 5xx) falls back to the cached app shell, then to
//     /offline.html.
//   - /assets/*: cache first; Vite names them by content hash, so a cached copy never goes stale.
//   - The shell files (index.html, offline page, manifest, icons) are precached on install, with the
//     hashed scripts and stylesheet that index.html loads.
// The page registers /sw.js?v=<build>, so every deployment installs a new worker with its own caches.
// A new worker waits: the page tells it to take over (SKIP_WAITING) at once when the page already runs
// that build, or after the member accepts the update banner. Old caches go on activate.

const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PREFIX = 'wellpath-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
const SHELL_KEY = '/index.html';
const OFFLINE_URL = '/offline.html';
const SHELL_URLS = [
  '/',
  SHELL_KEY,
  OFFLINE_URL,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];

function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

/** The app shell is index.html; any other HTML (the offline page, an error page) must not replace it. */
function isAppShell(html) {
  return html.includes('<div id="root">');
}

/** The hashed files the shell loads by itself: the entry script, preloaded chunks, the stylesheet. */
function shellAssetPaths(html) {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)].map((m) => m[1]))];
}

async function cacheShellAssets(html) {
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all(
    shellAssetPaths(html).map(async (path) => {
      if (await cache.match(path)) return;
      const response = await fetch(path, { cache: 'reload' });
      if (response.ok) await cache.put(path, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(SHELL_URLS.map((url) => new Request(url, { cache: 'reload' })));
      const shell = await cache.match(SHELL_KEY);
      if (shell) await cacheShellAssets(await shell.text());
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL_CACHE, ASSET_CACHE]);
      const keys = await caches.keys();
      await Promise.all(keys.filter((key) => key.startsWith(PREFIX) && !current.has(key)).map((key) => caches.delete(key)));
      // Control the page that registered us, so the chunks it loads from now on are cached.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function updateShell(response) {
  const html = await response.text();
  if (!isAppShell(html)) return;
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(SHELL_KEY, new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
  await cacheShellAssets(html);
}

async function cachedShell() {
  const cache = await caches.open(SHELL_CACHE);
  return (await cache.match(SHELL_KEY)) || (await cache.match('/')) || (await cache.match(OFFLINE_URL));
}

async function navigate(event) {
  try {
    const response = await fetch(event.request);
    if (response.status >= 500) return (await cachedShell()) || response;
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      event.waitUntil(updateShell(response.clone()).catch(() => {}));
    }
    return response;
  } catch {
    return (await cachedShell()) || Response.error();
  }
}

async function cacheFirst(cacheName, request) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && cacheName === ASSET_CACHE) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // Member data: not intercepted at all, so the browser fetches it as if there were no worker.
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (event.request.method !== 'GET') return;

  if (event.request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(ASSET_CACHE, event.request));
  } else if (SHELL_URLS.includes(url.pathname) && url.search === '') {
    // (With a query, e.g. the page's check for a new deployment, it goes to the network.)
    event.respondWith(cacheFirst(SHELL_CACHE, event.request));
  }
});
