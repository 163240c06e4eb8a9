// The prerendered landing page's script, run once the page is parsed (served by the server, see
// src/prerender.tsx). A visitor gets the static page and nothing else but the service worker; a
// signed-in member, whose token is in localStorage (§9), gets the app, which renders the member home in
// place of the landing: boot-head.ts, inline in the page's head, has already hidden the landing and
// started the app's stylesheet; this script shows the member shell (decision 0055), then preloads and
// starts the app. Kept free of imports (a type's is erased): it must stay one small file.
import type { OwnerRecord, ShellAlert } from '@/lib/offline/database';

const html = document.documentElement;
const root = document.getElementById('root');
const entry = html.dataset.entry;

/** How long the shell may stay, at most, once the app's scripts have started. */
const REVEAL_AT_LATEST_MS = 15_000;
/** How long the session's record may still take to read once the stylesheet is in, before the app starts without the shell. */
const SESSION_WAIT_MS = 150;
/** How long the app's scripts wait for the shell's paint at most (a browser may be too busy to tell). */
const PAINT_WAIT_MS = 1_000;
/** How long the shell waits for the app's stylesheet at most. */
const STYLESHEET_WAIT_MS = 3_000;

function storedToken(): string | null {
  try {
    return window.localStorage.getItem('token');
  } catch {
    return null;
  }
}

