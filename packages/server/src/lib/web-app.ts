import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { LandingContent } from '@wellpath/shared/content/public';
import { isLocale, LOCALE_COOKIE, LOCALES, negotiateLocale, type Locale } from '@wellpath/shared/i18n/locale';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

// Serves the built web app (packages/web/dist) - see docs/decisions/0031-prerendered-landing-and-static-files.md:
// - hashed assets (assets/) from memory, read at start with the copies precompressed at build (.br,
//   .gz next to each file), cached for a year; the few other files (icons, manifest, worker) from disk;
// - the SPA shell (index.html) and the prerendered landing page from memory, compressed once at
//   start, revalidated on every visit (no-cache with an ETag);
// - the landing page rendered at start from the loaded content by the web's SSR bundle
//   (packages/web/dist-ssr/prerender.js), so it is never older than the content; once per language
//   (decision 0050), / answering in the visitor's (see landingLocale).

/** One HTML document held in memory with its compressed copies. */
interface MemoryDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** What the SSR bundle (packages/web/src/prerender.tsx) exports. */
interface Prerenderer {
  renderLanding(content: LandingContent, locale: Locale): PrerenderedPage;
  /** The member shell's markup (decision 0055); older bundles lack it. */
  renderMemberShell?(locale: Locale): string;
}

/** A prerendered page: its title and #root markup, and (from bundles that render languages) its lang and description. */
interface PrerenderedPage {
  title: string;
  html: string;
  lang?: string;
  description?: string;
}

/** Vite's build manifest (`.vite/manifest.json`): each module's file, styles and static imports. */
const manifestChunk = z.object({ file: z.string(), css: z.array(z.string()).optional(), imports: z.array(z.string()).optional() });
const manifestSchema = z.record(z.string(), manifestChunk);
type ManifestChunk = z.infer<typeof manifestChunk>;
/** The build's catalogue areas (`.vite/lingui-areas.json`): the message areas each file uses. */
const areasSchema = z.record(z.string(), z.array(z.string()));

/**
 * The screens a signed-in member opening / sees first (the member layout and the home, decision 0045):
 * their scripts are preloaded by the landing page's boot script with the app's entry, once the member shell shows.
 */
const MEMBER_HOME_MODULES = ['src/app/layouts/member-layout.tsx', 'src/app/routes/member-home.tsx'];
/** The home's sections, whose code comes once the greeting has rendered, but whose catalogues are preloaded. */
const MEMBER_HOME_LATER = ['src/app/routes/member-home-sections.tsx'];
/**
 * The code of the home's sections and of its cards below the fold (decision 0116): what their chunks
 * import is preloaded by the boot script after the first load's, a few per task (decision 0129), so
 * that the app's own imports of them find it asked for already instead of adding 30 and more preload
 * links in one task. Not the two chunks themselves: the home still asks for them when it is ready for
 * them, so its first screen shows when it did (with the whole closure preloaded, the first home's
 * sections showed after the hold's second on a slow network, before the member's alerts had answered,
 * and the alert card then moved the page: end-to-end home-loading at 1 s of latency, CLS 0.4-0.6).
 */
const MEMBER_HOME_SECTIONS_CODE = [...MEMBER_HOME_LATER, 'src/app/routes/member-home-later.tsx'];

/** What the chunks of `keys` import statically (their closure without their own files). */
function importedBy(manifest: Record<string, ManifestChunk | undefined>, keys: string[]): string[] {
  const own = new Set(keys.flatMap((key) => manifest[key]?.file ?? []));
  return staticClosure(manifest, keys).filter((file) => !own.has(file));
}

