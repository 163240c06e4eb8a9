import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiPlugins } from './vite-lingui.ts';

const apiTarget = 'http://127.0.0.1:3000';
const outDir = path.resolve(import.meta.dirname, 'dist');

/** Files the app shell needs before any screen (the install icons are fetched by the browser itself). */
const SHELL_FILES = /^(index\.html|offline\.html|manifest\.webmanifest|favicon\.svg)$/;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The entry chunk, its CSS and every chunk it imports statically, from Vite's build manifest: what
 * index.html loads before any screen. Screens' chunks are cached by the worker when first used.
 */
function entryFiles(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  return files;
}

/** React and the router: one vendor chunk, cached for a year across deployments that do not upgrade them. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * The icons (lucide): two chunks rather than one request each (a hundred files of a few hundred
 * bytes): `icons` with lucide's own code and the icons the member home can show on its first load
 * (the entry, the member layout, the home and its sections), `icons-more` with the rest, which only
 * other screens load (issue 39: the home's first load carried every icon of the app).
 */
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const ICON_FILE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/;

/** Lucide's export names (with their aliases) -> the icon's file name, from the package's own index. */
function lucideFiles(): Map<string, string> {
  const index = fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.resolve('lucide-react'))), '..', 'esm', 'lucide-react.mjs'),
    'utf8',
  );
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) files.set(name, file);
  }
  return files;
}

