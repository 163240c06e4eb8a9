// The server-side entry (built with `vite build --ssr` into ../dist-ssr): renders the landing page to
// static HTML with the same components the browser uses. The server calls it once at start with the
// content it has loaded from content/, so / paints without JavaScript and is never older than the
// content (docs/decisions/0031-prerendered-landing-and-static-files.md).
import type { LandingContent } from '@wellpath/shared/content/public';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { LandingContentView, LandingFrame } from '@/features/landing/components/landing-view';

export interface PrerenderedPage {
  /** The document title. */
  title: string;
  /** The markup that goes inside <div id="root">, exactly what the app renders there (renderToString keeps
   * adjacent texts apart with comments, as the DOM has them: the text shapes the same). */
  html: string;
}

/** Moves React's hoisted <title> out of the body markup: the server puts it in <head>. */
function withTitle(markup: string): PrerenderedPage {
  let title = '';
  const html = markup.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  return { title, html };
}

export function renderLanding(content: LandingContent): PrerenderedPage {
  return withTitle(
    renderToString(
      <StaticRouter location="/">
        <SkipLink />
        <LandingFrame content={content}>
          <LandingContentView content={content} />
        </LandingFrame>
      </StaticRouter>,
    ),
  );
}