/** A chunk's file and the files of everything it imports statically, from the build manifest. */
function staticClosure(manifest: Record<string, ManifestChunk | undefined>, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * The catalogues the given chunks wait for in one language (decision 0054): the areas each chunk's
 * modules load (dist/.vite/lingui-areas.json, written by the build) and the shared catalogue.
 */
function catalogueFiles(
  manifest: Record<string, ManifestChunk | undefined>,
  areasByFile: Record<string, string[]>,
  chunkFiles: string[],
  locale: Locale,
): string[] {
  const areas = new Set(chunkFiles.flatMap((file) => areasByFile[file] ?? []));
  const keys = [`virtual:wellpath-shared-catalog/${locale}`, ...[...areas].map((area) => `src/locales/${locale}/${area}.po`)];
  return keys.flatMap((key) => manifest[key]?.file ?? []);
}

/** The CSP source that allows one inline script (CSP level 2 hash). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export function compressDocument(html: string): MemoryDocument {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** The best encoding the client accepts (q > 0) among those available, brotli first. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean } = { br: true, gzip: true },
): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

function sendDocument(
  req: FastifyRequest,
  reply: FastifyReply,
  doc: MemoryDocument,
  { vary = 'Accept-Encoding', cacheControl = 'no-cache' } = {},
): FastifyReply {
  reply.header('Cache-Control', cacheControl).header('Vary', vary).header('ETag', doc.etag);
  reply.type('text/html; charset=utf-8');
  if (req.headers['if-none-match'] === doc.etag) return reply.code(304).send();
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? doc.br : encoding === 'gzip' ? doc.gzip : doc.identity);
}

/**
 * The shell with the landing's markup in #root, its stylesheet inline, and its two scripts instead of
 * the app: the head script inline (src/boot-head.ts) and the boot script.
 */
export function landingDocument(
  shell: string,
  page: PrerenderedPage,
  files: {
    entry: string;
    entryCss?: string;
    boot: string;
    bootHead: string;
    css: string;
    memberHome?: string[];
    /** What the home's sections' and later cards' chunks import, preloaded after the rest (decision 0129). */
    memberHomeLater?: string[];
    catalogues?: string[];
    /** A member session's idle limits, without and with "remember me" (the boot script's member shell, decision 0055). */
    sessionIdleMs?: { member: number; remembered: number };
  },
  memberShell?: string,
): string {
  // The scripts the entry imports at once, then the member home's: the boot script preloads them with
  // the entry for a signed-in member, so all arrive together instead of one after the other.
  const preload = [
    ...new Set([
      ...[...shell.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
      ...[...(files.memberHome ?? []), ...(files.catalogues ?? [])].map((file) => `/${file}`),
    ]),
  ].filter((href) => href !== `/${files.entry}`);
  const preloadLater = (files.memberHomeLater ?? [])
    .map((file) => `/${file}`)
    .filter((href) => href !== `/${files.entry}` && !preload.includes(href));
  const attrs =
    ` data-entry="/${files.entry}"` +
    (files.entryCss ? ` data-css="/${files.entryCss}"` : '') +
    (preload.length > 0 ? ` data-preload="${preload.join(' ')}"` : '') +
    (preloadLater.length > 0 ? ` data-preload-later="${preloadLater.join(' ')}"` : '') +
    (files.sessionIdleMs ? ` data-session-idle="${files.sessionIdleMs.member} ${files.sessionIdleMs.remembered}"` : '');
  return (
    shell
      // The app's own tags: the boot script loads the app only for a signed-in member.
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*>/g, '')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
      .replace(
        /<html\b([^>]*)>/,
        (_tag, own: string) => `<html${page.lang ? `${own.replace(/\s+lang="[^"]*"/, '')} lang="${page.lang}"` : own}${attrs}>`,
      )
      .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (tag, start: string, end: string) =>
        page.description ? `${start}${escapeAttribute(page.description)}${end}` : tag,
      )
      .replace(
        '</head>',
        () =>
          `  <script>${files.bootHead}</script>\n    <style id="landing-css">${files.css}</style>\n` +
          `    <script type="module" src="/${files.boot}"></script>\n  </head>`,
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div>` +
          // What a signed-in member sees first, shown by the boot script (decision 0055); inert for a visitor.
          (memberShell ? `\n    <template id="member-shell-markup">${memberShell}</template>` : ''),
      )
  );
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** How long the language chosen with `/?lang=` is remembered (the web app's own cookie lasts as long). */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function cookieLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === LOCALE_COOKIE) {
      const locale = value.join('=').trim();
      if (isLocale(locale)) return locale;
    }
  }
  return undefined;
}

/**
 * The language of / (decision 0050): `?lang=en|fr` (a visitor's click on the other language, then
 * remembered in the `lang` cookie), else the `lang` cookie (the choice made here or in the app), else
 * the browser's Accept-Language, else English. Answers whether the choice is to be remembered.
 */
function landingLocale(req: FastifyRequest): { locale: Locale; remember: boolean } {
  const asked = (req.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(asked)) return { locale: asked, remember: true };
  const chosen = cookieLocale(req.headers.cookie);
  if (chosen) return { locale: chosen, remember: false };
  return { locale: negotiateLocale(req.headers['accept-language']) ?? 'en', remember: false };
}

interface WebAppOptions {
  webDistDir: string;
  /** The landing content in each language (`content.byLocale[locale].landing`). */
  landing: Record<Locale, LandingContent>;
  log: FastifyBaseLogger;
  /** The pages' Content-Security-Policy, to which / adds the hash of its inline head script. */
  contentSecurityPolicy?: string;
  /** A member session's idle limits (config.session): the member shell shows only for a session that may still be alive. */
  sessionIdleMs?: { member: number; remembered: number };
}

/** The prerendered landing: its document in a language, and the CSP source of its inline script. */
interface Landing {
  document: (locale: Locale) => MemoryDocument;
  scriptSource: string;
}

/** The prerendered landing in each language: rendered at start, and again if the year in its footer has changed. */
async function landingRenderer(opts: WebAppOptions, shell: string): Promise<Landing | null> {
  const bundle = path.join(opts.webDistDir, '..', 'dist-ssr', 'prerender.js');
  const manifestFile = path.join(opts.webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(bundle) || !fs.existsSync(manifestFile)) {
    opts.log.warn({ bundle }, 'no prerendered landing page: / is served as the SPA shell');
    return null;
  }
  try {
    const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    const entry = manifest['index.html'];
    const boot = manifest['src/boot.ts'];
    const bootHead = manifest['src/boot-head.ts'];
    const css = manifest['src/landing.css'];
    if (!entry || !boot || !bootHead || !css) {
      throw new Error('the build manifest lacks the entry, src/boot.ts, src/boot-head.ts or src/landing.css');
    }
    const headScript = fs.readFileSync(path.join(opts.webDistDir, bootHead.file), 'utf8').trim();
    // Inlined as a classic script: a module statement or a closing tag would break the page.
    if (/^\s*(import|export)\b/m.test(headScript) || /<\/script/i.test(headScript)) {
      throw new Error(`${bootHead.file} is not a self-contained classic script`);
    }
    const areasFile = path.join(opts.webDistDir, '.vite', 'lingui-areas.json');
    const areasByFile = fs.existsSync(areasFile) ? areasSchema.parse(JSON.parse(fs.readFileSync(areasFile, 'utf8'))) : {};
    const memberHome = staticClosure(manifest, MEMBER_HOME_MODULES);
    const started = [...staticClosure(manifest, ['index.html']), ...memberHome, ...staticClosure(manifest, MEMBER_HOME_LATER)];
    const files = {
      entry: entry.file,
      entryCss: entry.css?.[0],
      boot: boot.file,
      bootHead: headScript,
      css: fs.readFileSync(path.join(opts.webDistDir, css.file), 'utf8').trim(),
      memberHome,
      memberHomeLater: importedBy(manifest, MEMBER_HOME_SECTIONS_CODE),
      sessionIdleMs: opts.sessionIdleMs,
    };
    const prerenderer = (await import(pathToFileURL(bundle).href)) as Prerenderer;
    const render = () =>
      Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          compressDocument(
            landingDocument(
              shell,
              prerenderer.renderLanding(opts.landing[locale], locale),
              { ...files, catalogues: catalogueFiles(manifest, areasByFile, started, locale) },
              prerenderer.renderMemberShell?.(locale),
            ),
          ),
        ]),
      ) as Record<Locale, MemoryDocument>;
    let year = new Date().getFullYear();
    let docs = render();
    return {
      scriptSource: scriptHashSource(headScript),
      document: (locale) => {
        const now = new Date().getFullYear();
        if (now !== year) {
          year = now;
          docs = render();
        }
        return docs[locale];
      },
    };
  } catch (err) {
    opts.log.error({ err }, 'prerendering the landing page failed: / is served as the SPA shell');
    return null;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** One hashed file with its precompressed copies, if the build made them. */
interface MemoryAsset {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
}

/**
 * The hashed files of assets/ (the app's scripts and styles, about 2 MB with their .br and .gz copies),
 * read once at start and sent from memory: a file never changes under its hashed name, and opening and
 * streaming it from disk on every request cost more than the answer. Returns the names served so.
 */
function registerMemoryAssets(app: FastifyInstance, webDistDir: string): string[] {
  const dir = path.join(webDistDir, 'assets');
  if (!fs.existsSync(dir)) return [];
  const served: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    // Plain names only (what the build writes); anything else is left to @fastify/static.
    if (name.endsWith('.br') || name.endsWith('.gz') || !/^[\w.-]+$/.test(name) || !fs.statSync(file).isFile()) continue;
    const copy = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
    const asset: MemoryAsset = {
      identity: fs.readFileSync(file),
      br: copy('.br'),
      gzip: copy('.gz'),
      type: CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream',
    };
    const available = { br: asset.br !== undefined, gzip: asset.gzip !== undefined };
    app.get(`/assets/${name}`, (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('Vary', 'Accept-Encoding').type(asset.type);
      const encoding = pickEncoding(req.headers['accept-encoding'], available);
      if (encoding === 'identity') return reply.send(asset.identity);
      return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? asset.br : asset.gzip);
    });
    served.push(`assets/${name}`);
  }
  return served;
}

/** Registers the web app: static assets, /, /index.html and the SPA fallback. Returns the fallback. */
export async function registerWebApp(
  app: FastifyInstance,
  opts: WebAppOptions,
): Promise<(req: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const shellHtml = fs.readFileSync(path.join(opts.webDistDir, 'index.html'), 'utf8');
  const shell = compressDocument(shellHtml);
  const landing = await landingRenderer(opts, shellHtml);

  const inMemory = registerMemoryAssets(app, opts.webDistDir);
  await app.register(fastifyStatic, {
    root: opts.webDistDir,
    wildcard: false,
    cacheControl: false,
    index: false,
    // index.html and the hashed assets come from memory, and the .br/.gz copies are chosen by preCompressed.
    globIgnore: ['index.html', '**/*.br', '**/*.gz', ...inMemory],
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  // The pages' policy with the landing's inline head script allowed by its hash, and nothing else inline.
  const landingPolicy =
    landing && opts.contentSecurityPolicy
      ? opts.contentSecurityPolicy.replace(
          /(^|;)(\s*script-src\b[^;]*)/,
          (_m, start: string, directive: string) => `${start}${directive} ${landing.scriptSource}`,
        )
      : undefined;
  app.get('/', (req, reply) => {
    if (!landing) return sendDocument(req, reply, shell);
    if (landingPolicy) reply.header('content-security-policy', landingPolicy);
    const { locale, remember } = landingLocale(req);
    if (remember) reply.header('Set-Cookie', `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`);
    // One URL, a page per language: caches keep them apart by what chose it; an answer that sets a
    // cookie is for this visitor only.
    return sendDocument(req, reply, landing.document(locale), {
      vary: 'Accept-Encoding, Cookie, Accept-Language',
      cacheControl: remember ? 'private, no-cache' : 'no-cache',
    });
  });
  app.get('/index.html', (req, reply) => sendDocument(req, reply, shell));
  return (req, reply) => sendDocument(req, reply, shell);
}
