import type { LandingContent } from '@wellpath/shared/content/public';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { renderLanding } from './prerender';

const landing: LandingContent = {
  clinicName: 'Cedar Grove Lifestyle Medicine',
  tagline: 'Lifestyle medicine for prevention',
  hero: { title: 'Build the habits that protect your heart', subtitle: 'A programme led by physicians.' },
  features: [
    { key: 'assessments', title: 'Lifestyle assessments', text: 'Validated surveys.' },
    { key: 'programs', title: 'Lifestyle programs', text: 'Guided programs.' },
    { key: 'biomarkers', title: 'Biomarker tracking', text: 'Blood results over time.' },
  ],
  about: {
    heading: 'Meet our lead physician',
    physicianName: 'Dr. Maya Chen',
    credentials: 'MD, CCFP',
    role: 'Clinical lead',
    bio: ['First paragraph.', 'Second paragraph.'],
  },
  testimonials: [{ quote: 'It changed my life & my "numbers".', name: 'Sam', detail: 'Member since 2024' }],
  figures: [
    { value: '95%', label: 'satisfaction' },
    { value: '24/7', label: 'tracking' },
  ],
  contactEmail: 'care@wellpath.example',
  timeZone: 'America/Toronto',
  cta: { heading: 'Ready to start?', text: 'Join today.' },
};

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
