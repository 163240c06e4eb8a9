import type { EducationPost, EducationPostSummary } from '@wellpath/shared/education/wire';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, NEVER, type MockHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { PostPage } from './post-page';

const category = { _id: 'c1', name: 'Heart Health', slug: 'heart-health' };
const subcategory = { _id: 's1', name: 'Blood Pressure', slug: 'blood-pressure' };

function summary(id: string, title: string, extra: Partial<EducationPostSummary> = {}): EducationPostSummary {
  return {
    _id: id,
    key: id,
    title,
    summary: `${title} summary`,
    reading_minutes: 4,
    published: '2026-03-04',
    category,
    subcategory,
    pillars: [{ _id: 'p1', name: 'Nutrition', slug: 'nutrition' }],
    ...extra,
  };
}

const post: EducationPost = {
  ...summary('post1', 'Blood pressure numbers explained'),
  body: '<p>Your blood pressure has <strong>two numbers</strong>.</p><h2>What they mean</h2><ul><li>Systolic</li><li>Diastolic</li></ul><blockquote><p>Measure at home.</p></blockquote>',
  author: 'Dr. Maya Thompson',
  sources: [{ title: 'Hypertension Canada', url: 'https://hypertension.ca/' }],
};

function setup(handler: MockHandler, id = 'post1') {
  mockFetch({ [`GET /api/education/posts/${id}`]: handler });
  return renderWithProviders(<PostPage />, { route: `/education/posts/${id}`, path: '/education/posts/:id' });
}

describe('PostPage', () => {
  it('lays out the article: breadcrumb, meta, body, pillar tags, sources and related articles', async () => {
    setup({ body: { post, related: [summary('post2', 'Measuring at home')] } });

    const article = await screen.findByRole('article', { name: 'Blood pressure numbers explained' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Blood pressure numbers explained');
    const crumbs = within(article).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Education Center' })).toHaveAttribute('href', '/education');
    expect(within(crumbs).getByRole('link', { name: 'Heart Health' })).toHaveAttribute('href', '/education/category/c1');
    expect(within(crumbs).getByRole('link', { name: 'Blood Pressure' })).toHaveAttribute('href', '/education/category/c1/s1');

    expect(within(article).getByText('March 4, 2026')).toHaveAttribute('datetime', '2026-03-04');
    expect(within(article).getByText('4 min read')).toBeInTheDocument();
    expect(within(article).getByText('Dr. Maya Thompson')).toBeInTheDocument();

    expect(within(article).getByRole('heading', { level: 2, name: 'What they mean' })).toBeInTheDocument();
    expect(within(article).getByText('two numbers').tagName).toBe('STRONG');
    expect(within(article).getByText('Measure at home.').closest('blockquote')).not.toBeNull();

    expect(within(article).getByRole('link', { name: 'Nutrition' })).toHaveAttribute('href', '/lifestyle/nutrition');
    const source = within(article).getByRole('link', { name: /Hypertension Canada/ });
    expect(source).toHaveAttribute('href', 'https://hypertension.ca/');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');

    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getByRole('link', { name: 'Measuring at home' })).toHaveAttribute('href', '/education/posts/post2');

    // The header drawing is the topic's, decorative, and sized by its viewBox before it draws.
    const art = article.querySelector('svg[data-topic]')!;
    expect(art).toHaveAttribute('data-topic', 'heart');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveAttribute('viewBox', '0 0 320 120');
    expect(art.getAttribute('style')).toContain('aspect-ratio');
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
  });

  it('neutralises a hostile body: no script, no event handler, no javascript: link', async () => {
    const hostile =
      '<p>Hello</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>' +
      '<a href="javascript:window.__pwned=1">click</a><svg><a xlink:href="javascript:alert(1)"><text>svg</text></a></svg>' +
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><button>Go</button></form><p style="position:fixed">styled</p>';
    setup({ body: { post: { ...post, body: hostile }, related: [] } });

    const body = await screen.findByTestId('article-body');
    expect(within(body).getByText('Hello')).toBeInTheDocument();
    expect(body.querySelector('script, iframe, form, button, [style]')).toBeNull();
    const html = body.innerHTML.toLowerCase();
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(within(body).getByText('click')).not.toHaveAttribute('href');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows a friendly not found page for an unknown article', async () => {
    setup({ status: 404, body: { message: 'Post not found' } }, 'nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Education Center' })).toHaveAttribute('href', '/education');
  });

  it('shows a skeleton while loading and an error with a retry when the server fails', async () => {
    const { unmount } = setup(NEVER);
    expect(screen.getByRole('status', { name: 'Loading the article' })).toBeInTheDocument();
    unmount();

    setup({ status: 500, body: { message: 'Boom' } });
    expect(await screen.findByText(/couldn't load this article/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
