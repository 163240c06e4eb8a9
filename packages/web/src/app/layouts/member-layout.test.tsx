import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { today } from '@/lib/dates';
import { memberProfile } from '@/test/api-fixtures';
import { mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { MemberLayout } from './member-layout';

const routes = [
  {
    element: <MemberLayout />,
    children: [
      { path: '/', element: <p>Home screen</p> },
      { path: '/surveys', element: <p>Surveys screen</p> },
      { path: '/activities', element: <p>Activities screen</p> },
      { path: '/programs/:id', element: <p>Program screen</p> },
      { path: '/exercises/:id', element: <p>Exercise screen</p> },
      { path: '/messages', element: <p>Messages screen</p> },
    ],
  },
];

const tabBar = () => screen.getByRole('navigation', { name: 'Tab bar' });

/** A screen whose code arrives when the test says so (a slow chunk on a loaded phone). */
function slowScreen() {
  let arrive = () => {};
  const Screen = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <p>Slow screen</p> });
      }),
  );
  return { Screen, arrive: () => arrive() };
}

describe('MemberLayout', () => {
  it('toggles the sidebar with the tab bar menu button', async () => {
    mockFetch({});
    const { user } = renderRoutes(routes, '/surveys');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(tabBar()).toContainElement(menu);
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

  it('keeps the menu open while its page arrives and while the layout’s reads refetch (no remount)', async () => {
    mockFetch({
      'GET /api/lifestyle/pillars': { body: [] },
      'GET /api/education/categories': { body: { categories: [] } },
      'GET /api/messages/unread': { body: { count: 0 } },
    });
    const slow = slowScreen();
    const { user, router, queryClient } = renderRoutes(
      [
        {
          element: <MemberLayout />,
          children: [
            { path: '/', element: <Link to="/slow">Go to the slow screen</Link> },
            { path: '/slow', element: <slow.Screen /> },
          ],
        },
      ],
      '/',
    );
    await user.click(await screen.findByRole('link', { name: 'Go to the slow screen' }));
    expect(router.state.location.pathname).toBe('/slow');
    const sidebar = document.getElementById('member-sidebar');
    const menu = screen.getByRole('button', { name: 'Menu' });
    // Opened while the page's code is still on its way (a loaded phone).
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');

    await act(async () => slow.arrive());
    expect(await screen.findByText('Slow screen')).toBeInTheDocument();
    await act(async () => {
      await queryClient.invalidateQueries();
      await queryClient.refetchQueries();
    });
    expect(document.getElementById('member-sidebar')).toBe(sidebar);
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).not.toHaveClass('hidden');

    // A route change after it was opened still closes it.
    await act(async () => router.navigate('/'));
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

  it('goes from the menu button into the menu it opened with Tab', async () => {
    mockFetch({});
    const { user } = renderRoutes(routes, '/surveys');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(document.getElementById('member-sidebar')).toContainElement(document.activeElement as HTMLElement);
  });

  it('links Home, Programs, Health and Learn in the tab bar', async () => {
    mockFetch({});
    renderRoutes(routes, '/surveys');
    await screen.findByText('Surveys screen');
    const links = within(tabBar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Programs', '/programs'],
      ['Health', '/health'],
      ['Learn', '/education'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/programs/p1', 'Programs'],
    ['/surveys', 'Health'],
    ['/exercises/squat', 'Learn'],
    ['/messages', null],
  ])('marks the current tab on %s', async (path, current) => {
    mockFetch({});
    renderRoutes(routes, path);
    await screen.findByText(/screen$/);
    const marked = within(tabBar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual(current ? [current] : []);
  });

  it('saves this device’s time zone as the member’s when they have none, once, and uses theirs for today (decision 0073)', async () => {
    const server = mockFetch({
      'GET /api/user/profile': { body: memberProfile({ firstName: 'Morgan', lastName: 'Lavoie', time_zone: null }) },
      'PUT /api/user/time-zone': (req) => ({ body: req.body }),
    });
    renderRoutes(routes, '/surveys');
    await screen.findByText('Surveys screen');
    await vi.waitFor(() => expect(server.calls('PUT /api/user/time-zone')).toHaveLength(1));
    expect(server.calls('PUT /api/user/time-zone')[0]!.body).toEqual({ time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('asks nothing of a member who has a time zone, and counts their today in it', async () => {
    const server = mockFetch({
      'GET /api/user/profile': { body: memberProfile({ firstName: 'Morgan', lastName: 'Lavoie', time_zone: 'Pacific/Kiritimati' }) },
    });
    renderRoutes(routes, '/surveys');
    await screen.findByText('Surveys screen');
    await vi.waitFor(() => expect(today(new Date('2026-11-28T10:00:00.000Z'))).toBe('2026-11-29'));
    expect(server.calls('PUT /api/user/time-zone')).toHaveLength(0);
  });

  it('tells on the menu button that replies are unread', async () => {
    mockFetch({ 'GET /api/messages/unread': { body: { count: 2 } } });
    renderRoutes(routes, '/surveys');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await within(tabBar()).findByText('2 unread messages');
    expect(menu).toHaveAccessibleDescription('2 unread messages');
  });

  it('offers French beside the account, named in French, in the sidebar', async () => {
    mockFetch({});
    renderRoutes(routes, '/surveys');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const switchButton = within(sidebar).getByRole('button', { name: 'Français : afficher l’application en français' });
    expect(switchButton).toHaveTextContent('Français');
    expect(switchButton).toHaveAttribute('lang', 'fr-CA');
  });

  it('reads in French: the tab bar, the menu, the sidebar’s sections and the way back to English', async () => {
    i18n.activate('fr');
    mockFetch({ 'GET /api/messages/unread': { body: { count: 2 } } });
    renderRoutes(routes, '/surveys');
    const tabs = await screen.findByRole('navigation', { name: 'Barre d’onglets' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Programmes', 'Santé', 'S’informer']);
    const menu = within(tabs).getByRole('button', { name: 'Menu' });
    await within(tabs).findByText('2 messages non lus');
    expect(menu).toHaveAccessibleDescription('2 messages non lus');

    const sidebar = screen.getByRole('complementary', { name: 'Barre latérale' });
    const nav = within(sidebar).getByRole('navigation', { name: 'Principale' });
    for (const section of ['Mode de vie', 'Suivi de santé', 'Centre d’information'])
      expect(within(nav).getByRole('button', { name: section })).toBeInTheDocument();
    for (const link of ['Résultats sanguins', 'Pression artérielle', 'Risque cardiovasculaire', 'Questionnaires', 'Demandes de programme'])
      expect(within(nav).getByRole('link', { name: link })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Messages, 2 non lus' })).toBeInTheDocument();
    const english = within(sidebar).getByRole('button', { name: 'English: show the app in English' });
    expect(english).toHaveTextContent('English');
    expect(english).toHaveAttribute('lang', 'en-CA');
  });
});
