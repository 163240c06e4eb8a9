import path from 'node:path';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import { runnerImport, type Plugin } from 'vite';

/**
 * The web app's messages in the build (decision 0050):
 * - Lingui's macros (`<Trans>`, `useLingui().t`, `msg`, `plural` from `@lingui/*\/macro`) are
 *   compiled by Babel, run only on the files that import them (everything else goes straight to
 *   Vite's own transform);
 * - every such file also imports its area's catalogue loader (`virtual:wellpath-area/<area>`): the
 *   folder under src/features, or `common` for the rest. In the browser the loader is a module with a
 *   top-level await that loads the area's catalogue for the active language only, so a screen's
 *   messages arrive with its code and a visitor never downloads another language or another area; in
 *   the server-side render and in tests every catalogue is loaded at once;
 * - `.po` catalogues are compiled when imported (@lingui/vite-plugin);
 * - the shared catalogue (messages of @wellpath/shared and the server that screens show too, as
 *   TypeScript objects in packages/shared/src/i18n/catalog) is compiled here, one module per
 *   language (`virtual:wellpath-shared-catalog/<locale>`), so the browser never compiles a message.
 */
export function linguiPlugins(): Plugin[] {
  const srcDir = path.resolve(import.meta.dirname, 'src');
  const eagerLoader = path.join(srcDir, 'lib/i18n/eager-catalogs.ts');
  const lazyLoader = path.join(srcDir, 'lib/i18n/catalogs.ts');
  const AREA = 'virtual:wellpath-area/';
  const SHARED = 'virtual:wellpath-shared-catalog/';
  const sharedCatalogDir = path.resolve(import.meta.dirname, '../shared/src/i18n/catalog');
  const configPath = path.resolve(import.meta.dirname, 'lingui.config.ts');
  // Read here, not from the working directory (tests run from the repository's root).
  const linguiConfig = getConfig({ configPath });
  const MACRO = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

  const macros: Plugin = {
    name: 'wellpath-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.(ts|tsx)$/.test(file) || !file.startsWith(srcDir) || !MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      if (!result?.code) return null;
      const relative = path.relative(srcDir, file).split(path.sep);
      const area = relative[0] === 'features' ? relative[1] : 'common';
      return { code: `import '${AREA}${area}';\n${result.code}`, map: result.map };
    },
  };

  const areas: Plugin = {
    name: 'wellpath-lingui-areas',
    resolveId(id) {
      return id.startsWith(AREA) || id.startsWith(SHARED) ? `\0${id}` : null;
    },
    async load(id, options) {
      if (id.startsWith(`\0${SHARED}`)) {
        const locale = id.slice(SHARED.length + 1);
        const file = path.join(sharedCatalogDir, `${locale}.ts`);
        this.addWatchFile(file);
        const { module } = await runnerImport<Record<string, Record<string, string>>>(file, { configFile: false, logLevel: 'error' });
        const messages = Object.fromEntries(Object.entries(module[locale] ?? {}).map(([key, text]) => [key, compileMessage(text)]));
        return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
      }
      if (!id.startsWith(`\0${AREA}`)) return null;
      const area = id.slice(AREA.length + 1);
      if (options?.ssr || process.env.VITEST) return `import ${JSON.stringify(eagerLoader)};`;
      return `import { loadArea } from ${JSON.stringify(lazyLoader)};\nawait loadArea(${JSON.stringify(area)});`;
    },
    // Which areas' catalogues each chunk waits for (dist/.vite/lingui-areas.json): the server preloads
    // the catalogues of the member home's chunks with their code (decision 0054), instead of each being
    // asked for only once the chunk that needs it has run.
    generateBundle(_options, bundle) {
      const areasByFile: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const needs = chunk.moduleIds.filter((id) => id.startsWith(`\0${AREA}`)).map((id) => id.slice(AREA.length + 1));
        if (needs.length > 0) areasByFile[chunk.fileName] = needs.sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/lingui-areas.json', source: JSON.stringify(areasByFile, null, 1) });
    },
  };

  return [macros, areas, ...lingui({ configPath })];
}
