// The prerendered landing page's first script, inline in its <head> (the server inlines this built
// file and allows it by its hash in the page's CSP): it runs before the page's body is parsed. For a
// signed-in member (a token in localStorage, §9) the landing is never shown: its markup stays hidden
// (`html[data-member] #root`, src/landing.css) instead of being laid out and painted for a moment, and
// the app's stylesheet starts downloading now, first and alone: the member shell that boot.ts shows
// needs it, and nothing else (decision 0055). No imports and no exports: it is a classic script.
export {};

{
  const html = document.documentElement;
  let token: string | null = null;
  try {
    token = window.localStorage.getItem('token');
  } catch {
    // Storage turned off: a visitor's page.
  }
  if (token && html.dataset.entry) {
    html.setAttribute('data-member', '');
    if (html.dataset.css) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.id = 'app-css';
      link.href = html.dataset.css;
      // boot.ts waits for it, and may run after it has loaded or failed.
      const settled = () => link.setAttribute('data-settled', '');
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
      document.head.append(link);
    }
    // The page's first date format loads the browser's date and time zone data: about 100 ms of a
    // phone's main thread under Lighthouse's fourfold slowdown, whatever its language or zone, paid by
    // the member layout's time zone check among the home's first tasks once the app ran. Here it is
    // paid while the stylesheet downloads, before anything is painted, and the app's formats are then
    // cheap (decision 0129).
    try {
      new Intl.DateTimeFormat(html.lang || undefined).format(0);
    } catch {
      // A browser without Intl's date formats: nothing to prepare.
    }
  }
}
