import type { EducationPostListItem } from '@wellpath/shared/education/wire';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PostCard } from './post-card';

const base: EducationPostListItem = {
  _id: 'p1',
  key: 'understanding-cholesterol',
  title: 'Understanding cholesterol',
  summary: 'What LDL and HDL mean.',
  reading_minutes: 4,
  published: '2026-01-20',
  category: { _id: 'c1', name: 'Heart Health', slug: 'heart-health' },
  subcategory: null,
  pillars: [],
};

const marks = (element: HTMLElement) => Array.from(element.querySelectorAll('mark'), (m) => m.textContent);

describe('PostCard', () => {
  it('marks the words a search matched in the title and summary, as text', () => {
    renderWithProviders(
      <PostCard
        post={{
          ...base,
          highlight: {
            title: [
              { text: 'Understanding ', match: false },
              { text: 'cholesterol', match: true },
            ],
            summary: [
              { text: 'What ', match: false },
              { text: 'LDL', match: true },
              { text: ' and HDL mean.', match: false },
            ],
            excerpt: [{ text: '… LDL carries cholesterol …', match: false }],
          },
        }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Understanding cholesterol' });
    const link = within(card).getByRole('link', { name: 'Understanding cholesterol' });
    expect(link).toHaveAttribute('href', '/education/posts/p1');
    expect(marks(link)).toEqual(['cholesterol']);
    expect(marks(card)).toEqual(['cholesterol', 'LDL']);
    // The summary shows why the post was found, whole (a clamp could hide the match): no quote from the article.
    const summary = within(card).getByText(/What/);
    expect(summary).toHaveTextContent('What LDL and HDL mean.');
    expect(summary).not.toHaveClass('line-clamp-3');
    expect(within(card).queryByText(/From the article/)).not.toBeInTheDocument();
  });

  it('quotes the article when only the article matched', () => {
    renderWithProviders(
      <PostCard
        post={{
          ...base,
          highlight: {
            title: [{ text: base.title, match: false }],
            summary: [{ text: base.summary, match: false }],
            excerpt: [
              { text: '… eating less ', match: false },
              { text: 'salt', match: true },
              { text: ' lowers blood pressure …', match: false },
            ],
          },
        }}
      />,
    );
    expect(screen.getByText(base.summary)).toHaveClass('line-clamp-3');
    const quote = screen.getByText(/From the article/).parentElement!;
    expect(quote).toHaveTextContent('From the article: … eating less salt lowers blood pressure …');
    expect(marks(quote)).toEqual(['salt']);
  });

  it('shows markup in a title, summary or quote as text, never as HTML', () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    const { container } = renderWithProviders(
      <PostCard
        post={{
          ...base,
          title: `Salt ${hostile}`,
          highlight: {
            title: [
              { text: 'Salt', match: true },
              { text: ` ${hostile}`, match: false },
            ],
            summary: [{ text: base.summary, match: false }],
            excerpt: [{ text: hostile, match: true }],
          },
        }}
      />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByRole('link', { name: `Salt ${hostile}` })).toBeInTheDocument();
    expect(marks(container)).toEqual(['Salt', hostile]);
  });

  it('shows a post without a search as it is, with nothing marked', () => {
    const { container } = renderWithProviders(<PostCard post={base} />);
    expect(screen.getByRole('link', { name: 'Understanding cholesterol' })).toBeInTheDocument();
    expect(screen.getByText('What LDL and HDL mean.')).toBeInTheDocument();
    expect(container.querySelector('mark')).toBeNull();
  });
});
