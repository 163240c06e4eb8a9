import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeyOf } from '@/api/resources';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { message, thread } from '../test/fixtures';
import { ThreadPage } from './thread-page';

const conversation = thread('t1', {
  subject: 'Knee pain on walks',
  coach: { _id: 'k1', name: 'Grace Liu' },
  messages: [
    message('m1', { body: 'My knee hurts after 20 minutes.', created_at: '2026-03-04T12:00:00.000Z' }),
    message('m2', {
      author_role: 'staff',
      author_name: 'Grace Liu',
      body: 'Try two shorter walks.',
      created_at: '2026-03-05T09:30:00.000Z',
    }),
    message('m3', { body: 'Thanks, I will.', created_at: '2026-03-05T10:00:00.000Z' }),
  ],
  staff_read_at: '2026-03-05T11:15:00.000Z',
});

function setup<R = object>(routes?: MockRoutes<R>) {
  const server = mockFetch({}, routes);
  return { server, ...renderWithProviders(<ThreadPage />, { route: '/messages/t1', path: '/messages/:id' }) };
}

describe('ThreadPage', () => {
  it("shows the conversation as bubbles with names and times, and when the care team saw the member's last message", async () => {
    setup({ 'GET /api/messages/t1': { body: conversation } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Knee pain on walks' })).toBeInTheDocument();
    expect(screen.getByText(/With Grace Liu/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages in this conversation' });
    const mine = within(list).getAllByTestId('member-message');
    const theirs = within(list).getAllByTestId('care-team-message');
    expect(mine).toHaveLength(2);
    expect(mine[0]).toHaveTextContent('You');
    expect(mine[0]).toHaveTextContent('My knee hurts after 20 minutes.');
    expect(theirs[0]).toHaveTextContent('Grace Liu');
    expect(theirs[0]).toHaveTextContent('Try two shorter walks.');
    expect(theirs[0]).toHaveTextContent('March 5, 2026');
    expect(within(list).getAllByText(/Seen by your care team/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', '/messages');
  });

  it('does not say seen before the care team read the last message', async () => {
    setup({ 'GET /api/messages/t1': { body: { ...conversation, staff_read_at: '2026-03-05T09:00:00.000Z' } } });
    await screen.findByRole('heading', { level: 1, name: 'Knee pain on walks' });
    expect(screen.queryByText(/Seen by your care team/)).not.toBeInTheDocument();
  });

  it('refreshes the unread count once the conversation is read', async () => {
    const { server, queryClient } = setup({
      'GET /api/messages/t1': { body: conversation },
      'GET /api/messages/unread': { body: { count: 1 } },
    });
    const unreadKey = queryKeyOf('GET /messages/unread');
    await queryClient.prefetchQuery({ queryKey: unreadKey, queryFn: () => ({ count: 1 }) });
    await screen.findByRole('heading', { level: 1, name: 'Knee pain on walks' });
    await waitFor(() => expect(queryClient.getQueryState(unreadKey)?.isInvalidated).toBe(true));
    expect(server.calls('GET /api/messages/t1')).toHaveLength(1);
  });

  it('sends a reply and shows it in the conversation', async () => {
    const replied = { ...conversation, messages: [...conversation.messages, message('m4', { body: 'One more question.' })] };
    let current = conversation;
    const { user, server } = setup({
      'GET /api/messages/t1': () => ({ body: current }),
      'POST /api/messages/t1': () => {
        current = replied;
        return { body: replied };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Knee pain on walks' });

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Your reply'));
    await user.paste('One more question.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    expect(screen.getByText('One more question.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
    expect(server.calls('POST /api/messages/t1')[0]!.body).toEqual({ body: 'One more question.' });

    await user.type(screen.getByLabelText('Your reply'), 'A');
    expect(screen.queryByText('Your reply was sent.')).not.toBeInTheDocument();
  });

  it("says so when the conversation does not exist or is someone else's", async () => {
    setup({ 'GET /api/messages/t1': { status: 404, body: { message: 'Thread not found' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your messages' })).toHaveAttribute('href', '/messages');
  });
});
