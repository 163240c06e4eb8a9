import type { LandingContent } from '@wellpath/shared/content/public';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { landingContent } from '@/test/api-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { renderLanding } from './prerender';

const landing: LandingContent = landingContent({
  clinicName: 'Cedar Grove Lifestyle Medicine',
  about: { ...landingContent().about, bio: ['First paragraph.', 'Second paragraph.'] },
  testimonials: [{ quote: 'It changed my life & my "numbers".', name: 'Sam', detail: 'Member since 2024' }],
  figures: [
    { value: '95%', label: 'satisfaction' },
    { value: '24/7', label: 'tracking' },
  ],
  timeZone: 'America/Toronto',
});

/**
 * The DOM a browser builds from some markup, serialised: comments (renderToString's text separators)
 * dropped, and inline styles written the way the DOM writes them ("width: 64%;").
 */
function asDom(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of template.content.querySelectorAll<HTMLElement>('[style]')) element.setAttribute('style', element.style.cssText);
  return template.innerHTML;
}

describe('the prerendered landing page', () => {
  it('has the title and exactly the markup the app renders on / for a visitor', async () => {
    mockFetch({ 'GET /api/content/landing': { body: landing } });
    const { container } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: landing.hero.title })).toBeInTheDocument();

    const page = renderLanding(landing);
    expect(page.title).toBe('WellPath · Cedar Grove Lifestyle Medicine');
    expect(asDom(page.html)).toBe(asDom(container.innerHTML));
  });
});
