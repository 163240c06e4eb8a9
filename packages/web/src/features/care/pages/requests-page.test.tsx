import { screen, within } from '@testing-library/react';
import type { ApiOutput } from '@/lib/api-client';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { RequestsPage } from './requests-page';

type StaffRequest = ApiOutput<'POST /staff/requests/:id'>;

const pending: StaffRequest = {
  _id: 'q1',
  topic: 'Sleep after night shifts',
  pillar: { _id: 'pl1', name: 'Sleep', slug: 'sleep' },
  message: 'I work nights and cannot follow the Sleep Reset.',
  status: 'pending',
  reply: null,
  created_at: '2026-11-19T12:00:00.000Z',
  updated_at: '2026-11-19T12:00:00.000Z',
  replied_at: null,
  member: { _id: 'm1', name: 'Avery Tremblay' },
  replied_by: null,
  started_program: null,
  assigned_to: null,
  due_at: '2026-11-21T17:00:00.000Z',
};

function setup() {
  let request = pending;
  const server = mockFetch({
    'GET /api/staff/requests': () => ({
      body: {
        requests: [request],
        assignees: [{ _id: 'staff-coach', name: 'Sam Rivera', role: 'coach' as const }],
        programs: [{ _id: 'p1', key: 'sleep-reset-14', title: 'Sleep Reset' }],
      },
    }),
    'POST /api/staff/requests/q1': (req) => {
      const body = req.body;
      request = {
        ...request,
        status: body.status,
        reply: body.reply ?? null,
        replied_by: 'Sam Rivera',
        replied_at: '2026-11-20T12:00:00.000Z',
        started_program: body.start_program
          ? { _id: 'p1', key: body.start_program, title: 'Sleep Reset', started_at: '2026-11-20T12:00:00.000Z' }
          : request.started_program,
      };
      return { body: request };
    },
    'POST /api/staff/requests/q1/assign': (req) => {
      const to = req.body.to;
      request = { ...request, assigned_to: to === 'pool' ? null : { _id: 'staff-coach', name: 'Sam Rivera' } };
      return { body: request };
    },
  });
  return { server, ...renderAsStaff('coach', <RequestsPage />, { route: '/care/requests' }) };
}

describe('RequestsPage', { timeout: 20_000 }, () => {
  it('shows each request with the member, topic, pillar, message and status', async () => {
    setup();
    const card = await screen.findByTestId('request');
    expect(within(card).getByRole('heading', { level: 2, name: 'Sleep after night shifts' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Avery Tremblay' })).toHaveAttribute('href', '/care/members/m1');
    expect(card).toHaveTextContent('Pillar: Sleep');
    expect(card).toHaveTextContent('Status: Pending');
    expect(within(card).getByText('I work nights and cannot follow the Sleep Reset.')).toBeInTheDocument();
  });

  it('replies to a request and sets its status', async () => {
    const { user, server } = setup();
    const toggle = await screen.findByRole('button', { name: 'Reply to Avery Tremblay' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Reply to Avery Tremblay' });
    const status = within(form).getByLabelText('Status');
    expect(status).toHaveFocus();
    expect(status).toHaveValue('in_review');

    await user.selectOptions(status, 'approved');
    await user.type(within(form).getByLabelText(/Reply to the member/), 'We are adapting the Sleep Reset for shift workers.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Reply sent to Avery Tremblay (status: Approved).');
    expect(done).toHaveFocus();
    expect(server.calls('POST /api/staff/requests/q1')[0]!.body).toEqual({
      status: 'approved',
      reply: 'We are adapting the Sleep Reset for shift workers.',
    });
    const card = screen.getByTestId('request');
    expect(await within(card).findByText('We are adapting the Sleep Reset for shift workers.')).toBeInTheDocument();
    expect(card).toHaveTextContent('Reply from Sam Rivera');
    expect(card).toHaveTextContent('Status: Approved');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('puts focus back on the Reply button when the reply is cancelled', async () => {
    const { user } = setup();
    const toggle = await screen.findByRole('button', { name: 'Reply to Avery Tremblay' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('clears the sent message when the next reply is opened', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reply to Avery Tremblay' }));
    await user.click(within(screen.getByRole('form', { name: 'Reply to Avery Tremblay' })).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The request of Avery Tremblay is now In review.');

    await user.click(await screen.findByRole('button', { name: 'Reply to Avery Tremblay' }));
    expect(screen.getByRole('form', { name: 'Reply to Avery Tremblay' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a request from the pool (decision 0100)', async () => {
    const { user, server } = setup();
    const card = await screen.findByTestId('request');
    expect(card).toHaveTextContent('Owner The care team’s pool');
    await user.click(within(card).getByRole('button', { name: 'Take the request of Avery Tremblay' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The request of Avery Tremblay is yours now.');
    expect(server.calls('POST /api/staff/requests/q1/assign')[0]!.body).toEqual({ to: 'me' });
    expect(card).toHaveTextContent('Owner You');
  });

  it('approves with a programme started for the member, and asks why before declining', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reply to Avery Tremblay' }));
    const form = screen.getByRole('form', { name: 'Reply to Avery Tremblay' });
    await user.selectOptions(within(form).getByLabelText('Status'), 'declined');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(within(form).getByText('Say why the request is declined: the member reads the reason.')).toBeInTheDocument();
    expect(server.calls('POST /api/staff/requests/q1')).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Status'), 'approved');
    await user.selectOptions(within(form).getByLabelText('Start a programme for the member'), 'sleep-reset-14');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sleep Reset is started for Avery Tremblay');
    expect(server.calls('POST /api/staff/requests/q1')[0]!.body).toEqual({ status: 'approved', start_program: 'sleep-reset-14' });
    expect(screen.getByTestId('started-program')).toHaveTextContent('Programme started for the member: Sleep Reset');
  });
});