/** The icon names a source file imports from lucide-react. */
function importedIcons(source: string): string[] {
  const names: string[] = [];
  for (const [, list = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * Two chunks planned from the module graph (decision 0045), each a set of small modules that are
 * always loaded together, so one request instead of one per module:
 * - `app`: what the app's entry imports, directly or not (every page of the app loads it first);
 * - `member-shell`: what the member layout imports and neither the entry, the landing page nor the
 *   care workspace does. Every member screen loads all of it with the layout anyway, so the chunk
 *   costs no screen a byte.
 * Filled once the module graph is known (buildEnd); code splitting reads them afterwards.
 */
function chunkPlan(): {
  plugin: Plugin;
  inApp: (id: string) => boolean;
  inMemberShell: (id: string) => boolean;
  inFirstIcons: (id: string) => boolean;
  inLandingIcons: (id: string) => boolean;
} {
  const app = new Set<string>();
  const shell = new Set<string>();
  const firstIcons = new Set<string>();
  const landingIcons = new Set<string>();
  const plugin: Plugin = {
    name: 'wellpath-chunk-plan',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      const reach = (start: string | undefined, seen: Set<string>) => {
        const stack = start ? [start] : [];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      // Scripts only: the stylesheet stays the entry's own (the prerendered landing's boot script loads it).
      // An area's catalogue loader (vite-lingui.ts) is a script too: left out, the `common` one became a
      // chunk of its own that imports `loadArea` from the app chunk which imports it (a cycle: the
      // loader ran before lib/i18n/catalogs.ts, and the page stayed blank).
      const areaLoader = (id: string) => id.startsWith('\0virtual:wellpath-area/');
      const skip = (id: string) => VENDOR.test(id) || ICONS.test(id) || (!/\.[cm]?[jt]sx?$/.test(id) && !areaLoader(id));
      const main = find('src/main.tsx');
      const entry = reach(main, new Set());
      app.clear();
      for (const id of entry) if (id !== main && !skip(id)) app.add(id);
      const others = new Set(entry);
      for (const start of ['src/boot.ts', 'src/features/landing/pages/landing-page.tsx', 'src/app/layouts/care-layout.tsx']) {
        reach(find(start), others);
      }
      const layout = find('src/app/layouts/member-layout.tsx');
      shell.clear();
      for (const id of reach(layout, new Set())) if (id !== layout && !others.has(id) && !skip(id)) shell.add(id);
      // The icons of the member home's first load: those its own files import (the entry, the member
      // layout, the home and its sections' first stage); then the landing page's (and the boot
      // script's) that are not among them. The care workspace's and the home's later cards' are in
      // `icons-more` (issue 39: the member home carried the landing's and the care team's icons).
      const iconsOf = (starts: string[]) => {
        const reached = new Set<string>();
        for (const start of starts) reach(find(start), reached);
        const found = new Set<string>();
        for (const id of reached) {
          if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !fs.existsSync(id)) continue;
          for (const name of importedIcons(fs.readFileSync(id, 'utf8'))) {
            const file = files.get(name);
            if (file) found.add(file);
          }
        }
        return found;
      };
      const files = lucideFiles();
      firstIcons.clear();
      for (const file of iconsOf([
        'src/main.tsx',
        'src/app/layouts/member-layout.tsx',
        'src/app/routes/member-home.tsx',
        'src/app/routes/member-home-sections.tsx',
      ])) {
        firstIcons.add(file);
      }
      landingIcons.clear();
      for (const file of iconsOf(['src/boot.ts', 'src/features/landing/pages/landing-page.tsx'])) {
        if (!firstIcons.has(file)) landingIcons.add(file);
      }
    },
  };
  return {
    plugin,
    inApp: (id) => app.has(id),
    inMemberShell: (id) => shell.has(id),
    // lucide's own code (the icon component, its defaults) and the first load's icons
    inFirstIcons: (id) => {
      const icon = ICON_FILE.exec(id);
      return icon ? firstIcons.has(icon[1] ?? '') : !/[\\/]icons[\\/]index\.mjs$/.test(id);
    },
    inLandingIcons: (id) => landingIcons.has(ICON_FILE.exec(id)?.[1] ?? ''),
  };
}

const plan = chunkPlan();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [...linguiPlugins(), react()] : clientPlugins(),
  resolve: {
    // @wellpath/shared exports TypeScript sources under the `source` condition.
    conditions: ['source', ...(isSsrBuild ? defaultServerConditions : defaultClientConditions)],
    alias: { '@/': new URL('./src/', import.meta.url).pathname },
  },
  // `vite build --ssr src/prerender.tsx` (the server's prerenderer): one self-contained file in
  // dist-ssr/, outside the served dist/, with React bundled so the server needs no web dependency.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the service worker's precache list and the server's prerendered
        // pages (which link the boot script and inline the landing stylesheet) are read from it.
        manifest: true,
        target: 'es2022',
        rolldownOptions: {
          // index.html is the app; src/boot-head.ts (inlined), src/boot.ts and src/landing.css are the
          // prerendered landing's scripts and style.
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            boot: 'src/boot.ts',
            'boot-head': 'src/boot-head.ts',
            landing: 'src/landing.css',
          },
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', test: VENDOR, priority: 3 },
                // Only the matched modules: their dependencies stay where the automatic splitting puts them.
                { name: 'app', test: plan.inApp, priority: 2, includeDependenciesRecursively: false },
                { name: 'member-shell', test: plan.inMemberShell, priority: 2, includeDependenciesRecursively: false },
                {
                  name: 'icons',
                  test: (id) => ICONS.test(id) && plan.inFirstIcons(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'icons-landing',
                  test: (id) => ICONS.test(id) && plan.inLandingIcons(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                { name: 'icons-more', test: ICONS, priority: 0, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));

function clientPlugins() {
  return [
    ...linguiPlugins(),
    react(),
    plan.plugin,
    tailwindcss(),
    // The service worker (src/service-worker/sw.ts) with the build's precache list injected. The page
    // registers it itself and public/manifest.webmanifest is the manifest, so the plugin adds neither.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Precache the shell only (about 250 KB, not the whole 1 MB build), so a visitor of the
        // landing page does not download every screen in the background.
        manifestTransforms: [
          (entries) => {
            const entry = entryFiles();
            return { manifest: entries.filter((e) => SHELL_FILES.test(e.url) || entry.has(e.url)), warnings: [] };
          },
        ],
      },
    }),
  ];
}
