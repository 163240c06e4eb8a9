import type { EducationPostSummary } from '@wellpath/shared/education/wire';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { PillarPosts } from './pillar-posts';

function post(id: string): EducationPostSummary {
  return {
    _id: id,
    key: id,
    title: `Article ${id}`,
    summary: 'Summary',
    reading_minutes: 3,
    published: '2026-01-01',
    category: { _id: 'c1', name: 'Sleep', slug: 'sleep' },
    subcategory: null,
    pillars: [{ _id: 'p1', name: 'Sleep', slug: 'sleep' }],
  };
}

describe('PillarPosts', () => {
  it("lists up to three of the pillar's articles", async () => {
    const server = mockFetch({ 'GET /api/education/posts?pillar=sleep&limit=3': { body: { posts: ['a', 'b', 'c', 'd'].map(post) } } });
    renderWithProviders(<PillarPosts pillarSlug="sleep" />);
    const section = screen.getByRole('region', { name: 'Articles to read' });
    expect(within(section).getByRole('status', { name: 'Loading articles' })).toBeInTheDocument();
    expect(await within(section).findAllByRole('article')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'Article a' })).toHaveAttribute('href', '/education/posts/a');
    expect(server.requests[0]!.url).toBe('/api/education/posts?pillar=sleep&limit=3');
  });

  it('says so when the pillar has no article yet', async () => {
    mockFetch({ 'GET /api/education/posts?pillar=sleep&limit=3': { body: { posts: [] } } });
    renderWithProviders(<PillarPosts pillarSlug="sleep" title="Read about sleep" />);
    expect(await screen.findByText('No articles on this topic yet')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Read about sleep' })).toBeInTheDocument();
  });
});
