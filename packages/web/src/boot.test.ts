import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { useFakeIndexedDb } from '@/test/fake-indexeddb';

// The home's alert cards in the shell (prerender.tsx, decision 0093): one of each kind, instants as slots.
const alertBlock =
  '<div data-shell-alerts=""><div data-home-now="">' +
  '<section id="self-harm-support" data-alert="phq9_item9"><h2>Help is available right now</h2><p>You told us…</p>' +
  '<p data-seen=""><svg></svg>Seen by your care team on \uE002.</p></section>' +
  '<section id="bp-crisis-advice" data-alert="bp_crisis"><h2>Your blood pressure was very high</h2>' +
  '<p>The reading you logged on <!-- -->\uE001<!-- --> was above 180/120.</p>' +
  '<p data-seen=""><svg></svg>Seen by your care team on \uE002.</p></section>' +
  '</div></div>';

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
  </div>
  <template id="member-shell-markup"><a href="#main">Skip</a><div><main id="main"><header><h1>Your Health Journey</h1><p data-greeting="Welcome back. Small, steady steps add up.">Welcome back, \uE000. Small, steady steps add up.</p></header>${alertBlock}<div role="status">Loading</div></main></div></template>`;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The landing's stylesheet arrives (jsdom loads none), and the boot script's next steps run. */
/**
 * The landing's stylesheet arrives (jsdom loads none), then the boot script decides: it starts the app
 * (its module preloads appear) once the shell, if any, is in the page.
 */
async function stylesheetLoads() {
  for (const link of document.head.querySelectorAll('link#app-css')) link.dispatchEvent(new Event('load'));
  await vi.waitFor(() => expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull(), { timeout: 5000 });
}

const shellGreeting = () => document.querySelector('#member-shell header p')?.textContent;

/** What the app keeps on the device for a session (src/lib/offline/session.ts): SHA-256 of the token, and the first name. */
async function keepOwner(token: string, firstName: string, extra: { activeAt?: number; remembered?: boolean; alerts?: unknown } = {}) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const session = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const db = await openDB('wellpath-offline', 1, {
    upgrade(created) {
      created.createObjectStore('query-cache');
      created.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true }).createIndex('byUser', 'userId');
      created.createObjectStore('meta');
    },
  });
  await db.put('meta', { userId: 'member-1', session, firstName, activeAt: Date.now() - MINUTE, ...extra }, 'owner');
  db.close();
}

function page(preload = '', later = '') {
  const html = document.documentElement;
  // An entry the test can import (the boot script imports it once the shell shows).
  html.dataset.entry = 'data:text/javascript,export{}';
  html.dataset.css = '/assets/index-abc.css';
  // The server's session idle limits: 30 minutes, 30 days with "remember me".
  html.dataset.sessionIdle = `${30 * MINUTE} ${30 * DAY}`;
  html.lang = 'en-CA';
  // What the boot script preloads when it starts the app (the server's list of the app's scripts).
  html.dataset.preload = preload || '/assets/app-2.js';
  // Then the home's sections' and later cards' scripts (decision 0129).
  if (later) html.dataset.preloadLater = later;
  else delete html.dataset.preloadLater;
}

/** The head script as the page runs it (before the body), then the body, then the boot script. */
async function load(preload = '', later = '') {
  page(preload, later);
  for (const link of document.head.querySelectorAll('link')) link.remove();
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

/** A member's full load of / with token `session-1`, on a device that keeps that session's record (with this first name) or none. */
async function openAsMember(firstName: string | null, extra: { activeAt?: number; remembered?: boolean; alerts?: unknown } = {}) {
  if (firstName !== null) await keepOwner('session-1', firstName, extra);
  localStorage.setItem('token', 'session-1');
  await load();
  await stylesheetLoads();
}

beforeEach(useFakeIndexedDb);

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  document.documentElement.removeAttribute('data-member');
  document.getElementById('member-shell')?.remove();
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
    // Hidden from the start (the landing's stylesheet hides #root while html has data-member), then
    // emptied and hidden on its own: the app renders there unseen.
    const root = document.getElementById('root')!;
    expect(root.children).toHaveLength(0);
    expect(root.hidden).toBe(true);
    expect(document.documentElement.hasAttribute('data-member')).toBe(false);
    const stylesheet = document.head.querySelector<HTMLLinkElement>('link#app-css')!;
    expect(stylesheet.getAttribute('href')).toBe('/assets/index-abc.css');
    // The shell and the app's scripts wait for the stylesheet.
    expect(document.getElementById('member-shell')).toBeNull();
    expect(stylesheet.hasAttribute('data-settled')).toBe(false);
    // (It arrives, so that nothing of this page is still waiting in the next test.)
    await stylesheetLoads();
  });

  it('shows the member shell before #root once the stylesheet has loaded, inert and without its ids', async () => {
    await keepOwner('session-1', 'Morgan');
    localStorage.setItem('token', 'session-1');
    await load();
    expect(document.getElementById('member-shell')).toBeNull();
    await stylesheetLoads();
    const shell = document.getElementById('member-shell')!;
    expect(shell.nextElementSibling).toBe(document.getElementById('root'));
    expect(shell.inert).toBe(true);
    expect(shell.querySelector('[id]')).toBeNull();
    expect(shell.querySelector('[data-greeting]')).toBeNull();
  });

  it('shows no shell without a record of the session on this device: the app alone, as before', async () => {
    await openAsMember(null);
    expect(document.getElementById('member-shell')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(true);
  });

  it('shows no shell for a session the server has probably ended (idle past its limit)', async () => {
    await openAsMember('Morgan', { activeAt: Date.now() - 31 * MINUTE });
    expect(document.getElementById('member-shell')).toBeNull();

    // The same idle time, with "remember me": the session lasts days.
    await openAsMember('Morgan', { activeAt: Date.now() - 31 * MINUTE, remembered: true });
    expect(shellGreeting()).toBe('Welcome back, Morgan. Small, steady steps add up.');
  });

  it("shows no shell when the app will not speak the page's language", async () => {
    localStorage.setItem('locale', 'fr');
    await openAsMember('Morgan');
    expect(document.getElementById('member-shell')).toBeNull();
  });

  it('sets the first name as text, whatever it holds', async () => {
    await openAsMember("<img src=x onerror=alert(1)> $& $'");
    expect(shellGreeting()).toBe("Welcome back, <img src=x onerror=alert(1)> $& $'. Small, steady steps add up.");
    expect(document.querySelector('#member-shell img')).toBeNull();
  });

  it('greets by the first name kept for this very session only', async () => {
    await openAsMember('Morgan');
    expect(shellGreeting()).toBe('Welcome back, Morgan. Small, steady steps add up.');

    // A record without a name (the profile not loaded yet then): the greeting without one.
    document.getElementById('member-shell')?.remove();
    await openAsMember('');
    expect(shellGreeting()).toBe('Welcome back. Small, steady steps add up.');

    // Another session on this device (the record names the old one's token hash): no shell at all.
    document.getElementById('member-shell')?.remove();
    localStorage.setItem('token', 'session-2');
    await load();
    await stylesheetLoads();
    expect(document.getElementById('member-shell')).toBeNull();
  });

  it("shows the home's cards of the open alerts the device keeps, their instants as the app writes them (decision 0093)", async () => {
    const raised = '2026-11-21T15:05:00.000Z';
    const seen = '2026-11-21T16:30:00.000Z';
    await openAsMember('Morgan', {
      alerts: [
        { kind: 'bp_crisis', created_at: raised, acknowledged_at: seen },
        // Not a kind the home has a card for here, and a record's entry without its instants: left out.
        { kind: 'critical_lab', created_at: raised, acknowledged_at: null },
        { kind: 'phq9_item9', created_at: 'soon', acknowledged_at: null },
      ],
    });
    const cards = [...document.querySelectorAll<HTMLElement>('#member-shell [data-alert]')];
    expect(cards.map((card) => card.dataset.alert)).toEqual(['bp_crisis']);
    expect(cards[0]!.textContent).toContain(`The reading you logged on ${formatDateTime(raised)} was above 180/120.`);
    // One full stop, also after "p.m.".
    const seenAt = formatDateTime(seen);
    expect(cards[0]!.querySelector('[data-seen]')!.textContent).toBe(
      `Seen by your care team on ${seenAt.endsWith('.') ? seenAt : `${seenAt}.`}`,
    );
    expect(document.querySelector('#member-shell')!.textContent).not.toMatch(/[\uE000-\uE002]/);

    // Not seen yet: no "seen" line.
    document.getElementById('member-shell')?.remove();
    await openAsMember('Morgan', { alerts: [{ kind: 'phq9_item9', created_at: raised, acknowledged_at: null }] });
    const card = document.querySelector<HTMLElement>('#member-shell [data-alert]')!;
    expect(card.dataset.alert).toBe('phq9_item9');
    expect(card.querySelector('[data-seen]')).toBeNull();
  });

  it('shows no alert cards when the device keeps no open alert, or a record from before them', async () => {
    await openAsMember('Morgan', { alerts: [] });
    expect(document.querySelector('#member-shell [data-shell-alerts]')).toBeNull();
    expect(shellGreeting()).toBe('Welcome back, Morgan. Small, steady steps add up.');
    document.getElementById('member-shell')?.remove();
    await openAsMember('Morgan');
    expect(document.querySelector('#member-shell [data-shell-alerts]')).toBeNull();
    expect(document.querySelector('#member-shell [role="status"]')).not.toBeNull();
  });

  it('never creates the offline database that it reads', async () => {
    await openAsMember(null);
    expect(document.getElementById('member-shell')).toBeNull();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain('wellpath-offline');
  });

  it('swaps the shell for the app when the app asks, in one step', async () => {
    await openAsMember('Morgan');
    expect(document.getElementById('member-shell')).not.toBeNull();
    const { revealApp } = await import('./app/member-shell');
    revealApp();
    expect(document.getElementById('member-shell')).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
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

  it("makes the page's first date format from the head, for a signed-in member only (decision 0129)", async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      page();
      vi.resetModules();
      await import('./boot-head');
      expect(made).not.toHaveBeenCalled();

      localStorage.setItem('token', 'session-1');
      vi.resetModules();
      await import('./boot-head');
      expect(made).toHaveBeenCalledWith('en-CA');
    } finally {
      made.mockRestore();
    }
  });

  it("loads the app's stylesheet from the head and its scripts once the shell shows, for a signed-in member only", async () => {
    const preload = '/assets/vendor-1.js /assets/app-2.js /assets/member-home-3.js';
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    await load(preload);
    expect(preloaded()).toEqual([]);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();

    await keepOwner('session-1', 'Morgan');
    localStorage.setItem('token', 'session-1');
    await load(preload);
    // First the stylesheet alone: nothing takes bandwidth from what the shell waits for.
    expect(document.head.querySelector('link#app-css')).not.toBeNull();
    expect(preloaded()).toEqual([]);
    await stylesheetLoads();
    expect(preloaded()).toEqual(['/assets/vendor-1.js', '/assets/app-2.js', '/assets/member-home-3.js']);
  });

  it("adds the app's module preloads a few per task, then the home's sections' and later cards' after the rest (decision 0129)", async () => {
    const first = Array.from({ length: 9 }, (_, i) => `/assets/first-${i}.js`);
    const later = ['/assets/sections-1.js', '/assets/later-2.js'];
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    await keepOwner('session-1', 'Morgan');
    localStorage.setItem('token', 'session-1');
    // What each task added (a mutation observer hears a task's changes together, once the task is done).
    const batches: string[][] = [];
    const observer = new MutationObserver((records) => {
      const added = records.flatMap((r) => [...r.addedNodes]).filter((n): n is HTMLLinkElement => n instanceof HTMLLinkElement);
      const hrefs = added.filter((l) => l.rel === 'modulepreload').map((l) => l.getAttribute('href') ?? '');
      if (hrefs.length > 0) batches.push(hrefs);
    });
    observer.observe(document.head, { childList: true });
    try {
      await load(first.join(' '), later.join(' '));
      await stylesheetLoads();
      await vi.waitFor(() => expect(preloaded()).toEqual([...first, ...later]));
    } finally {
      observer.disconnect();
    }
    // In the server's order, each once, four at most per task.
    expect(batches.flat()).toEqual([...first, ...later]);
    expect(batches.length).toBeGreaterThanOrEqual(3);
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(4);
  });

  it("starts the app's scripts only once the browser says the shell has been painted (decision 0093)", async () => {
    let report: ((entries: string[]) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe(options: { type: string }) {
        expect(options.type).toBe('paint');
        report = (names) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      }
      disconnect() {
        report = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      await keepOwner('session-1', 'Morgan');
      localStorage.setItem('token', 'session-1');
      await load();
      for (const link of document.head.querySelectorAll('link#app-css')) link.dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(document.getElementById('member-shell')).not.toBeNull());
      await vi.waitFor(() => expect(report).toBeDefined());
      // A paint without content (the page's background) is not the shell's.
      report!(['first-paint']);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
      report!(['first-contentful-paint']);
      expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
