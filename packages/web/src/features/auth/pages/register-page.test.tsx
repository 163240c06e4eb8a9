import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { RegisterPage } from './register-page';

const provinces = { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia' };

function setup<R = object>(extra?: MockRoutes<R>) {
  const server = mockFetch({ 'GET /api/user/provinces': { body: provinces } }, extra);
  const view = renderWithProviders(<RegisterPage />, { route: '/register' });
  return { server, ...view };
}

async function fillValidForm(user: ReturnType<typeof setup>['user'], password = 'Str0ng!pass') {
  await user.type(screen.getByLabelText('Email'), 'jane@example.ca');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('First Name'), 'Jane');
  await user.type(screen.getByLabelText('Last Name'), 'Doe');
  await user.type(screen.getByLabelText('Date of Birth'), '1985-04-12');
  await user.type(screen.getByLabelText(/Street Address/), '1 Main St');
  await user.type(screen.getByLabelText(/City/), 'Ottawa');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Ontario' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText(/Province/), 'ON');
  await user.type(screen.getByLabelText('Postal Code'), 'k1a0b1');
}

async function acceptAll(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('checkbox', { name: /Release of Information/ }));
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
}

describe('RegisterPage', () => {
  it('formats the postal code as it is typed', async () => {
    const { user } = setup();
    const postal = screen.getByLabelText('Postal Code');

    await user.type(postal, 'k1a');
    expect(postal).toHaveValue('K1A');
    await user.type(postal, '0b1');
    expect(postal).toHaveValue('K1A 0B1');

    await user.clear(postal);
    await user.type(postal, 'm5v-3l9 extra');
    expect(postal).toHaveValue('M5V 3L9');
  });

  it('keeps the submit button disabled until all three agreements are ticked', async () => {
    const { user } = setup();
    const submit = screen.getByRole('button', { name: 'Register' });
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /Release of Information/ }));
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    expect(submit).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    expect(submit).toBeDisabled();
  });

  it('links each agreement to its page', () => {
    setup();
    expect(screen.getByRole('link', { name: /Release of Information/ })).toHaveAttribute('href', '/release-of-information');
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('offers the provinces the server supplies', async () => {
    setup();
    expect(await screen.findByRole('option', { name: 'Quebec' })).toHaveValue('QC');
  });

  it('blocks a weak password without calling the server', async () => {
    const { user, server } = setup();
    await fillValidForm(user, 'weakpass');
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Password does not meet strength requirements')).toBeInTheDocument();
    expect(server.calls('POST /api/user/register')).toHaveLength(0);
  });

  it('sends the registration, then shows the success message, clears the form and offers Proceed to Login', async () => {
    const { user, server } = setup({
      'POST /api/user/register': {
        status: 201,
        body: { message: 'ok', user: { _id: 'u1', email: 'jane@example.ca', firstName: 'Jane', lastName: 'Doe' } },
      },
    });
    await fillValidForm(user);
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful! Please check your email to verify your account.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/register')[0]!.body).toEqual({
      email: 'jane@example.ca',
      password: 'Str0ng!pass',
      firstName: 'Jane',
      lastName: 'Doe',
      dateOfBirth: '1985-04-12',
      address: { street: '1 Main St', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' },
      acceptReleaseOfInformation: true,
      acceptTermsAndConditions: true,
      acceptPrivacyPolicy: true,
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Proceed to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's list of errors when registration fails", async () => {
    const { user } = setup({
      'POST /api/user/register': {
        status: 400,
        body: { message: 'Invalid input', errors: ['This email address cannot be used to register.'] },
      },
    });
    await fillValidForm(user);
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('This email address cannot be used to register.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.ca');
  });

  it("falls back to 'Registration failed' when the server gives no reason", async () => {
    const { user } = setup({ 'POST /api/user/register': { status: 500 } });
    await fillValidForm(user);
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('shows field errors from the shared schema, e.g. an invalid postal code', async () => {
    const { user, server } = setup();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Postal Code'));
    await user.type(screen.getByLabelText('Postal Code'), 'D1D1D1');
    await acceptAll(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Postal code must be a valid Canadian postal code (A1A 1A1)')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal Code')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST /api/user/register')).toHaveLength(0);
  });

  it('limits the date of birth to 18 years ago', () => {
    setup();
    const max = screen.getByLabelText('Date of Birth').getAttribute('max')!;
    expect(Number(max.slice(0, 4))).toBe(new Date().getFullYear() - 18);
  });

  it("speaks French and signs up in the app's language (the server reads it from Accept-Language)", async () => {
    i18n.activate('fr');
    const { user, server, container } = setup({
      'POST /api/user/register': {
        status: 201,
        body: { message: 'ok', user: { _id: 'u1', email: 'jane@example.ca', firstName: 'Jane', lastName: 'Doe' } },
      },
    });
    expect(screen.getByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English: show the app in English' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /politique de confidentialité/ })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByText('Veuillez accepter les trois consentements pour créer votre compte.')).toBeInTheDocument();

    const field = (name: string) => container.querySelector<HTMLElement>(`[name="${name}"]`)!;
    await user.type(field('email'), 'jane@example.ca');
    await user.type(field('password'), 'Str0ng!pass');
    await user.type(field('firstName'), 'Jane');
    await user.type(field('lastName'), 'Doe');
    await user.type(field('dateOfBirth'), '1985-04-12');
    await user.type(field('postalCode'), 'k1a0b1');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

    expect(await screen.findByRole('link', { name: 'Continuer vers la connexion' })).toHaveAttribute('href', '/login');
    expect(server.calls('POST /api/user/register')[0]!.headers['accept-language']).toBe('fr');
  });

  it('refuses a password the five checks accept but that is easy to guess: why, under the field, and nothing sent', async () => {
    const { user, server } = setup({
      'POST /api/user/register': {
        status: 201,
        body: { message: 'ok', user: { _id: 'u1', email: 'jane@example.ca', firstName: 'Jane', lastName: 'Doe' } },
      },
    });
    await fillValidForm(user, 'Password123!');
    await acceptAll(user);
    const guesses = await screen.findByTestId('password-guesses', {}, { timeout: 20_000 });
    expect(guesses).toHaveTextContent('This password would be easy to guess.');
    expect(guesses).toHaveTextContent('This is similar to a commonly used password.');
    expect(guesses).toHaveTextContent('Add more words that are less common.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password does not meet strength requirements')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(server.calls('POST /api/user/register')).toHaveLength(0);
  }, 30_000);

  it('says in French why a password is easy to guess', async () => {
    i18n.activate('fr');
    const { user } = setup();
    await user.type(screen.getByLabelText('Courriel'), 'jane@example.ca');
    await user.type(screen.getByLabelText('Mot de passe'), 'Qwerty123!');
    const guesses = await screen.findByTestId('password-guesses', {}, { timeout: 20_000 });
    expect(guesses).toHaveTextContent('Ce mot de passe serait facile à deviner.');
    expect(guesses).toHaveTextContent('Ajoutez des mots moins courants.');
  }, 30_000);
});
