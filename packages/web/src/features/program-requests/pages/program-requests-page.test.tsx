import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { ProgramRequest } from '@wellpath/shared/programs/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ProgramRequestsPage } from './program-requests-page';

const answered: ProgramRequest = {
  _id: 'r1',
  topic: 'Sleep after night shifts',
  pillar: { _id: 'pl1', name: 'Sleep', slug: 'sleep' },
  message: 'I work nights.',
  status: 'approved',
  reply: 'We are adapting the Sleep Reset for shift workers.',
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-03T12:00:00.000Z',
  replied_at: '2026-11-03T12:00:00.000Z',
  started_program: null,
};

function setup<R = object>(routes?: MockRoutes<R>) {
  let list = [answered];
  const server = mockFetch(
    {
      'GET /api/program-requests': () => ({ body: { requests: list } }),
      'GET /api/lifestyle/pillars': {
        body: [{ _id: 'pl1', name: 'Sleep', slug: 'sleep', description: '', icon: 'moon', is_active: false }],
      },
      'POST /api/program-requests': (req) => {
        const body = req.body as { topic: string; message: string };
        const created: ProgramRequest = {
          ...answered,
          _id: 'r2',
          topic: body.topic,
          message: body.message,
          pillar: null,
          status: 'pending',
          reply: null,
          replied_at: null,
        };
        list = [created, ...list];
        return { status: 201, body: created };
      },
    },
    routes,
  );
  return { server, ...renderWithProviders(<ProgramRequestsPage />) };
}

describe('ProgramRequestsPage', { timeout: 20_000 }, () => {
  it('lists requests with their status and the care team reply', async () => {
    setup();
    const card = (await screen.findByText('Sleep after night shifts')).closest('[data-testid="program-request"]') as HTMLElement;
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(within(card).getByText('We are adapting the Sleep Reset for shift workers.')).toBeInTheDocument();
    expect(within(card).getByText(/Sent November 1, 2026 · Sleep/)).toBeInTheDocument();
  });

  it('heads the reply with who and when, the date moving under the heading whole on a phone (390 px)', async () => {
    setup();
    const card = (await screen.findByText('Sleep after night shifts')).closest('[data-testid="program-request"]') as HTMLElement;
    const heading = within(card).getByText('Reply from your care team');
    const date = within(card).getByText('November 3, 2026');
    // Heading and date share a row that wraps (not squeezed side by side as two columns) ...
    expect(heading.parentElement).toBe(date.parentElement);
    expect(heading.parentElement).toHaveClass('flex-wrap');
    // ... and the date is never split over two lines.
    expect(date).toHaveClass('whitespace-nowrap');
  });

  it('checks the form before sending', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(screen.getByText('Topic is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(server.calls('POST /api/program-requests')).toHaveLength(0);
  });

  it('sends a request, says so, clears the form and lists it as pending', async () => {
    const { user, server } = setup();
    await user.type(await screen.findByLabelText('Topic'), 'Gentle strength');
    await user.selectOptions(screen.getByLabelText(/Pillar/), 'pl1');
    await user.type(screen.getByLabelText('Message'), 'Safe for my knees, please.');
    expect(screen.getByText('26/2000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText(/Your request was sent/)).toBeInTheDocument();
    expect(server.calls('POST /api/program-requests')[0]!.body).toEqual({
      topic: 'Gentle strength',
      pillar_id: 'pl1',
      message: 'Safe for my knees, please.',
    });
    expect(screen.getByLabelText('Topic')).toHaveValue('');
    const card = (await screen.findByText('Gentle strength')).closest('[data-testid="program-request"]') as HTMLElement;
    expect(within(card).getByText('Pending')).toBeInTheDocument();

    // Writing the next request, "was sent" of the last one goes.
    await user.type(screen.getByLabelText('Topic'), 'N');
    expect(screen.queryByText(/Your request was sent/)).not.toBeInTheDocument();
  });

  it('lists the errors the server sends back', async () => {
    const { user } = setup({
      'POST /api/program-requests': {
        status: 400,
        body: { message: 'Your request was not sent', errors: ['Choose a lifestyle pillar from the list'] },
      },
    });
    await user.type(await screen.findByLabelText('Topic'), 'Something');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Choose a lifestyle pillar from the list')).toBeInTheDocument();
    expect(screen.getByText('Your request was not sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Topic')).toHaveValue('Something'));
  });

  it('speaks French: the page, the status, and the shared validation messages', async () => {
    i18n.activate('fr');
    const { user, server } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Demandes de programme' })).toBeInTheDocument();
    const card = (await screen.findByText('Sleep after night shifts')).closest('[data-testid="program-request"]') as HTMLElement;
    expect(within(card).getByText('Approuvée')).toBeInTheDocument();
    expect(within(card).getByText('Réponse de votre équipe de soins')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(screen.getByText('Le sujet est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Le message est obligatoire')).toBeInTheDocument();
    expect(screen.getByText('0/2000 caractères')).toBeInTheDocument();
    expect(server.calls('POST /api/program-requests')).toHaveLength(0);
  });
});