if (root && entry) {
  const token = storedToken();
  if (token) {
    root.replaceChildren();
    // The app renders here unseen; the member shell shows meanwhile (decision 0055) until the app
    // reveals itself (src/app/member-shell.ts).
    root.hidden = true;
    root.setAttribute('data-shell', '');
    html.removeAttribute('data-member');
    document.addEventListener('wellpath:app-shown', reveal, { once: true });
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      // The app's scripts, the member home's included, all requested up front (no chain of imports one
      // after the other); only now, so that nothing took bandwidth from the stylesheet the shell waited
      // for. Then the home's sections and later cards (decision 0129), which the app would otherwise
      // ask for itself once the greeting has painted, 30 and more requests in one task.
      preloadInSlices(listed(html.dataset.preload), () => {
        // An entry that cannot be loaded leaves the page as it was before the shell (the browser's
        // console says why); should the app never reveal itself, its page shows after a while all the same.
        import(/* @vite-ignore */ entry).then(() => setTimeout(reveal, REVEAL_AT_LATEST_MS), reveal);
        preloadInSlices(listed(html.dataset.preloadLater));
      });
    };
    const show = (kept: KeptSession | null) => {
      document.getElementById('landing-css')?.remove();
      if (!kept || !sameLanguageAsApp()) return start();
      try {
        showShell(root, kept);
      } catch {
        return start();
      }
      afterShellPainted(start);
    };
    // The shell waits for the app's stylesheet (the landing's inline one covers the landing only), but
    // not forever.
    const stylesheet = document.querySelector<HTMLLinkElement>('link#app-css');
    const styled = new Promise<void>((resolve) => {
      if (stylesheet && !stylesheet.hasAttribute('data-settled')) {
        stylesheet.addEventListener('load', () => resolve(), { once: true });
        stylesheet.addEventListener('error', () => resolve(), { once: true });
        setTimeout(resolve, STYLESHEET_WAIT_MS);
      } else resolve();
    });
    // The record is read while the stylesheet downloads; once it is in, the read may take a little longer.
    const kept = keptSession(token).catch(() => null);
    const read = () => Promise.race([kept, new Promise<null>((resolve) => setTimeout(() => resolve(null), SESSION_WAIT_MS))]);
    void styled.then(read).then(show, () => show(null));
  } else {
    closeSectionMenuWhenDone();
    if ('serviceWorker' in navigator) {
      // The same worker version the app registers (/sw.js?v=<entry chunk name>), once the page has loaded.
      const version = entry.split('/').pop()?.replace(/\.js$/, '') ?? 'dev';
      const register = () =>
        void navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(version)}`, { scope: '/' }).catch(() => {});
      if (document.readyState === 'complete') register();
      else window.addEventListener('load', register, { once: true });
    }
  }
}

/** How many module preloads one task adds: each starts a request, about 1 ms of a phone's main thread (4x: 5 ms). */
const PRELOADS_PER_TASK = 4;

/** The space-separated list of an attribute of <html>. */
function listed(value: string | undefined): string[] {
  return (value ?? '').split(' ').filter(Boolean);
}

/**
 * Adds a module preload link for each script, a few per task (issue 39: forty in one task held a
 * phone's main thread for 80 ms once the shell had painted), then runs `then`.
 */
function preloadInSlices(hrefs: string[], then?: () => void): void {
  const slice = hrefs.slice(0, PRELOADS_PER_TASK);
  for (const href of slice) {
    const hint = document.createElement('link');
    hint.rel = 'modulepreload';
    hint.crossOrigin = '';
    hint.href = href;
    document.head.append(hint);
  }
  if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preloadInSlices(hrefs.slice(PRELOADS_PER_TASK), then), 0);
  else then?.();
}

/**
 * Runs `then` once the shell has been painted: the app's scripts then start (they hold the main thread
 * for a while, and every request started before a paint delays it on a slow link, decision 0055). The
 * browser says when the page's first content was on screen (paint timing: the shell is the member's
 * first content, the landing being hidden); a frame and a task later where it cannot (decision 0093:
 * that frame may reach the screen much later on a busy phone). A hidden tab paints nothing, so a
 * timer starts them there, and on any browser too busy to tell.
 */
function afterShellPainted(then: () => void): void {
  const timer = setTimeout(then, document.hidden ? 0 : PAINT_WAIT_MS);
  const done = () => {
    clearTimeout(timer);
    then();
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(done, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    done();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** What the device keeps of the stored token's session for the member shell (decision 0055). */
interface KeptSession {
  firstName: NonNullable<OwnerRecord['firstName']> | null;
  /** The open alerts kept with the record (decision 0093); none for a record written before them. */
  alerts: ShellAlert[];
}

/**
 * The session's record on this device (IndexedDB `wellpath-offline`, the `meta` store's 'owner'
 * record, written by src/lib/offline/session.ts), if it is the stored token's (the record names the
 * SHA-256 of the token) and the session may still be alive: the server last answered it less than
 * its idle limit ago (`data-session-idle` on <html>, from the server's configuration: without and
 * with "remember me"). Otherwise null, and no shell: a session the server has ended would greet the
 * member only to send them to the landing page. Never creates the database.
 */
function keptSession(token: string): Promise<KeptSession | null> {
  const [memberIdle, rememberedIdle] = (html.dataset.sessionIdle ?? '').split(' ').map(Number);
  const read = new Promise<KeptSession | null>((resolve) => {
    if (typeof indexedDB === 'undefined' || !crypto.subtle || !memberIdle || !rememberedIdle) return resolve(null);
    const digest = crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open('wellpath-offline');
    } catch {
      return resolve(null);
    }
    // No database yet: opening it would create it without its stores (the app creates it).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const get = db.transaction('meta').objectStore('meta').get('owner');
        get.onerror = () => resolve(null);
        get.onsuccess = () => {
          const record = get.result as
            { session?: unknown; firstName?: unknown; activeAt?: unknown; remembered?: unknown; alerts?: unknown } | undefined;
          void digest
            .then((bytes) => {
              const session = [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
              const idle = record?.remembered === true ? rememberedIdle : memberIdle;
              const alive = typeof record?.activeAt === 'number' && Date.now() - record.activeAt < idle;
              if (record?.session !== session || !alive) return resolve(null);
              resolve({ firstName: typeof record.firstName === 'string' ? record.firstName : null, alerts: keptAlerts(record.alerts) });
            })
            .catch(() => resolve(null));
        };
      } catch {
        resolve(null);
      } finally {
        db.close();
      }
    };
  });
  return read;
}

/** The record's open alerts, each with its kind and instants as the app wrote them; anything else is left out. */
function keptAlerts(value: unknown): ShellAlert[] {
  if (!Array.isArray(value)) return [];
  const instant = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
  return (value as Array<Partial<Record<keyof ShellAlert, unknown>>>).filter(
    (a): a is ShellAlert =>
      typeof a === 'object' &&
      a !== null &&
      typeof a.kind === 'string' &&
      instant(a.created_at) &&
      (a.acknowledged_at === null || instant(a.acknowledged_at)),
  );
}

/**
 * Whether the app will speak the page's language. The server answers / in the `lang` cookie's
 * language, else the browser's; the app takes the cookie, else the language kept in localStorage,
 * else the browser's (src/lib/i18n/locale.ts). Only a kept language without the cookie can differ.
 */
function sameLanguageAsApp(): boolean {
  if (/(?:^|;\s*)lang=(?:en|fr)(?:;|$)/.test(document.cookie)) return true;
  let kept: string | null = null;
  try {
    kept = window.localStorage.getItem('locale');
  } catch {
    return true;
  }
  return (kept !== 'en' && kept !== 'fr') || html.lang.startsWith(kept);
}

/** Puts the member shell (the landing's <template>, prerender.tsx) before #root, greeting and alert cards filled in. */
function showShell(root: HTMLElement, kept: KeptSession): void {
  const template = document.getElementById('member-shell-markup');
  if (!(template instanceof HTMLTemplateElement)) return;
  const shell = document.createElement('div');
  shell.id = 'member-shell';
  shell.append(template.content.cloneNode(true));
  const greeting = shell.querySelector<HTMLElement>('[data-greeting]');
  if (greeting) {
    const named = greeting.textContent ?? '';
    const nameless = greeting.getAttribute('data-greeting') ?? '';
    greeting.removeAttribute('data-greeting');
    // Text only: the name is never parsed as markup.
    const name = kept.firstName?.trim();
    greeting.textContent = name ? named.split('\uE000').join(name) : nameless;
  }
  showAlerts(shell, kept.alerts);
  // Its links would lead nowhere yet and its buttons do nothing: the app's own take their place. Its
  // ids would be the app's twins (#main) while both are in the page.
  shell.inert = true;
  for (const element of shell.querySelectorAll('[id]')) element.removeAttribute('id');
  root.before(shell);
}

/**
 * The home's alert cards for the member's open alerts (decision 0093), their instants written as the
 * app writes them (lib/dates.ts, formatDateTime: the page's language, the device's clock); the other
 * cards go, and the whole block when none is open.
 */
function showAlerts(shell: HTMLElement, alerts: ShellAlert[]): void {
  const block = shell.querySelector('[data-shell-alerts]');
  if (!block) return;
  // Made only for a card that shows: a date format loads its locale's data, time the paint waits for.
  let format: Intl.DateTimeFormat | undefined;
  const write = (value: string) =>
    (format ??= new Intl.DateTimeFormat(html.lang.startsWith('fr') ? 'fr-CA' : 'en-CA', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })).format(new Date(value));
  let shown = 0;
  for (const card of block.querySelectorAll<HTMLElement>('[data-alert]')) {
    const alert = alerts.find((a) => a.kind === card.dataset.alert);
    if (!alert) {
      card.remove();
      continue;
    }
    shown += 1;
    if (alert.acknowledged_at === null) card.querySelector('[data-seen]')?.remove();
    const values: Array<[string, string | null]> = [
      ['\uE001', alert.created_at],
      ['\uE002', alert.acknowledged_at],
    ];
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let text = node.nodeValue ?? '';
      for (const [slot, value] of values) {
        if (value === null || !text.includes(slot)) continue;
        const when = write(value);
        // A sentence ends with one full stop, also after "p.m." (open-alert-cards.tsx adds one after the slot).
        text = text
          .split(`${slot}.`)
          .join(when.endsWith('.') ? when : `${when}.`)
          .split(slot)
          .join(when);
      }
      node.nodeValue = text;
    }
  }
  if (shown === 0) block.remove();
}

/** The app in place of the shell, in one frame (the app asks for it: src/app/member-shell.ts). */
function reveal(): void {
  document.getElementById('member-shell')?.remove();
  const root = document.getElementById('root');
  if (root?.hasAttribute('data-shell')) {
    root.removeAttribute('data-shell');
    root.hidden = false;
  }
}

// The phone's section menu (a <details>: it opens and closes without this script) also closes once a
// section is chosen, on Escape and on a tap elsewhere, as the React-rendered landing does.
function closeSectionMenuWhenDone() {
  const menu = document.querySelector<HTMLDetailsElement>('details[data-section-menu]');
  if (!menu) return;
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (menu.open && (!menu.contains(target) || target.closest('a'))) menu.open = false;
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
}
