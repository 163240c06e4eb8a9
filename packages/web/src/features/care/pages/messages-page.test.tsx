import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { MessagesPage } from './messages-page';

const thread = {
  _id: 't1',
  subject: 'Knee pain on the walking plan',
  coach: null,
  member: { _id: 'm1', name: 'Avery Tremblay' },
  assigned_to: null,
  last_message: {
    _id: 'x1',
    author_role: 'member' as const,
    author_name: 'Avery',
    body: 'My knee hurts.',
    created_at: '2026-11-18T12:00:00.000Z',
  },
  unread: true,
  created_at: '2026-11-18T12:00:00.000Z',
  updated_at: '2026-11-18T12:00:00.000Z',
  state: 'waiting' as const,
  due_at: '2026-11-19T17:00:00.000Z',
};

describe('MessagesPage', { timeout: 20_000 }, () => {
  it('shows a coach their own and the unassigned threads, with unread ones marked', async () => {
    const server = mockFetch({
      'GET /api/staff/threads?box=mine': { body: { threads: [] } },
      'GET /api/staff/threads?box=unassigned': { body: { threads: [thread] } },
    });
    const { user } = renderAsStaff('coach', <MessagesPage />, { route: '/care/messages', path: '/care/messages' });
    const boxes = screen.getByRole('navigation', { name: 'Message boxes' });
    expect(
      within(boxes)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Mine', 'Unassigned']);
    expect(within(boxes).getByRole('link', { name: 'Mine' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No conversations are assigned to you.')).toBeInTheDocument();

    await user.click(within(boxes).getByRole('link', { name: 'Unassigned' }));
    const item = await screen.findByTestId('thread');
    expect(within(item).getByRole('link', { name: 'Knee pain on the walking plan' })).toHaveAttribute('href', '/care/messages/t1');
    expect(item).toHaveTextContent('Unread');
    expect(item).toHaveTextContent('Avery Tremblay · To the care team · Unassigned');
    expect(server.calls('GET /api/staff/threads').map((r) => r.url)).toEqual([
      '/api/staff/threads?box=mine',
      '/api/staff/threads?box=unassigned',
    ]);
  });

  it('gives clinicians the All box', async () => {
    mockFetch({ 'GET /api/staff/threads': { body: { threads: [thread] } } });
    renderAsStaff('clinician', <MessagesPage />, { route: '/care/messages?box=all', path: '/care/messages' });
    const boxes = screen.getByRole('navigation', { name: 'Message boxes' });
    expect(within(boxes).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('thread')).toBeInTheDocument();
  });
});
