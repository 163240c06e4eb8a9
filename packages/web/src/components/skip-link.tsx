import { t } from '@lingui/core/macro';

/**
 * The first focusable element of every page: jumps to the page's main landmark. Its words come from
 * the active language without React's i18n context, so the server's prerender of the landing page
 * (src/prerender.tsx, outside the app's providers) can render it too.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-teal-900 focus:shadow-lg focus:outline-2 focus:outline-teal-700"
    >
      {t`Skip to main content`}
    </a>
  );
}
