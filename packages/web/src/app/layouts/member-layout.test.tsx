import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCategoriesStore } from '@/features/education/stores/categories-store';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { MemberLayout } from './member-layout';

beforeEach(() => resetCategoriesStore());

const routes = [
  {
    element: <MemberLayout />,
    children: [
      { path: '/surveys', element: <p>Surveys screen</p> },
      { path: '/activities', element: <p>Activities screen</p> },
    ],
  },
];

describe('MemberLayout', () => {
  it('toggles the sidebar with the menu button', async () => {
    mockFetch({});
    const { user } = renderRoutes(routes, '/surveys');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-controls', 'member-sidebar');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('member-sidebar')).toHaveClass('hidden');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('member-sidebar')).not.toHaveClass('hidden');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the sidebar on a route change', async () => {
    mockFetch({});
    const { user } = renderRoutes(routes, '/surveys');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Activities' }));

    expect(await screen.findByText('Activities screen')).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the sidebar with Escape and returns focus to the menu button', async () => {
    mockFetch({});
    const { user } = renderRoutes(routes, '/surveys');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    screen.getByRole('link', { name: 'Activities' }).focus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});
