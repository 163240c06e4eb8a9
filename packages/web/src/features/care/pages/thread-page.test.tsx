import { screen, within } from '@testing-library/react';
import type { ApiOutput } from '@/lib/api-client';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { ThreadPage } from './thread-page';

type StaffThread = ApiOutput<'GET /staff/threads/:id'>;

const thread: StaffThread = {
  _id: 't1',
  subject: 'Knee pain on the walking plan',
  coach: { _id: 'c1', name: 'Sam Rivera' },
  member: { _id: 'm1', name: 'Avery Tremblay' },
  assigned_to: { _id: 'staff-coach', name: 'Sam Rivera' },
  state: 'answered',
  due_at: null,
  can_reply: true,
  can_assign: true,
  assignees: [],
  created_at: '2026-11-18T12:00:00.000Z',
  updated_at: '2026-11-19T12:00:00.000Z',
  messages: [
    {
      _id: 'x1',
      author_role: 'member',
      author_name: 'Avery',
      body: 'My knee hurts after 20 minutes.',
      created_at: '2026-11-18T12:00:00.000Z',
    },
    {
      _id: 'x2',
      author_role: 'staff',
      author_name: 'Sam Rivera',
      body: 'Try two walks of 10 minutes.',
      created_at: '2026-11-19T12:00:00.000Z',
    },
  ],
  member_read_at: '2026-11-19T15:30:00.000Z',
  staff_read_at: '2026-11-19T12:00:00.000Z',
};

function setup() {
  let current = thread;
  const server = mockFetch({
    'GET /api/staff/threads/t1': () => ({ body: current }),
    'POST /api/staff/threads/t1': (req) => {
      const body = req.body.body;
      current = {
        ...current,
        messages: [
          ...current.messages,
          { _id: 'x3', author_role: 'staff', author_name: 'Sam Rivera', body, created_at: '2026-11-20T12:00:00.000Z' },
        ],
      };
      return { body: current };
    },
  });
  return { server, ...renderAsStaff('coach', <ThreadPage />, { route: '/care/messages/t1', path: '/care/messages/:id' }) };
}

describe('ThreadPage', { timeout: 20_000 }, () => {
  it('shows the conversation, who wrote each message and when, and whether the member has read the reply', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Knee pain on the walking plan' })).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Messages, oldest first' })).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('Avery · Member');
    expect(messages[1]).toHaveTextContent('Sam Rivera · Care team');
    expect(messages[1]).toHaveTextContent('Try two walks of 10 minutes.');
    expect(screen.getByText(/^Seen by the member at November 19, 2026/)).toBeInTheDocument();
  });

  it('replies in the thread', async () => {
    const { user, server } = setup();
    const box = await screen.findByLabelText('Your reply');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/threads/t1')).toHaveLength(0);

    await user.type(box, 'How did the shorter walks go?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Reply sent. Avery Tremblay is e-mailed that there is a reply.');
    expect(status).toHaveFocus();
    expect(server.calls('POST /api/staff/threads/t1')[0]!.body).toEqual({ body: 'How did the shorter walks go?' });
    expect(box).toHaveValue('');
    const messages = within(screen.getByRole('list', { name: 'Messages, oldest first' })).getAllByRole('listitem');
    expect(messages).toHaveLength(3);
    expect(messages[2]).toHaveTextContent('How did the shorter walks go?');
    expect(screen.getByText('The member has not read the latest reply yet.')).toBeInTheDocument();
  });

  it('clears the sent message once the next reply is typed', async () => {
    const { user } = setup();
    const box = await screen.findByLabelText('Your reply');
    await user.type(box, 'How did the shorter walks go?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reply sent.');

    await user.type(box, 'A');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows who owns a colleague's thread and takes it over before replying (decision 0100)", async () => {
    let current: StaffThread = { ...thread, assigned_to: { _id: 'staff-other', name: 'Robin Lee' }, can_reply: false, can_assign: false };
    const server = mockFetch({
      'GET /api/staff/threads/t1': () => ({ body: current }),
      'POST /api/staff/threads/t1/assign': () => {
        current = { ...current, assigned_to: { _id: 'staff-coach', name: 'Sam Rivera' }, can_reply: true, can_assign: true };
        return { body: current };
      },
    });
    const { user } = renderAsStaff('coach', <ThreadPage />, { route: '/care/messages/t1', path: '/care/messages/:id' });
    const owner = await screen.findByTestId('thread-owner');
    expect(owner).toHaveTextContent('Assigned to Robin Lee. Take it over to reply.');
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    await user.click(within(owner).getByRole('button', { name: 'Take over' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The conversation is yours now: you can reply.');
    expect(server.calls('POST /api/staff/threads/t1/assign')[0]!.body).toEqual({ to: 'me' });
    expect(await screen.findByLabelText('Your reply')).toBeInTheDocument();
  });
});
