import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's messages (decision 0050): English in the code (Lingui macros), one PO catalogue per
 * language and area. An area is a folder of src/features (features never import each other), plus
 * `common` for the app shell, the shared components and lib. An area's catalogue is loaded with its
 * code, for the active language only (vite-lingui.ts). `npm run i18n:extract -w @wellpath/web` writes
 * new and changed messages into the catalogues; `check-catalogs.mjs` fails when they are out of date
 * or a French message is missing.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib', '<rootDir>/src/api', '<rootDir>/src/config'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}'],
    },
  ],
  // Catalogues keep which files use a message, not lines (editing a file does not rewrite them).
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
