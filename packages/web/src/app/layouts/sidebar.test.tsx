import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCategoriesStore } from '@/features/education/stores/categories-store';
import { mockFetch, NEVER } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { Sidebar } from './sidebar';

const pillars = [
  { _id: 'p1', name: 'Sleep', description: 'd', icon: 'moon', slug: 'sleep', is_active: true },
  { _id: 'p2', name: 'Nutrition', description: 'd', icon: 'apple', slug: 'nutrition', is_active: false },
];
const categories = [
  { _id: 'c1', id: 'c1', name: 'Heart Health', slug: 'heart-health', description: '', path: '/education/category/c1' },
  { _id: 'c2', name: 'Sleep Science', slug: 'sleep-science', description: '' },
];
const profile = { _id: 'u1', firstName: 'jane', lastName: 'Doe', email: 'jane@example.ca' };

beforeEach(() => resetCategoriesStore());

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
      'GET /api/lifestyle/pillars': { body: [{ ...pillars[1] }] },
      'GET /api/education/categories': { status: 500, body: { message: 'Boom' } },
      'GET /api/user/profile': { body: profile },
    });
    renderWithProviders(<Sidebar onLogout={() => {}} />);

    expect(await screen.findByText('No active pillars found')).toBeInTheDocument();
    expect(await screen.findByText('No categories available')).toBeInTheDocument();
  });

  it('links active pillars, the fixed health tracking entries and the categories with Programs appended', async () => {
    mockFetch({
      'GET /api/lifestyle/pillars': { body: pillars },
      'GET /api/education/categories': { body: { categories } },
      'GET /api/user/profile': { body: profile },
    });
    renderWithProviders(<Sidebar onLogout={() => {}} />);

    expect(await screen.findByRole('link', { name: 'Sleep' })).toHaveAttribute('href', '/lifestyle/sleep');
    expect(screen.queryByRole('link', { name: 'Nutrition' })).not.toBeInTheDocument();

    const tracking = [
      ['Blood Test Results', '/blood-results'],
      ['Blood Pressure', '/blood-pressure'],
      ['Activities', '/activities'],
      ['Surveys', '/surveys'],
      ['Program Requests', '/program-requests'],
      ['Messages', '/messages'],
      ['Download App', '/download-app'],
    ];
    for (const [name, href] of tracking) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);

    expect(await screen.findByRole('link', { name: 'Heart Health' })).toHaveAttribute('href', '/education/category/c1');
    expect(screen.getByRole('link', { name: 'Sleep Science' })).toHaveAttribute('href', '/education/category/c2');
    const educationLinks = within(screen.getByRole('link', { name: 'Heart Health' }).closest('ul')!).getAllByRole('link');
    expect(educationLinks.at(-1)).toHaveAccessibleName('Programs');
    expect(educationLinks.at(-1)).toHaveAttribute('href', '/programs');
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

  it('fetches the categories only once', async () => {
    const server = mockFetch({ 'GET /api/education/categories': { body: { categories } } });
    const first = renderWithProviders(<Sidebar onLogout={() => {}} />);
    await screen.findByRole('link', { name: 'Heart Health' });
    first.unmount();
    renderWithProviders(<Sidebar onLogout={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Heart Health' })).toBeInTheDocument();
    expect(server.calls('GET /api/education/categories')).toHaveLength(1);
  });

  it('shows the unread replies as a badge on Messages, right after Program Requests, and asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let count = 2;
      const server = mockFetch({ 'GET /api/messages/unread': () => ({ body: { count } }) });
      renderWithProviders(<Sidebar onLogout={() => {}} />);

      const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
      expect(link).toHaveAttribute('href', '/messages');
      const tracking = within(link.closest('ul')!).getAllByRole('link');
      expect(tracking[tracking.indexOf(link) - 1]).toHaveAccessibleName('Program Requests');

      count = 0;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
      expect(server.calls('GET /api/messages/unread').length).toBeGreaterThanOrEqual(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
