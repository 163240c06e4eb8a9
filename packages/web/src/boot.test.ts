import { afterEach, describe, expect, it, vi } from 'vitest';

// The prerendered landing page is not hydrated: for a visitor its script only closes the phone's
// section menu. The server puts the app's files on <html> (data-entry, data-css, data-preload).
const landing = `
  <div id="root">
    <header>
      <details data-section-menu="">
        <summary>Menu</summary>
        <nav aria-label="Sections"><a href="#features">Features</a><a href="#about">About</a></nav>
      </details>
    </header>
    <main><p>Page text</p></main>
  </div>`;

function page(preload = '') {
  const html = document.documentElement;
  html.dataset.entry = '/assets/index-abc.js';
  html.dataset.css = '/assets/index-abc.css';
  if (preload) html.dataset.preload = preload;
  else delete html.dataset.preload;
}

/** The head script as the page runs it (before the body), then the body, then the boot script. */
async function load(preload = '') {
  page(preload);
  document.body.innerHTML = '';
  vi.resetModules();
  await import('./boot-head');
  document.body.innerHTML = landing;
  await import('./boot');
}

async function boot() {
  page();
  document.body.innerHTML = landing;
  vi.resetModules();
  await import('./boot');
  const menu = document.querySelector('details')!;
  menu.open = true;
  return menu;
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  document.documentElement.removeAttribute('data-member');
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe("the landing page's boot script", () => {
  it('closes the section menu once a section is chosen', async () => {
    const menu = await boot();
    document.querySelector<HTMLElement>('a[href="#about"]')!.click();
    expect(menu.open).toBe(false);
  });

  it('closes it on a tap elsewhere, but not on a tap inside it', async () => {
    const menu = await boot();
    document.querySelector('nav')!.click();
    expect(menu.open).toBe(true);
    document.querySelector('p')!.click();
    expect(menu.open).toBe(false);
  });

  it('closes it on Escape, focusing its button', async () => {
    const menu = await boot();
    document.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('summary'));
  });

  it('leaves the page to the app for a signed-in member, waiting for its stylesheet', async () => {
    localStorage.setItem('token', 'session-1');
    await load();
    // Hidden from the start (the landing's stylesheet hides #root while html has data-member), then emptied.
    expect(document.getElementById('root')!.children).toHaveLength(0);
    expect(document.documentElement.hasAttribute('data-member')).toBe(false);
    const stylesheet = document.head.querySelector<HTMLLinkElement>('link#app-css')!;
    expect(stylesheet.getAttribute('href')).toBe('/assets/index-abc.css');
    // The entry is imported on the stylesheet's load (not here: jsdom loads no stylesheet).
    expect(stylesheet.hasAttribute('data-settled')).toBe(false);
  });

  it('hides the landing from the head script on, for a signed-in member only', async () => {
    page();
    vi.resetModules();
    await import('./boot-head');
    expect(document.documentElement.hasAttribute('data-member')).toBe(false);

    localStorage.setItem('token', 'session-1');
    vi.resetModules();
    await import('./boot-head');
    expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  });

  it("preloads the app's scripts and stylesheet from the head for a signed-in member, and nothing for a visitor", async () => {
    const preload = '/assets/vendor-1.js /assets/app-2.js /assets/member-home-3.js';
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    await load(preload);
    expect(preloaded()).toEqual([]);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();

    localStorage.setItem('token', 'session-1');
    await load(preload);
    expect(preloaded()).toEqual(['/assets/index-abc.js', '/assets/vendor-1.js', '/assets/app-2.js', '/assets/member-home-3.js']);
  });
});
