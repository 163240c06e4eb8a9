// The only script of the prerendered landing page (served by the server, see src/prerender.tsx).
// A visitor gets the static page and nothing else but the service worker; a signed-in member, whose
// token is in localStorage (§9), gets the app, which renders the member home in place of the landing.
// Kept free of imports: it must stay one small file.
export {};

const root = document.getElementById('root');
const entry = root?.dataset.entry;
const stylesheet = root?.dataset.css;

function storedToken(): string | null {
  try {
    return window.localStorage.getItem('token');
  } catch {
    return null;
  }
}

if (root && entry) {
  if (storedToken()) {
    // The app's scripts start downloading now, beside its stylesheet; the app runs once the stylesheet
    // has loaded (the landing's inline one covers the landing only).
    root.replaceChildren();
    for (const href of [entry, ...(root.dataset.preload ?? '').split(' ').filter(Boolean)]) {
      const hint = document.createElement('link');
      hint.rel = 'modulepreload';
      hint.crossOrigin = '';
      hint.href = href;
      document.head.append(hint);
    }
    const start = () => {
      document.getElementById('landing-css')?.remove();
      void import(/* @vite-ignore */ entry);
    };
    if (stylesheet) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheet;
      link.addEventListener('load', start, { once: true });
      link.addEventListener('error', start, { once: true });
      document.head.append(link);
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
