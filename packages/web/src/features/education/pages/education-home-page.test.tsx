import { i18n } from '@lingui/core';
import type { EducationPostSummary } from '@wellpath/shared/education/wire';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { apiQuery } from '@/api/resources';
import { EducationHomePage } from './education-home-page';

const categories = [
  {
    _id: 'c1',
    id: 'c1',
    name: 'Heart Health',
    slug: 'heart-health',
    description: 'How your heart works.',
    path: '/education/category/c1',
    post_count: 5,
    subcategories: [{ _id: 's1', name: 'Blood Pressure', slug: 'blood-pressure' }],
  },
];

function post(id: string, title: string): EducationPostSummary {
  return {
    _id: id,
    key: id,
    title,
    summary: `${title} summary`,
    reading_minutes: 5,
    published: '2026-02-10',
    category: { _id: 'c1', name: 'Heart Health', slug: 'heart-health' },
    subcategory: null,
    pillars: [],
  };
}

describe('EducationHomePage', () => {
  it('is in French when the app is, with the topics and articles as the server sends them', async () => {
    i18n.activate('fr');
    mockFetch({
      'GET /api/education/categories': { body: { categories } },
      'GET /api/education/posts?limit=6': { body: { posts: [post('p1', 'Sleep and your heart')] } },
    });
    renderWithProviders(<EducationHomePage />, { route: '/education' });

    expect(screen.getByRole('heading', { level: 1, name: 'Centre d’information' })).toBeInTheDocument();
    const topics = await screen.findByRole('region', { name: 'Sujets' });
    const heart = await within(topics).findByRole('region', { name: 'Heart Health' });
    expect(within(heart).getByText('5 articles')).toBeInTheDocument();
    expect(within(topics).getByRole('heading', { name: 'Programmes' })).toBeInTheDocument();
    expect(await screen.findByText('Lecture de 5 min')).toBeInTheDocument();
    expect(screen.getByText('10 février 2026')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans les articles' })).toBeInTheDocument();
  });

  it('shows the topics with their counts and subcategories, Programs, and the latest articles', async () => {
    mockFetch({
      'GET /api/education/categories': { body: { categories } },
      'GET /api/education/posts?limit=6': { body: { posts: [post('p1', 'Sleep and your heart')] } },
    });
    renderWithProviders(<EducationHomePage />, { route: '/education' });

    const topics = await screen.findByRole('region', { name: 'Topics' });
    const heart = await within(topics).findByRole('region', { name: 'Heart Health' });
    expect(within(heart).getByRole('link', { name: 'Heart Health' })).toHaveAttribute('href', '/education/category/c1');
    expect(within(heart).getByText('5 articles')).toBeInTheDocument();
    expect(within(heart).getByText('How your heart works.')).toBeInTheDocument();
    expect(within(heart).getByRole('link', { name: 'Blood Pressure' })).toHaveAttribute('href', '/education/category/c1/s1');
    expect(within(topics).getByRole('link', { name: /Browse programs/ })).toHaveAttribute('href', '/programs');

    const latest = screen.getByRole('region', { name: 'Latest articles' });
    expect(await within(latest).findByRole('link', { name: 'Sleep and your heart' })).toHaveAttribute('href', '/education/posts/p1');
    expect(within(latest).getByText('February 10, 2026')).toBeInTheDocument();
  });

  it('searches the articles and says when nothing matches', async () => {
    const server = mockFetch({
      'GET /api/education/categories': { body: { categories } },
      'GET /api/education/posts?limit=6': { body: { posts: [] } },
      'GET /api/education/posts?q=fibre&limit=30': { body: { posts: [post('p9', 'Fibre for your heart')] } },
      'GET /api/education/posts?q=zzz&limit=30': { body: { posts: [] } },
    });
    const { user, router } = renderWithProviders(<EducationHomePage />, { route: '/education' });

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'fibre');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=fibre');
    expect(await screen.findByText('1 article matches “fibre”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fibre for your heart' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Topics' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zzz{Enter}');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.includes('q=zzz'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Back to all topics' }));
    expect(await screen.findByRole('region', { name: 'Topics' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
  });

  it('searches as the member types, marks the matched words, and keeps one history entry per search', async () => {
    const found = {
      ...post('p2', 'Understanding cholesterol'),
      highlight: {
        title: [
          { text: 'Understanding ', match: false },
          { text: 'cholesterol', match: true },
        ],
        summary: [{ text: 'Understanding cholesterol summary', match: false }],
        excerpt: [
          { text: '… your LDL ', match: false },
          { text: 'cholesterol', match: true },
          { text: ' is …', match: false },
        ],
      },
    };
    const server = mockFetch({
      'GET /api/education/categories': { body: { categories } },
      'GET /api/education/posts?limit=6': { body: { posts: [] } },
      'GET /api/education/posts?q=chol&limit=30': { body: { posts: [found] } },
      'GET /api/education/posts?q=chole&limit=30': { body: { posts: [] } },
    });
    const { user, router } = renderWithProviders(<EducationHomePage />, { route: '/education' });
    const box = screen.getByRole('searchbox', { name: 'Search articles' });

    await user.type(box, 'chol');
    expect(await screen.findByText('1 article matches “chol”.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=chol');
    const card = screen.getByRole('article', { name: 'Understanding cholesterol' });
    expect(Array.from(card.querySelectorAll('mark'), (m) => m.textContent)).toEqual(['cholesterol', 'cholesterol']);
    expect(within(card).getByText(/From the article/).parentElement).toHaveTextContent('… your LDL cholesterol is …');
    expect(box).toHaveFocus();
    // One letter is not searched as typed.
    expect(server.requests.map((r) => r.url)).not.toContain('/api/education/posts?q=c&limit=30');

    // Refining the search replaces its history entry: Back returns to the topics.
    await user.type(box, 'e');
    expect(await screen.findByText('No articles match “chole”.')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('region', { name: 'Topics' })).toBeInTheDocument();
  });

  it('offers to try again when the topics fail to load', async () => {
    let fail = true;
    mockFetch({
      'GET /api/education/categories': () => (fail ? { status: 500, body: { message: 'Boom' } } : { body: { categories } }),
      'GET /api/education/posts?limit=6': { body: { posts: [] } },
    });
    const { user } = renderWithProviders(<EducationHomePage />, { route: '/education' });
    expect(await screen.findByText(/couldn't load the topics/)).toBeInTheDocument();
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Heart Health' })).toBeInTheDocument();
  });

  it('shows the topics saved on this device while offline', async () => {
    mockFetch({});
    const queryClient = createTestQueryClient();
    // As restored from IndexedDB at the start of an offline session (decision 0038).
    queryClient.setQueryData(apiQuery('GET /education/categories').queryKey, { categories });
    onlineManager.setOnline(false);
    renderWithProviders(<EducationHomePage />, { route: '/education', queryClient });
    const heart = await screen.findByRole('region', { name: 'Heart Health' });
    expect(within(heart).getByRole('link', { name: 'Heart Health' })).toHaveAttribute('href', '/education/category/c1');
    expect(screen.getByRole('link', { name: /Browse programs/ })).toHaveAttribute('href', '/programs');
  });
});
