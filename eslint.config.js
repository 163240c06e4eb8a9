import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const WEB = './packages/web/src';
const FEATURES = fs.readdirSync(new URL(`${WEB}/features`, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory());
/** The web's shared layers. A folder named here must exist: a rule about a folder that is gone checks nothing. */
const WEB_SHARED = ['api', 'components', 'config', 'lib', 'service-worker'].map((layer) => `${WEB}/${layer}`);
for (const folder of [...WEB_SHARED, `${WEB}/app`, `${WEB}/features`]) {
  if (!fs.existsSync(new URL(folder, import.meta.url))) throw new Error(`eslint.config.js names ${folder}, which does not exist`);
}

/**
 * The web's layers: `app` (router, providers) may import anything; a feature imports the shared
 * layers and itself, never another feature; the shared layers (api, components, config, lib,
 * service-worker) import no feature. Generated from the folders under src/features, so a new feature
 * is covered.
 */
const webBoundaries = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature.name}`,
    from: `${WEB}/features`,
    except: [`./${feature.name}`],
    message: 'A feature does not import another feature: move what both need to src/api, src/components or src/lib.',
  })),
  {
    target: WEB_SHARED,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code does not import features or the app shell.',
  },
];

/**
 * The server's shape (decision 0077): each module is routes -> service -> repository. A repository is
 * imported only from its own folder (its module; tests excepted), never by routes; SQL is built only
 * in repositories, db/ (migrations, shared query parts), the tools in cli/ and demo/, and tests.
 */
const SERVER = 'packages/server/src';
const REPOSITORY_OF_ANOTHER_MODULE = {
  regex: '^(?!\\./[^/]+$).*\\.repository(\\.js)?$',
  message: "Another module's repository: call that module's service (add a small function there, decision 0077).",
};
const SQL_OUTSIDE_REPOSITORIES = [
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: "SQL is built in a repository (decision 0077): move this query to the module's *.repository.ts.",
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
    message: "SQL is built in a repository (decision 0077): move this to the module's *.repository.ts or db/.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Test files belong to the packages' test configs, the service worker to its own (WebWorker types).
        project: [
          './packages/shared/tsconfig.test.json',
          './packages/server/tsconfig.test.json',
          './packages/web/tsconfig.json',
          './packages/web/tsconfig.sw.json',
          './e2e/tsconfig.json',
        ],
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // An async function without await is how a handler or store meets a Promise-returning interface.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript (scripts, this file) and the root's config files are not type checked.
    files: ['**/*.{js,mjs,cjs}', '*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read JSON answers (`res.json()` is `any`) and poke at what they check.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'packages/server/src/test/**/*.ts', 'packages/web/src/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // shared is imported by server and web and imports neither.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@wellpath/server*', '@wellpath/web*', 'node:*', 'react*'] }],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: ['**/*.test.ts', `${SERVER}/test/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [REPOSITORY_OF_ANOTHER_MODULE] }],
      'no-restricted-syntax': ['error', ...SQL_OUTSIDE_REPOSITORIES],
    },
  },
  {
    // Routes translate HTTP: they call services, never a repository (not even their own module's).
    files: [`${SERVER}/**/*.routes.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '\\.repository(\\.js)?$', message: "Routes call the module's service, not its repository (decision 0077)." }],
        },
      ],
    },
  },
  {
    // Where SQL is written: repositories, db/ (migrations, connection, shared query parts) and the
    // tools that write straight to a database (cli/: operator commands and benchmarks; demo/: the demo seed).
    files: [`${SERVER}/**/*.repository.ts`, `${SERVER}/db/**/*.ts`, `${SERVER}/cli/**/*.ts`, `${SERVER}/demo/**/*.ts`],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/web/tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['@wellpath/server*', 'node:*'] }],
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
    },
  },
  {
    // A component or hook is read in one sitting: at most 120 lines, split into a hook and small view
    // parts beyond that (issue 33, decision 0080). Tests are exempt.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/web/src/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The build config runs in Node, not in the browser.
    files: ['packages/web/vite.config.ts', 'packages/web/vite-lingui.ts', 'packages/web/lingui.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['packages/web/**/*.tsx'],
    rules: {
      // A keydown handler on a dialog or the sidebar catches Tab and Escape from the controls inside it
      // (focus trap, close); it is not an interaction with the container itself.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] }],
      // Choice cards wrap their input and a title + hint in nested spans: look three levels deep for the text.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
);
