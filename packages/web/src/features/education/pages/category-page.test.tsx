import type { EducationCategoryDetail, EducationPostSummary } from '@wellpath/shared/education/wire';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CategoryPage, SubcategoryPage } from './category-page';

const detail: EducationCategoryDetail = {
  _id: 'c1',
  id: 'c1',
  name: 'Heart Health',
  slug: 'heart-health',
  description: 'How your heart works.',
  path: '/education/category/c1',
  post_count: 2,
  subcategories: [
    { _id: 's1', name: 'Blood Pressure', slug: 'blood-pressure', description: 'Your numbers.', post_count: 1 },
    { _id: 's2', name: 'Cholesterol', slug: 'cholesterol', description: 'Blood fats.', post_count: 0 },
  ],
};

const post: EducationPostSummary = {
  _id: 'p1',
  key: 'bp',
  title: 'Blood pressure numbers explained',
  summary: 'Two numbers.',
  reading_minutes: 3,
  published: '2026-01-15',
  category: { _id: 'c1', name: 'Heart Health', slug: 'heart-health' },
  subcategory: { _id: 's1', name: 'Blood Pressure', slug: 'blood-pressure' },
  pillars: [],
};

describe('CategoryPage', () => {
  it('resolves a slug (/education/:category) and lists the topics and articles of the category', async () => {
    const server = mockFetch({
      'GET /api/education/categories/heart-health': { body: detail },
      'GET /api/education/posts?category=heart-health': { body: { posts: [post] } },
    });
    renderWithProviders(<CategoryPage />, { route: '/education/heart-health', path: '/education/:category' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Heart Health' })).toBeInTheDocument();
    expect(screen.getByText('How your heart works.')).toBeInTheDocument();
    expect(screen.getByText('2 articles')).toBeInTheDocument();
    const topics = screen.getByRole('navigation', { name: 'Topics in Heart Health' });
    expect(within(topics).getByRole('link', { name: 'All topics' })).toHaveAttribute('aria-current', 'page');
    expect(within(topics).getByRole('link', { name: /Blood Pressure/ })).toHaveAttribute('href', '/education/category/c1/s1');
    expect(within(topics).getByRole('link', { name: /Cholesterol/ })).toHaveAttribute('href', '/education/category/c1/s2');
    expect(await screen.findByRole('link', { name: 'Blood pressure numbers explained' })).toHaveAttribute('href', '/education/posts/p1');
    expect(server.calls('GET /api/education/posts')).toHaveLength(1);
  });

  it('lists the articles of one subcategory, with an empty state when there are none', async () => {
    mockFetch({
      'GET /api/education/categories/c1': { body: detail },
      'GET /api/education/posts?category=c1&subcategory=s2': { body: { posts: [] } },
    });
    renderWithProviders(<SubcategoryPage />, {
      route: '/education/category/c1/s2',
      path: '/education/category/:categoryId/:subcategoryId',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cholesterol' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cholesterol/ })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Heart Health' })).toHaveAttribute(
      'href',
      '/education/category/c1',
    );
    expect(await screen.findByText('No articles here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all of Heart Health' })).toHaveAttribute('href', '/education/category/c1');
  });

  it('says a topic was not found for an unknown category or subcategory', async () => {
    mockFetch({
      'GET /api/education/categories/nope': { status: 404, body: { message: 'Category not found' } },
      'GET /api/education/categories/c1': { body: detail },
    });
    const first = renderWithProviders(<CategoryPage />, { route: '/education/category/nope', path: '/education/category/:categoryId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic not found' })).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<SubcategoryPage />, {
      route: '/education/category/c1/zzz',
      path: '/education/category/:categoryId/:subcategoryId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Heart Health' })).toHaveAttribute('href', '/education/category/c1');
  });
});
