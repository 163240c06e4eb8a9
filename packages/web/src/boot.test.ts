import { afterEach, describe, expect, it, vi } from 'vitest';

// The prerendered landing page is not hydrated: its only script closes the phone's section menu.
const landing = `
  <div id="root" data-entry="/assets/index-abc.js" data-css="/assets/index-abc.css">
    <header>
      <details data-section-menu="">
        <summary>Menu</summary>
        <nav aria-label="Sections"><a href="#features">Features</a><a href="#about">About</a></nav>
      </details>
    </header>
    <main><p>Page text</p></main>
  </div>`;

async function boot() {
  document.body.innerHTML = landing;
  vi.resetModules();
  await import('./boot');
  const menu = document.querySelector('details')!;
  menu.open = true;
  return menu;
}

afterEach(() => {
  document.body.innerHTML = '';
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

  it('leaves the page to the app for a signed-in member', async () => {
    localStorage.setItem('token', 'session-1');
    document.body.innerHTML = landing;
    vi.resetModules();
    await import('./boot');
    expect(document.getElementById('root')!.children).toHaveLength(0);
    expect(document.head.querySelector('link[href="/assets/index-abc.css"]')).not.toBeNull();
  });

  it("preloads the app's scripts at once for a signed-in member, and nothing for a visitor", async () => {
    const withPreload = landing.replace('data-css=', 'data-preload="/assets/vendor-1.js /assets/app-2.js" data-css=');
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    document.body.innerHTML = withPreload;
    vi.resetModules();
    await import('./boot');
    expect(preloaded()).toEqual([]);

    localStorage.setItem('token', 'session-1');
    document.body.innerHTML = withPreload;
    vi.resetModules();
    await import('./boot');
    expect(preloaded()).toEqual(['/assets/index-abc.js', '/assets/vendor-1.js', '/assets/app-2.js']);
  });
});
