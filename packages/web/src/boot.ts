// The prerendered landing page's script, run once the page is parsed (served by the server, see
// src/prerender.tsx). A visitor gets the static page and nothing else but the service worker; a
// signed-in member, whose token is in localStorage (§9), gets the app, which renders the member home in
// place of the landing: boot-head.ts, inline in the page's head, has already hidden the landing and
// started the app's stylesheet; this script shows the member shell (decision 0055), then preloads and
// starts the app. Kept free of imports (a type's is erased): it must stay one small file.
import type { OwnerRecord } from '@/lib/offline/database';

const html = document.documentElement;
const root = document.getElementById('root');
const entry = html.dataset.entry;

/** How long the shell may stay, at most, once the app's scripts have started. */
const REVEAL_AT_LATEST_MS = 15_000;
/** How long the session's record may still take to read once the stylesheet is in, before the app starts without the shell. */
const SESSION_WAIT_MS = 150;
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
      // The app's scripts, the member home's included, all at once (no chain of imports one after the
      // other); only now, so that nothing took bandwidth from the stylesheet the shell waited for.
      for (const href of (html.dataset.preload ?? '').split(' ')) {
        if (!href) continue;
        const hint = document.createElement('link');
        hint.rel = 'modulepreload';
        hint.crossOrigin = '';
        hint.href = href;
        document.head.append(hint);
      }
      // An entry that cannot be loaded leaves the page as it was before the shell (the browser's
      // console says why); should the app never reveal itself, its page shows after a while all the same.
      import(/* @vite-ignore */ entry).then(() => setTimeout(reveal, REVEAL_AT_LATEST_MS), reveal);
    };
    const show = (kept: KeptSession | null) => {
      document.getElementById('landing-css')?.remove();
      if (!kept || !sameLanguageAsApp()) return start();
      try {
        showShell(root, kept.firstName);
      } catch {
        return start();
      }
      // The shell is painted before the app's scripts run (they hold the main thread for a while);
      // a hidden tab paints nothing, so a timer starts them there.
      requestAnimationFrame(() => setTimeout(start, 0));
      setTimeout(start, 100);
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

/** What the device keeps of the stored token's session for the member shell (decision 0055). */
interface KeptSession {
  firstName: NonNullable<OwnerRecord['firstName']> | null;
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
          const record = get.result as { session?: unknown; firstName?: unknown; activeAt?: unknown; remembered?: unknown } | undefined;
          void digest
            .then((bytes) => {
              const session = [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
              const idle = record?.remembered === true ? rememberedIdle : memberIdle;
              const alive = typeof record?.activeAt === 'number' && Date.now() - record.activeAt < idle;
              if (record?.session !== session || !alive) return resolve(null);
              resolve({ firstName: typeof record.firstName === 'string' ? record.firstName : null });
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

/** Puts the member shell (the landing's <template>, prerender.tsx) before #root, greeting filled in. */
function showShell(root: HTMLElement, firstName: string | null): void {
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
    const name = firstName?.trim();
    greeting.textContent = name ? named.split('\uE000').join(name) : nameless;
  }
  // Its links would lead nowhere yet and its buttons do nothing: the app's own take their place. Its
  // ids would be the app's twins (#main) while both are in the page.
  shell.inert = true;
  for (const element of shell.querySelectorAll('[id]')) element.removeAttribute('id');
  root.before(shell);
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
