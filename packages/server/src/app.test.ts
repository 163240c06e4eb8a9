import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { RouteTemplates } from './lib/access-log.js';
import { Drain } from './lib/drain.js';
import { createMemoryRateLimiter } from './lib/rate-limiter.js';
import { appBeside, createTestApp, MemoryTransport, type TestApp } from './test/helpers.js';

describe('RouteTemplates: a path no route matched as spelled, as the logs name it', () => {
  const routes = new RouteTemplates(['/api/user/verify-email/:token', '/verify-email/:token', '/unsubscribe/:token', '/api/user/profile']);
  it('names the route or page it matches whatever the case, percent-encoding or empty segments', () => {
    expect(routes.describe('/Verify-Email/abc123')).toBe('/verify-email/:token');
    expect(routes.describe('/VERIFY-EMAIL/abc123/?x=1')).toBe('/verify-email/:token');
    expect(routes.describe('//verify-email//abc123')).toBe('/verify-email/:token');
    expect(routes.describe('/%76erify-email/abc123')).toBe('/verify-email/:token');
    expect(routes.describe('/API/User/Verify-Email/abc123')).toBe('/api/user/verify-email/:token');
    expect(routes.describe('/Unsubscribe/abc123#top')).toBe('/unsubscribe/:token');
  });
  it('keeps only the segments some route spells out of any other path', () => {
    expect(routes.describe('/verify-email/abc123/more')).toBe('/verify-email/*/*');
    expect(routes.describe('/api/nothing-here?q=systolic')).toBe('/api/*');
    expect(routes.describe('/abc123')).toBe('/*');
    expect(routes.describe('/')).toBe('/');
  });
});

describe('access log', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await appBeside(t, { logger: pino(loggerOptions('info'), stream) });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('writes one flat line per request, with the route pattern and never a token, query or header', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: 'Bearer secret-token-123' } });
    await app.inject({ method: 'GET', url: '/api/staff-invitations/invite-token-456' });
    await app.inject({ method: 'GET', url: '/api/nothing-here?q=systolic-150' });
    await app.inject({ method: 'GET', url: '/api/health' }); // declared at warn: no line
    const access = lines.filter((l) => l.msg === 'request');
    expect(access.map((l) => [l.method, l.path, l.status])).toEqual([
      ['GET', '/api/user/profile', 401],
      ['GET', '/api/staff-invitations/:token', 404],
      ['GET', '/api/*', 404],
    ]);
    expect(access.every((l) => typeof l.reqId === 'string' && typeof l.ms === 'number')).toBe(true);
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(0);
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/secret-token-123|invite-token-456|systolic|authorization/i);
  });

  it('never logs the token of a page or call that carries one, whatever the spelling of its path', async () => {
    lines.length = 0;
    const token = 'tok3n-Abc_123';
    const asked: Array<[string, string]> = [
      ['GET', `/unsubscribe/${token}`],
      ['POST', `/unsubscribe/${token}`],
      ['GET', `/Verify-Email/${token}`],
      ['GET', `/verify-email/${token}/`],
      ['GET', `/%76erify-email/${token}`],
      ['GET', `/RESET-PASSWORD/${token}`],
      ['GET', `/Staff-Invitation/${token}`],
      ['GET', `/staff-invitation/${token}/extra`],
      ['GET', `/API/user/verify-email/${token}`],
      ['GET', `/api/Staff-Invitations/${token}`],
      ['GET', `/api/reminders/unsubscribe/${token}`],
      ['GET', `/${token}`],
    ];
    for (const [method, url] of asked) await app.inject({ method: method as 'GET' | 'POST', url });
    const access = lines.filter((l) => l.msg === 'request');
    expect(access.map((l) => l.path)).toEqual([
      '/unsubscribe/:token',
      '/unsubscribe/:token',
      '/verify-email/:token',
      '/verify-email/:token',
      '/verify-email/:token',
      '/reset-password/:token',
      '/staff-invitation/:token',
      '/staff-invitation/*/*',
      '/api/user/verify-email/:token',
      '/api/staff-invitations/:token',
      '/api/reminders/unsubscribe/:token',
      '/*',
    ]);
    expect(JSON.stringify(lines)).not.toContain('tok3n');
  });
});

