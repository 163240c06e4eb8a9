// The server-side entry (built with `vite build --ssr` into ../dist-ssr): renders the landing page to
// static HTML with the same components the browser uses. The server calls it once at start with the
// content it has loaded from content/, so / paints without JavaScript and is never older than the
// content (docs/decisions/0031-prerendered-landing-and-static-files.md).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LandingContent } from '@wellpath/shared/content/public';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { MemberLayout } from '@/app/layouts/member-layout';
import { ALERT_CREATED_SLOT, ALERT_SEEN_SLOT, FIRST_NAME_SLOT, SHELL_ALERTS_ATTRIBUTE } from '@/app/member-shell';
import { HomeFrame } from '@/app/routes/member-home';
import { SkipLink } from '@/components/skip-link';
import { PageSpinner } from '@/components/ui/spinner';
import { AlertCards } from '@/features/home/open-alert-cards';
import { LANDING_DESCRIPTION, LandingContentView, LandingFrame } from '@/features/landing/components/landing-view';

export interface PrerenderedPage {
  /** The document title. */
  title: string;
  /** The markup that goes inside <div id="root">, exactly what the app renders there (renderToString keeps
   * adjacent texts apart with comments, as the DOM has them: the text shapes the same). */
  html: string;
  /** The `<html lang>` of the page: en-CA or fr-CA. */
  lang: string;
  /** The page's `<meta name="description">`, in its language. */
  description: string;
}

/** Moves React's hoisted <title> out of the body markup: the server puts it in <head>. */
function withTitle(markup: string): { title: string; html: string } {
  let title = '';
  const html = markup.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  return { title, html };
}

/**
 * The landing page in one language (decision 0050), from the content in that language (the server
 * passes `content.byLocale[locale].landing`). Every catalogue is loaded in this bundle: the language
 * is activated for the render only.
 */
export function renderLanding(content: LandingContent, locale: Locale = 'en'): PrerenderedPage {
  const chosen: Locale = locale === 'fr' ? 'fr' : 'en';
  const previous = i18n.locale;
  i18n.activate(chosen);
  try {
    const page = withTitle(
      renderToString(
        <I18nProvider i18n={i18n}>
          <StaticRouter location="/">
            <SkipLink />
            <LandingFrame content={content}>
              <LandingContentView content={content} />
            </LandingFrame>
          </StaticRouter>
        </I18nProvider>,
      ),
    );
    return { ...page, lang: chosen === 'fr' ? 'fr-CA' : 'en-CA', description: i18n._(LANDING_DESCRIPTION) };
  } finally {
    if (previous && previous !== chosen) i18n.activate(previous);
  }
}

const SLOTTED_ALERT = { created_at: ALERT_CREATED_SLOT, acknowledged_at: ALERT_SEEN_SLOT };

/**
 * The home's alert cards (decision 0093) where the home's sections put them (member-home-sections.tsx),
 * one of each kind, their instants as slots: the boot script keeps the member's open ones and fills
 * in their instants, or removes the block.
 */
function ShellAlerts() {
  return (
    <div className="space-y-6 sm:space-y-8" {...{ [SHELL_ALERTS_ATTRIBUTE]: '' }}>
      <div className="home-now grid grid-cols-1 items-start gap-6 sm:gap-8 xl:gap-6">
        <div data-home-now="" className="min-w-0 space-y-6 empty:hidden sm:space-y-8 xl:space-y-6">
          <AlertCards open={{ phq9_item9: SLOTTED_ALERT, bp_crisis: SLOTTED_ALERT }} formatWhen={(slot) => slot} />
        </div>
      </div>
    </div>
  );
}

/**
 * The member shell in one language (decision 0055): what the app renders first for a signed-in member
 * on / (the skip link, the member layout, the home's title and greeting, its alert cards (decision
 * 0093) and its spinner) before any of the member's data has arrived. The greeting names
 * `FIRST_NAME_SLOT`, which the boot script replaces with the first name the device keeps (or drops,
 * with the greeting without a name); it keeps the alert cards of the member's open alerts the device
 * keeps, or none. The server puts it in a <template> of the landing page; nothing in it is the member's.
 */
export function renderMemberShell(locale: Locale = 'en'): string {
  const chosen: Locale = locale === 'fr' ? 'fr' : 'en';
  const previous = i18n.locale;
  i18n.activate(chosen);
  // Never fetches: queries do not run while rendering to a string, so the sidebar shows its loading states.
  const queryClient = new QueryClient();
  try {
    return withTitle(
      renderToString(
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location="/">
              <SkipLink />
              <Routes>
                <Route element={<MemberLayout />}>
                  <Route
                    index
                    element={
                      <HomeFrame firstName={FIRST_NAME_SLOT} nameless>
                        <ShellAlerts />
                        <PageSpinner />
                      </HomeFrame>
                    }
                  />
                </Route>
              </Routes>
            </StaticRouter>
          </QueryClientProvider>
        </I18nProvider>,
      ),
    ).html;
  } finally {
    queryClient.clear();
    if (previous && previous !== chosen) i18n.activate(previous);
  }
}
