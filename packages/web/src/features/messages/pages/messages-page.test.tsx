import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { message, summary, thread } from '../test/fixtures';
import { MessagesPage } from './messages-page';

const coaches = [
  {
    _id: 'k1',
    key: 'k1',
    name: 'Grace Liu',
    credentials: 'RD',
    role: 'Coach',
    specialties: [],
    languages: ['English'],
    pillars: [],
    initials: 'GL',
    photo_url: null,
    accepting_messages: true,
  },
  {
    _id: 'k2',
    key: 'k2',
    name: 'Daniel Okafor',
    credentials: 'RD',
    role: 'Coach',
    specialties: [],
    languages: ['English'],
    pillars: [],
    initials: 'DO',
    photo_url: null,
    accepting_messages: false,
  },
];

function setup<R = object>(routes?: MockRoutes<R>, route = '/messages') {
  const server = mockFetch(
    {
      'GET /api/messages': { body: { threads: [], unread: 0 } },
      'GET /api/coaches': { body: { coaches } },
    },
    routes,
  );
  return { server, ...renderWithProviders(<MessagesPage />, { route, path: '/messages' }) };
}

describe('MessagesPage', () => {
  it('opens with the new message ready to type in when the home asks for one (?new=1)', async () => {
    setup({}, '/messages?new=1');
    const subject = await screen.findByLabelText(/^Subject/);
    expect(subject).toHaveFocus();
  });

  it('leaves the focus alone otherwise', async () => {
    setup();
    expect(await screen.findByLabelText(/^Subject/)).not.toHaveFocus();
  });

  it('lists the conversations: subject, with whom, the last message, unread and date, each linking to its thread', async () => {
    setup({
      'GET /api/messages': {
        body: {
          unread: 1,
          threads: [
            summary('t2', {
              subject: 'Knee pain on walks',
              coach: { _id: 'k1', name: 'Grace Liu' },
              unread: true,
              last_message: message('m9', {
                author_role: 'staff',
                author_name: 'Grace Liu',
                body: 'Try shorter walks.',
                created_at: '2026-03-06T15:00:00.000Z',
              }),
            }),
            summary('t1', { subject: 'My medication', last_message: message('m1', { body: 'Should I take it with food?' }) }),
          ],
        },
      },
    });

    const items = await screen.findAllByTestId('thread');
    expect(items).toHaveLength(2);
    const first = within(items[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/messages/t2');
    expect(first).toHaveTextContent('Knee pain on walks');
    expect(first).toHaveTextContent('New reply');
    expect(first).toHaveTextContent('Grace Liu · March 6, 2026');
    expect(first).toHaveTextContent('Grace Liu: Try shorter walks.');

    const second = within(items[1]!).getByRole('link');
    expect(second).toHaveAttribute('href', '/messages/t1');
    expect(second).toHaveTextContent('Your care team');
    expect(second).toHaveTextContent('You: Should I take it with food?');
    expect(second).not.toHaveTextContent('New reply');
  });

  it('says when there are no messages yet', async () => {
    setup();
    expect(await screen.findByText(/You have no messages yet/)).toBeInTheDocument();
  });

  it('writes to the care team or to a coach who takes messages', async () => {
    const { user, server } = setup({ 'POST /api/messages': { status: 201, body: thread('t5', { subject: 'Sleep question' }) } });

    const to = screen.getByLabelText('To');
    expect(await within(to).findByRole('option', { name: 'Grace Liu' })).toBeInTheDocument();
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['My care team', 'Grace Liu']);

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(server.calls('POST /api/messages')).toHaveLength(0);

    await user.type(screen.getByLabelText('Subject'), 'Sleep question');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('I wake at 3 every night.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(/Your message was sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', '/messages/t5');
    expect(server.calls('POST /api/messages')[0]!.body).toEqual({ subject: 'Sleep question', body: 'I wake at 3 every night.' });
    expect(screen.getByLabelText('Subject')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('To'), 'Grace Liu');
    await user.type(screen.getByLabelText('Subject'), 'Walks');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('How far?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText(/Your message was sent/);
    expect(server.calls('POST /api/messages')[1]!.body).toEqual({ subject: 'Walks', body: 'How far?', coach_id: 'k1' });
  });

  it("shows the server's reason when a message is refused", async () => {
    const { user } = setup({
      'POST /api/messages': { status: 400, body: { message: 'Your message was not sent', errors: ['This coach is not taking messages.'] } },
    });
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('This coach is not taking messages.');
  });

  it('speaks French: the conversations, who wrote last, and the new message form with its French validation', async () => {
    i18n.activate('fr');
    const { user } = setup({
      'GET /api/messages': {
        body: {
          unread: 0,
          threads: [summary('t1', { subject: 'Mon médicament', last_message: message('m1', { body: 'Avec de la nourriture?' }) })],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const item = await screen.findByTestId('thread');
    expect(item).toHaveTextContent('Votre équipe de soins');
    expect(item).toHaveTextContent('Vous : Avec de la nourriture?' /* the non-breaking space reads as a space */);
    expect(screen.getByRole('heading', { name: 'Nouveau message' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mon équipe de soins' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByRole('textbox', { name: 'Objet' })).toHaveAccessibleDescription('L’objet est obligatoire');
    expect(screen.getByText('Le message est obligatoire')).toBeInTheDocument();
  });
});
