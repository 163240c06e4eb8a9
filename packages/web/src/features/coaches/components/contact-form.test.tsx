import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

const coach = { _id: 'k1', name: 'Grace Liu', accepting_messages: true };

function sent(subject: string, message: string) {
  return {
    _id: 'm1',
    coach: { _id: 'k1', name: 'Grace Liu' },
    subject,
    message,
    status: 'sent' as const,
    reply: null,
    created_at: '2026-03-04T12:00:00.000Z',
    updated_at: '2026-03-04T12:00:00.000Z',
  };
}

describe('ContactForm', () => {
  it('requires a subject and a message before sending anything', async () => {
    const server = mockFetch({});
    const { user } = renderWithProviders(<ContactForm coach={coach} headingId="contact" />);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Subject is required');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Message is required')).toBeInTheDocument();

    // Blank text is not a message either.
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('counts the characters of the message against the limit', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<ContactForm coach={coach} headingId="contact" />);
    expect(screen.getByText('0/3000 characters')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(screen.getByText('5/3000 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxLength', '3000');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('maxLength', '150');
  });

  it('sends the trimmed message, confirms and clears the form', async () => {
    const server = mockFetch({ 'POST /api/coaches/k1/messages': { status: 201, body: sent('Meal ideas', 'Help with lunches') } });
    const { user } = renderWithProviders(<ContactForm coach={coach} headingId="contact" />);

    await user.type(screen.getByRole('textbox', { name: 'Subject' }), '  Meal ideas ');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Help with lunches');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your message was sent to Grace Liu.');
    expect(server.calls('POST /api/coaches/k1/messages')[0]!.body).toEqual({ subject: 'Meal ideas', message: 'Help with lunches' });
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it("shows the server's reason when the message is refused", async () => {
    mockFetch({
      'POST /api/coaches/k1/messages': { status: 400, body: { message: 'Grace Liu is not taking new messages at the moment.' } },
    });
    const { user } = renderWithProviders(<ContactForm coach={coach} headingId="contact" />);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hi');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Grace Liu is not taking new messages at the moment.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('says so and disables the form when the coach is not taking messages', async () => {
    const server = mockFetch({});
    const { user } = renderWithProviders(<ContactForm coach={{ ...coach, accepting_messages: false }} headingId="contact" />);

    expect(screen.getByText(/Grace Liu is not taking new messages at the moment/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'care team' })).toHaveAttribute('href', '/coaches');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(server.requests).toHaveLength(0);
  });

  it('speaks French: the form, its validation from the shared catalogue and the confirmation', async () => {
    i18n.activate('fr');
    mockFetch({ 'POST /api/coaches/k1/messages': { status: 201, body: sent('Idées de repas', 'Des idées pour mes dîners') } });
    const { user } = renderWithProviders(<ContactForm coach={coach} headingId="contact" />);
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText(/Envoyez un message à Grace Liu et à l’équipe de soins/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByRole('textbox', { name: 'Objet' })).toHaveAccessibleDescription('L’objet est obligatoire');

    await user.type(screen.getByRole('textbox', { name: 'Objet' }), 'Idées de repas');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Des idées pour mes dîners');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Votre message a été envoyé à Grace Liu.');
  });
});
