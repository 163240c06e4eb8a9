// The prerendered landing page's script, run once the page is parsed (served by the server, see
// src/prerender.tsx). A visitor gets the static page and nothing else but the service worker; a
// signed-in member, whose token is in localStorage (§9), gets the app, which renders the member home in
// place of the landing: boot-head.ts, inline in the page's head, has already hidden the landing and
// started the app's stylesheet and scripts. Kept free of imports: it must stay one small file.
export {};

const html = document.documentElement;
const root = document.getElementById('root');
const entry = html.dataset.entry;

function storedToken(): string | null {
  try {
    return window.localStorage.getItem('token');
  } catch {
    return null;
  }
}

if (root && entry) {
  if (storedToken()) {
    root.replaceChildren();
    html.removeAttribute('data-member');
    const start = () => {
      document.getElementById('landing-css')?.remove();
      void import(/* @vite-ignore */ entry);
    };
    // The app runs once its stylesheet has loaded (the landing's inline one covers the landing only).
    const stylesheet = document.querySelector<HTMLLinkElement>('link#app-css');
    if (stylesheet && !stylesheet.hasAttribute('data-settled')) {
      stylesheet.addEventListener('load', start, { once: true });
      stylesheet.addEventListener('error', start, { once: true });
    } else start();
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
