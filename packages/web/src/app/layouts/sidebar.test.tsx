import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberProfile } from '@/test/api-fixtures';
import { mockFetch, NEVER } from '@/test/fetch-mock';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { apiQuery } from '@/api/resources';
import { Sidebar } from './sidebar';

const pillars = [
  { _id: 'p1', name: 'Sleep', description: 'd', icon: 'moon' as const, slug: 'sleep', is_active: true },
  { _id: 'p2', name: 'Nutrition', description: 'd', icon: 'apple' as const, slug: 'nutrition', is_active: false },
];
const categories = [
  { _id: 'c1', id: 'c1', name: 'Heart Health', slug: 'heart-health', description: '', path: '/education/category/c1' },
  { _id: 'c2', id: 'c2', name: 'Sleep Science', slug: 'sleep-science', description: '', path: '/education/category/c2' },
];
const profile = memberProfile({ firstName: 'jane' });

describe('Sidebar', () => {
  it('shows the loading texts while pillars, categories and profile load', async () => {
    mockFetch({ 'GET /api/lifestyle/pillars': NEVER, 'GET /api/education/categories': NEVER, 'GET /api/user/profile': NEVER });
    renderWithProviders(<Sidebar onLogout={() => {}} />);

    expect(await screen.findByText('Loading pillars...')).toBeInTheDocument();
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('shows the empty texts when there is no active pillar and categories fail to load', async () => {
    mockFetch({
      'GET /api/lifestyle/pillars': { body: [pillars[1]!] },
      'GET /api/education/categories': { status: 500, body: { message: 'Boom' } },
      'GET /api/user/profile': { body: profile },
    });
    renderWithProviders(<Sidebar onLogout={() => {}} />);

    expect(await screen.findByText('No active pillars found')).toBeInTheDocument();
    expect(await screen.findByText('No categories available')).toBeInTheDocument();
    // Only logged (§8).
    expect(JSON.parse(localStorage.getItem('app_logs') ?? '[]').map((e: { message: string }) => e.message)).toContain(
      'Failed to load education categories',
    );
  });

  it('links active pillars, the health tracking entries, the categories with Programs appended and the exercise library', async () => {
    mockFetch({
      'GET /api/lifestyle/pillars': { body: pillars },
      'GET /api/education/categories': { body: { categories } },
      'GET /api/user/profile': { body: profile },
    });
    renderWithProviders(<Sidebar onLogout={() => {}} />);

    expect(await screen.findByRole('link', { name: 'Sleep' })).toHaveAttribute('href', '/lifestyle/sleep');
    expect(screen.queryByRole('link', { name: 'Nutrition' })).not.toBeInTheDocument();

    // The spec's fixed links keep their order; the member's other screens and the care team's come among them.
    const tracking = within(screen.getByRole('link', { name: 'Blood Test Results' }).closest('ul')!).getAllByRole('link');
    expect(tracking.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Blood Test Results', '/blood-results'],
      ['Blood Pressure', '/blood-pressure'],
      ['Body', '/body'],
      ['Medications', '/medications'],
      ['Heart Risk', '/heart-risk'],
      ['Activities', '/activities'],
      ['Conditions', '/conditions'],
      ['Surveys', '/surveys'],
      ['Import from an app', '/import'],
      ['Program Requests', '/program-requests'],
      ['Coaches', '/coaches'],
      ['Appointments', '/appointments'],
      ['Download App', '/download-app'],
    ]);

    expect(await screen.findByRole('link', { name: 'Heart Health' })).toHaveAttribute('href', '/education/category/c1');
    expect(screen.getByRole('link', { name: 'Sleep Science' })).toHaveAttribute('href', '/education/category/c2');
    const education = within(screen.getByRole('link', { name: 'Heart Health' }).closest('ul')!).getAllByRole('link');
    expect(education.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Browse & Search', '/education'],
      ['Heart Health', '/education/category/c1'],
      ['Sleep Science', '/education/category/c2'],
      ['Programs', '/programs'],
      ['Exercises', '/exercises'],
    ]);
  });

  it('links the Education Center and the exercise library while the categories load', async () => {
    mockFetch({ 'GET /api/education/categories': NEVER });
    renderWithProviders(<Sidebar onLogout={() => {}} />);
    expect(await screen.findByText('Loading categories...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse & Search' })).toHaveAttribute('href', '/education');
    expect(screen.getByRole('link', { name: 'Exercises' })).toHaveAttribute('href', '/exercises');
  });

  it('starts with every section open and collapses one on click', async () => {
    mockFetch({ 'GET /api/lifestyle/pillars': { body: pillars }, 'GET /api/education/categories': { body: { categories } } });
    const { user } = renderWithProviders(<Sidebar onLogout={() => {}} />);

    for (const name of ['Lifestyle', 'Health Tracking', 'Education Center']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
    await user.click(screen.getByRole('button', { name: 'Health Tracking' }));
    expect(screen.getByRole('button', { name: 'Health Tracking' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Blood Pressure' })).not.toBeInTheDocument();
  });

  it("shows the member's initials, full name, a Profile link and Logout", async () => {
    mockFetch({ 'GET /api/user/profile': { body: profile } });
    const onLogout = vi.fn();
    const { user } = renderWithProviders(<Sidebar onLogout={onLogout} />);

    expect(await screen.findByText('jane Doe')).toBeInTheDocument();
    expect(screen.getByText('JD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('highlights the active link', async () => {
    mockFetch({});
    renderWithProviders(<Sidebar onLogout={() => {}} />, { route: '/surveys', path: '/surveys' });
    expect(await screen.findByRole('link', { name: 'Surveys' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Activities' })).not.toHaveAttribute('aria-current');
  });

  it('highlights a screen under a link (a coach, an exercise), but the Education Center home on itself only', async () => {
    mockFetch({ 'GET /api/education/categories': { body: { categories } } });
    const coach = renderWithProviders(<Sidebar onLogout={() => {}} />, { route: '/coaches/c9', path: '/coaches/:id' });
    expect(await screen.findByRole('link', { name: 'Coaches' })).toHaveAttribute('aria-current', 'page');
    coach.unmount();

    renderWithProviders(<Sidebar onLogout={() => {}} />, { route: '/education/category/c1', path: '/education/category/:id' });
    expect(await screen.findByRole('link', { name: 'Heart Health' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Browse & Search' })).not.toHaveAttribute('aria-current');
  });

  it('fetches the categories only once', async () => {
    const server = mockFetch({ 'GET /api/education/categories': { body: { categories } } });
    const first = renderWithProviders(<Sidebar onLogout={() => {}} />);
    await screen.findByRole('link', { name: 'Heart Health' });
    first.unmount();
    renderWithProviders(<Sidebar onLogout={() => {}} />, { queryClient: first.queryClient });
    expect(await screen.findByRole('link', { name: 'Heart Health' })).toBeInTheDocument();
    expect(server.calls('GET /api/education/categories')).toHaveLength(1);
  });

  it('lists the categories saved on this device while offline (the member’s persisted query cache)', async () => {
    const server = mockFetch({});
    const queryClient = createTestQueryClient();
    // As restored from IndexedDB at the start of an offline session (decision 0038).
    queryClient.setQueryData(apiQuery('GET /education/categories').queryKey, {
      categories: [{ _id: 'c1', id: 'c1', name: 'Heart Health', slug: 'heart-health', description: '', path: '/education/category/c1' }],
    });
    onlineManager.setOnline(false);
    renderWithProviders(<Sidebar onLogout={() => {}} />, { queryClient });
    expect(await screen.findByRole('link', { name: 'Heart Health' })).toHaveAttribute('href', '/education/category/c1');
    expect(screen.getByRole('link', { name: 'Programs' })).toHaveAttribute('href', '/programs');
    const education = screen.getByRole('link', { name: 'Browse & Search' }).closest('ul')!;
    expect(within(education).queryByText('Not available offline')).not.toBeInTheDocument();
    expect(server.calls('GET /api/education/categories')).toHaveLength(0);
  });

  it('says the categories are not available offline when none were saved', async () => {
    mockFetch({});
    onlineManager.setOnline(false);
    renderWithProviders(<Sidebar onLogout={() => {}} />);
    const education = (await screen.findByRole('link', { name: 'Browse & Search' })).closest('ul')!;
    expect(within(education).getByText('Not available offline')).toBeInTheDocument();
    expect(screen.queryByText('Loading categories...')).not.toBeInTheDocument();
  });

  it('puts Messages first, on their own outside Health Tracking, with the unread replies as a badge, and asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let count = 2;
      const server = mockFetch({ 'GET /api/messages/unread': () => ({ body: { count } }) });
      renderWithProviders(<Sidebar onLogout={() => {}} />);

      const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
      expect(link).toHaveAttribute('href', '/messages');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getAllByRole('link')[0]).toBe(link);
      expect(within(link.closest('ul')!).getAllByRole('link')).toEqual([link]);
      const tracking = within(screen.getByRole('link', { name: 'Blood Pressure' }).closest('ul')!).getAllByRole('link');
      expect(tracking).not.toContain(link);

      count = 0;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
      expect(server.calls('GET /api/messages/unread').length).toBeGreaterThanOrEqual(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
