import { Trans } from '@lingui/react/macro';

/** The first focusable element of every page: jumps to the page's main landmark. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-teal-900 focus:shadow-lg focus:outline-2 focus:outline-teal-700"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
