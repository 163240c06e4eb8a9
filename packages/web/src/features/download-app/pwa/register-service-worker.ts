// Registers the service worker built from src/service-worker/sw.ts (production builds only, see main.tsx)
// and offers updates.
// Kept small and free of member code: it runs in the entry chunk, before the landing page or the
// member area loads. The update banner is its own chunk, loaded only when an update is waiting.
//
// Versions: the page registers /sw.js?v=<build>, <build> being the hashed name of its entry chunk.
// A page of a new deployment therefore installs a new worker (with its own caches); a page left open
// on an old deployment (an installed app stays open for days) looks at /index.html now and then and,
// when it names another build, registers that build's worker and offers the member to reload.
import { logger } from '@/lib/logger';

const CHECK_INTERVAL_MS = 30 * 60 * 1000;
const MIN_CHECK_GAP_MS = 5 * 60 * 1000;

/**
 * The build this page belongs to: the content-hashed name of the chunk holding this module (the
 * entry), which changes whenever any part of the app changes.
 */
export function buildVersion(moduleUrl: string = import.meta.url): string {
  const file = new URL(moduleUrl).pathname.split('/').pop() ?? '';
  return file.replace(/\.js$/, '') || 'dev';
}

export function serviceWorkerUrl(version: string = buildVersion()): string {
  return `/sw.js?v=${encodeURIComponent(version)}`;
}

/** The build a worker was registered for (its ?v=). */
export function workerVersion(scriptUrl: string): string | null {
  return new URL(scriptUrl, 'http://localhost').searchParams.get('v');
}

/** The build an index.html loads: the name of its entry script. */
export function buildInShell(html: string): string | null {
  return /<script type="module"[^>]*src="\/assets\/([\w.-]+)\.js"/.exec(html)?.[1] ?? null;
}

let reloading = false;

/** Activates the waiting worker, then reloads once it controls the page. */
export function applyUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

let bannerShown = false;

/** A worker has installed while an older one controls the page. */
export function onWorkerWaiting(worker: ServiceWorker, pageVersion: string = buildVersion()): void {
  // This page already runs the new build (it was just loaded from the network): nothing to reload.
  if (workerVersion(worker.scriptURL) === pageVersion) {
    worker.postMessage({ type: 'SKIP_WAITING' });
    return;
  }
  if (bannerShown) return;
  bannerShown = true;
  void import('./show-update-banner')
    .then(({ showUpdateBanner }) => showUpdateBanner({ onReload: () => applyUpdate(worker) }))
    .catch(() => {
      // The banner's chunk could not load (offline, or a deployment removed it): the next visit gets the update.
      bannerShown = false;
    });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // A first install has no controller yet: there is nothing to update, the worker simply takes over.
  if (registration.waiting && navigator.serviceWorker.controller) onWorkerWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) onWorkerWaiting(installing);
    });
  });
}

let lastCheck = 0;

/** Looks for a newer deployment than the one this page runs, and installs its worker if there is one. */
async function checkForNewBuild(registration: ServiceWorkerRegistration): Promise<void> {
  if (Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
  lastCheck = Date.now();
  try {
    // The query keeps the request away from the worker's cached shell.
    const response = await fetch(`/index.html?check=${lastCheck}`, { cache: 'no-store' });
    const latest = response.ok ? buildInShell(await response.text()) : null;
    if (latest && latest !== buildVersion()) await navigator.serviceWorker.register(serviceWorkerUrl(latest), { scope: '/' });
    else await registration.update();
  } catch {
    // Offline or the server is restarting: the next check will do.
  }
}

async function register(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register(serviceWorkerUrl(), { scope: '/' });
    watchForUpdates(registration);
    window.setInterval(() => void checkForNewBuild(registration), CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void checkForNewBuild(registration);
    });
  } catch (error) {
    // The app works without the worker (no offline shell, no install); nothing to tell the member.
    logger.warn('Service worker registration failed', { error });
  }
}

/** Registers the service worker once the page has loaded, so it never competes with the first render. */
export function registerServiceWorker(): void {
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