describe('draining for a graceful shutdown', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const drain = new Drain();
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    app = await appBeside(t, { drain });
    // A request that is running when the drain begins (the signal lands while it works).
    app.get('/api/test-running-when-drain-begins', () => {
      drain.draining = true;
      return { ok: true };
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('closes each connection after its answer, the one running when it began too, and health answers 503', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');
    const running = await app.inject({ method: 'GET', url: '/api/test-running-when-drain-begins' });
    expect(running.statusCode).toBe(200);
    expect(running.headers.connection).toBe('close');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.body).toBe('{"status":"unavailable"}');
    expect(health.headers.connection).toBe('close');
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const other = await app.inject({ method: 'GET', url: '/api/content/landing' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.connection).toBe('close');
    expect(drain.lastRequestAt).toBeGreaterThan(0);
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  let webDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const shell =
    '<!doctype html><html lang="en-CA"><head><meta name="description" content="The English description" /><title>WellPath</title><script type="module" crossorigin src="/assets/index-123.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-123.js"><link rel="stylesheet" crossorigin href="/assets/index-123.css">' +
    '</head><body><div id="root"></div></body></html>';
  const script = 'console.log("a hashed chunk");\n'.repeat(100);
  const headScript = '{ document.documentElement.dataset.probe = "1"; }\n';
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    webDir = path.join(t.config.dataDir, 'web');
    const assets = path.join(webDir, 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.mkdirSync(path.join(webDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), shell);
    fs.writeFileSync(path.join(assets, 'app-123.js'), script);
    fs.writeFileSync(path.join(assets, 'app-123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(assets, 'app-123.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(assets, 'boot-123.js'), 'export {};');
    fs.writeFileSync(path.join(assets, 'boot-head-123.js'), headScript);
    fs.writeFileSync(path.join(assets, 'landing-123.css'), '.landing{color:teal}\n');
    fs.writeFileSync(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-123.js', css: ['assets/index-123.css'] },
        'src/boot.ts': { file: 'assets/boot-123.js' },
        'src/boot-head.ts': { file: 'assets/boot-head-123.js' },
        'src/app/layouts/member-layout.tsx': { file: 'assets/member-layout-123.js', imports: ['_shell-123.js', '_vendor-123.js'] },
        'src/app/routes/member-home.tsx': { file: 'assets/member-home-123.js', imports: ['_shell-123.js', '_cards-123.js'] },
        '_shell-123.js': { file: 'assets/member-shell-123.js', imports: ['_vendor-123.js'] },
        '_cards-123.js': { file: 'assets/cards-123.js' },
        '_vendor-123.js': { file: 'assets/vendor-123.js' },
        // The home's sections and its cards below the fold: loaded by the home itself, preloaded after the rest.
        'src/app/routes/member-home-sections.tsx': { file: 'assets/sections-123.js', imports: ['_cards-123.js', '_badges-123.js'] },
        'src/app/routes/member-home-later.tsx': { file: 'assets/later-123.js', imports: ['_badges-123.js', '_prose-123.js'] },
        '_badges-123.js': { file: 'assets/badges-123.js' },
        '_prose-123.js': { file: 'assets/prose-123.js' },
        'virtual:wellpath-shared-catalog/en': { file: 'assets/en-123.js' },
        'virtual:wellpath-shared-catalog/fr': { file: 'assets/fr-123.js' },
        'src/locales/en/home.po': { file: 'assets/home-en-123.js' },
        'src/locales/fr/home.po': { file: 'assets/home-fr-123.js' },
        'src/locales/en/care.po': { file: 'assets/care-en-123.js' },
        'src/landing.css': { file: 'assets/landing-123.css' },
      }),
    );
    // The areas whose catalogues each chunk waits for (the home's chunk: home; nothing needs care's here).
    fs.writeFileSync(path.join(webDir, '.vite', 'lingui-areas.json'), JSON.stringify({ 'assets/cards-123.js': ['home'] }));
    // A stand-in for the web's SSR bundle (packages/web/dist-ssr/prerender.js, next to dist/).
    fs.mkdirSync(path.join(webDir, '..', 'dist-ssr'), { recursive: true });
    fs.writeFileSync(
      path.join(webDir, '..', 'dist-ssr', 'prerender.js'),
      'export function renderLanding(c, locale) { return { title: `WellPath · ${c.clinicName}`, html: `<main id="main"><h1>${c.hero.title}</h1></main>`,' +
        " lang: locale === 'fr' ? 'fr-CA' : 'en-CA', description: locale === 'fr' ? 'La description « française »' : 'The English description' }; }\n" +
        "export function renderMemberShell(locale) { return `<main><h1>${locale === 'fr' ? 'Votre parcours' : 'Your journey'}</h1></main>`; }\n",
    );
    // The French landing differs from the English one, whatever content/ holds in French today.
    const content = t.app.services.content;
    const fr = content.byLocale.fr;
    const frenchContent = { ...fr, landing: { ...fr.landing, hero: { ...fr.landing.hero, title: 'Votre santé, notre programme' } } };
    app = await buildApp({
      config: { ...t.config, webDistDir: webDir },
      db: t.db,
      content: { ...content, byLocale: { en: content.byLocale.en, fr: frenchContent } },
      transport: new MemoryTransport(),
      limiter: createMemoryRateLimiter(),
      serveWeb: true,
      startMail: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers client routes with the SPA shell from memory, uncached', async () => {
    for (const url of ['/login', '/lifestyle/sleep', '/verify-email/abc', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(shell);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The file on disk is read once at start: changing it does not change what is served.
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><p>changed</p>');
    expect((await get('/login')).body).toBe(shell);
  });

  it('compresses the shell as the client accepts, and revalidates it with an ETag', async () => {
    const br = await get('/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(shell);
    const gzip = await get('/login', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(shell);
    const plain = await get('/login', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(shell);

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/login', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves / prerendered from the loaded content, with its inline style, head script and boot script only', async () => {
    const landing = t.app.services.content.landing;
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`<title>WellPath · ${landing.clinicName}</title>`);
    // The app's files for the head and boot scripts: the entry, its stylesheet, and to preload the entry's imports,
    // then the member layout's and home's (each once), then the catalogues they wait for in the page's language.
    const home = '/assets/member-layout-123.js /assets/member-shell-123.js /assets/member-home-123.js /assets/cards-123.js';
    expect(html).toContain(
      `<html lang="en-CA" data-entry="/assets/index-123.js" data-css="/assets/index-123.css" data-preload="/assets/vendor-123.js ${home} ` +
        // The session idle limits of the server's configuration (without and with "remember me"), for the member shell.
        '/assets/en-123.js /assets/home-en-123.js" ' +
        // Then what the home's sections' and later cards' chunks import that is not in that list (each once; not the
        // two chunks, which the home asks for itself), a few per task (decision 0129).
        'data-preload-later="/assets/badges-123.js /assets/prose-123.js" ' +
        'data-session-idle="1800000 2592000000">',
    );
    const french = await get('/', { 'accept-language': 'fr' });
    expect(french.body).toContain(
      `data-preload="/assets/vendor-123.js ${home} /assets/fr-123.js /assets/home-fr-123.js" data-preload-later=`,
    );
    expect(html).toContain(`<div id="root"><main id="main"><h1>${landing.hero.title}</h1></main></div>`);
    // The member shell in the page's language, inert in a template until the boot script shows it (decision 0055).
    expect(html).toContain('</div>\n    <template id="member-shell-markup"><main><h1>Your journey</h1></main></template>');
    expect(french.body).toContain('<template id="member-shell-markup"><main><h1>Votre parcours</h1></main></template>');
    expect(html).toContain(`<script>${headScript.trim()}</script>`);
    expect(html).toContain('<style id="landing-css">.landing{color:teal}</style>');
    expect(html).toContain('<script type="module" src="/assets/boot-123.js"></script>');
    // Not the app: no entry script, no preloads (the boot script adds them for a signed-in member), no
    // render-blocking stylesheet.
    expect(html).not.toContain('src="/assets/index-123.js"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('rel="stylesheet"');
  });

  const landingHtml = async (headers: Record<string, string>, url = '/') => {
    const res = await get(url, headers);
    return { res, html: res.body };
  };

  it('answers / in English by default, varying by the cookie and the languages the browser asks for', async () => {
    const { res, html } = await landingHtml({});
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(html).toMatch(/<html lang="en-CA"[\s>]/);
    expect(html).toContain(`<h1>${t.app.services.content.landing.hero.title}</h1>`);
    expect(html).toContain('<meta name="description" content="The English description" />');
    // A language the app does not speak: English.
    expect((await landingHtml({ 'accept-language': 'de-DE, es;q=0.8' })).html).toMatch(/<html lang="en-CA"[\s>]/);
  });

  it('answers / in French for a browser that prefers it, from the French content', async () => {
    const { res, html } = await landingHtml({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(html).toMatch(/<html lang="fr-CA"[\s>]/);
    expect(html).toContain('<h1>Votre santé, notre programme</h1>');
    expect(html).toContain('<meta name="description" content="La description « française »" />');
    expect((await landingHtml({ 'accept-language': 'en-CA,fr;q=0.5' })).html).toMatch(/<html lang="en-CA"[\s>]/);
  });

  it('answers / in the language of the lang cookie before the browser languages', async () => {
    expect((await landingHtml({ cookie: 'theme=dark; lang=fr', 'accept-language': 'en-CA' })).html).toMatch(/<html lang="fr-CA"[\s>]/);
    expect((await landingHtml({ cookie: 'lang=en', 'accept-language': 'fr-CA' })).html).toMatch(/<html lang="en-CA"[\s>]/);
    // A cookie of no known language is ignored.
    expect((await landingHtml({ cookie: 'lang=de', 'accept-language': 'fr-CA' })).html).toMatch(/<html lang="fr-CA"[\s>]/);
  });

  it('answers /?lang= in that language over the cookie, and remembers it in the cookie for a year', async () => {
    const { res, html } = await landingHtml({ cookie: 'lang=en', 'accept-language': 'en-CA' }, '/?lang=fr');
    expect(html).toMatch(/<html lang="fr-CA"[\s>]/);
    expect(html).toContain('<h1>Votre santé, notre programme</h1>');
    expect(res.headers['set-cookie']).toBe('lang=fr; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(res.headers['cache-control']).toBe('private, no-cache');

    const back = await landingHtml({ cookie: 'lang=fr' }, '/?lang=en');
    expect(back.html).toMatch(/<html lang="en-CA"[\s>]/);
    expect(back.res.headers['set-cookie']).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');

    // Anything else in ?lang is ignored: the cookie decides, and nothing is remembered.
    const other = await landingHtml({ cookie: 'lang=fr' }, '/?lang=de');
    expect(other.html).toMatch(/<html lang="fr-CA"[\s>]/);
    expect(other.res.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a compressed copy and an ETag per language', async () => {
    const en = await get('/', { 'accept-encoding': 'br', 'accept-language': 'en' });
    const fr = await get('/', { 'accept-encoding': 'br', 'accept-language': 'fr' });
    expect(zlib.brotliDecompressSync(fr.rawPayload).toString()).toMatch(/<html lang="fr-CA"[\s>]/);
    expect(zlib.brotliDecompressSync(en.rawPayload).toString()).toMatch(/<html lang="en-CA"[\s>]/);
    expect(en.headers.etag).not.toBe(fr.headers.etag);
    // Each ETag revalidates its own language only.
    expect((await get('/', { 'accept-language': 'fr', 'if-none-match': String(fr.headers.etag) })).statusCode).toBe(304);
    expect((await get('/', { 'accept-language': 'en', 'if-none-match': String(fr.headers.etag) })).statusCode).toBe(200);
    const gzip = await get('/?lang=fr', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toMatch(/<html lang="fr-CA"[\s>]/);
  });

  it('keeps the security headers on pages and files, and the API answers its own lean set', async () => {
    const api = await get('/api/health');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['cache-control']).toBe('no-store');
    const csp = String((await get('/login')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    for (const url of ['/login', '/index.html', '/assets/app-123.js']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['content-security-policy']).toBe(csp);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    // The landing allows its one inline script by its hash, and nothing else inline.
    const hash = `'sha256-${crypto.createHash('sha256').update(headScript.trim()).digest('base64')}'`;
    for (const headers of [{}, { 'accept-language': 'fr' }, { 'accept-encoding': 'br' }] as Record<string, string>[]) {
      const landing = await get('/', headers);
      expect(landing.headers['content-security-policy']).toBe(csp.replace("script-src 'self'", `script-src 'self' ${hash}`));
      expect(landing.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves hashed assets precompressed as the client accepts, immutable', async () => {
    const br = await get('/assets/app-123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // A file without compressed copies is sent as it is, whatever the client accepts.
    const small = await get('/assets/boot-123.js', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};');
  });

  it('answers missing assets and API paths with a JSON 404, never the page', async () => {
    for (const url of ['/assets/old-chunk-999.js', '/assets/app-123.js.br', '/favicon-old.svg', '/api/missing']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});
