import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import { loginAnswer } from '@/test/api-fixtures';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { pageLoader } from '../api/account';
import { useAuthStore } from '../auth-store';
import { rememberEndedSession } from '../session-return';
import { LoginPage } from './login-page';

function setup<R = object>(routes?: MockRoutes<R>) {
  useAuthStore.setState({ token: null });
  const server = mockFetch({}, routes);
  const view = renderWithProviders(<LoginPage />, { route: '/login' });
  return { server, ...view };
}

async function logIn(user: ReturnType<typeof setup>['user'], email = 'jane@example.ca', password = 'Str0ng!pass') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('links to Forgot Password and Create Account', () => {
    setup({});
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  });

  it('stores the token and opens the journey home on success', async () => {
    const { user, server } = setup({ 'POST /api/user/login': { body: loginAnswer('member', 'new-session') } });
    await logIn(user);

    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(localStorage.getItem('token')).toBe('new-session');
    expect(useAuthStore.getState().token).toBe('new-session');
    expect(server.calls('POST /api/user/login')[0]!.body).toEqual({ email: 'jane@example.ca', password: 'Str0ng!pass' });
  });

  it('offers to resend the verification email when the account is unverified', async () => {
    const { user, server } = setup({
      'POST /api/user/login': { status: 403, body: { message: 'Please verify your email before logging in', verified: false } },
      'POST /api/user/resend-verification': {
        body: { message: 'If your email is registered and unverified, you will receive a new verification link.' },
      },
    });
    await logIn(user);

    expect(await screen.findByText('Please verify your email before logging in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(
      await screen.findByText('If your email is registered and unverified, you will receive a new verification link.'),
    ).toBeInTheDocument();
    expect(server.calls('POST /api/user/resend-verification')[0]!.body).toEqual({ email: 'jane@example.ca' });
    expect(logger.entries().some((e) => e.message === 'Login failed')).toBe(true);
  });

  it("says 'Failed to resend verification email' when resending fails without a message", async () => {
    const { user } = setup({
      'POST /api/user/login': { status: 403, body: { message: 'x', verified: false } },
      'POST /api/user/resend-verification': { status: 500 },
    });
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Failed to resend verification email')).toBeInTheDocument();
  });

  it("says 'Invalid credentials' on any other failure and offers no resend", async () => {
    const { user } = setup({ 'POST /api/user/login': { status: 401, body: { message: 'Invalid credentials' } } });
    await logIn(user);
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message when rate limited', async () => {
    const { user } = setup({ 'POST /api/user/login': { status: 429, body: { message: 'Too many attempts. Try again in 15 minutes.' } } });
    await logIn(user);
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it('keeps the member signed in on this device only when they tick the box, and says for how long', async () => {
    const { user, server } = setup({ 'POST /api/user/login': { body: loginAnswer('member', 'long-session') } });
    const remember = screen.getByRole('checkbox', { name: 'Keep me signed in on this device' });
    expect(remember).not.toBeChecked();
    expect(remember).toHaveAccessibleDescription(/90 days.*30 days.*30 minutes.*12 hours/);

    await user.click(remember);
    await logIn(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/');
    expect(server.calls('POST /api/user/login')[0]!.body).toEqual({ email: 'jane@example.ca', password: 'Str0ng!pass', remember: true });
  });

  it('asks a staff member for their code, then sends it with the password and opens the care workspace', async () => {
    const { user, server } = setup({
      'POST /api/user/login': ({ body }) =>
        (body as { code?: string }).code === '123456'
          ? { body: loginAnswer('clinician', 'staff-session') }
          : { status: 401, body: { message: 'Enter the 6-digit code from your authenticator app.', code: 'TOTP_REQUIRED' } },
    });
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    await logIn(user, 'maya@clinic.example', 'Clinic-Pass-2026');

    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription('Enter the code from your authenticator app, or one of your recovery codes');
    expect(code).toHaveFocus();
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/care');
    expect(useAuthStore.getState().token).toBe('staff-session');
    expect(server.calls('POST /api/user/login')[1]!.body).toEqual({
      email: 'maya@clinic.example',
      password: 'Clinic-Pass-2026',
      code: '123456',
    });
  });

  it("shows the server's message when the code is refused, and lets a recovery code be typed", async () => {
    const refused = 'That code is not right. Enter the current 6-digit code from your authenticator app, or a recovery code.';
    const { user, server } = setup({
      'POST /api/user/login': ({ body }) =>
        (body as { code?: string }).code === undefined
          ? { status: 401, body: { message: 'Enter the 6-digit code.', code: 'TOTP_REQUIRED' } }
          : { status: 401, body: { message: refused, code: 'TOTP_INVALID' } },
    });
    await logIn(user);
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveAttribute('inputmode', 'text');
    await user.type(recovery, 'K7QPX-M2D4R');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(server.calls('POST /api/user/login')).toHaveLength(3));
    expect(server.calls('POST /api/user/login')[2]!.body).toMatchObject({ code: 'K7QPX-M2D4R' });
  });

  it('asks for the code before sending again when the field is left empty', async () => {
    const { user, server } = setup({
      'POST /api/user/login': { status: 401, body: { message: 'Enter the 6-digit code.', code: 'TOTP_REQUIRED' } },
    });
    await logIn(user);
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toBeRequired();
    await user.type(code, '   ');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(server.calls('POST /api/user/login')).toHaveLength(1);
  });

  it('says that an ended session has to log in again, then returns the member to the page they were on', async () => {
    rememberEndedSession('/messages/t1?from=sidebar');
    const { user } = setup({ 'POST /api/user/login': { body: loginAnswer('member', 'again') } });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please log in again.');

    await logIn(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/messages/t1'));
    expect(sessionStorage.getItem('session_return')).toBeNull();
  });

  it('never returns to a page of another site, nor a member to the care workspace', async () => {
    sessionStorage.setItem('session_return', JSON.stringify({ path: '//evil.example/phish', notice: true }));
    const first = setup({ 'POST /api/user/login': { body: loginAnswer('member', 'again') } });
    await logIn(first.user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    first.unmount();

    rememberEndedSession('/care/alerts');
    const second = setup({ 'POST /api/user/login': { body: loginAnswer('member', 'again') } });
    await logIn(second.user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('returns staff to the workspace page their session ended on', async () => {
    rememberEndedSession('/care/alerts');
    const { user } = setup({ 'POST /api/user/login': { body: loginAnswer('admin', 'staff') } });
    await logIn(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/care/alerts');
  });

  it("loads the destination anew in the account's language when it differs from the page's", async () => {
    const replace = vi.spyOn(pageLoader, 'replace').mockImplementation(() => {});
    const { user } = setup({ 'POST /api/user/login': { body: { token: 'fr-session', role: 'member', language: 'fr' } } });
    await logIn(user);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem('locale')).toBe('fr');
    expect(useAuthStore.getState().token).toBe('fr-session');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it("stays in the page when the account's language is the page's", async () => {
    const replace = vi.spyOn(pageLoader, 'replace').mockImplementation(() => {});
    const { user } = setup({ 'POST /api/user/login': { body: { token: 'en-session', role: 'member', language: 'en' } } });
    await logIn(user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(replace).not.toHaveBeenCalled();
  });

  it('speaks French, and offers English in English', async () => {
    i18n.activate('fr');
    const { user } = setup({ 'POST /api/user/login': { status: 401, body: { message: 'Identifiants invalides' } } });
    expect(screen.getByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié' })).toHaveAttribute('href', '/forgot-password');
    const english = screen.getByRole('button', { name: 'English: show the app in English' });
    expect(english).toHaveAttribute('lang', 'en-CA');
    await user.type(screen.getByLabelText('Courriel'), 'jane@example.ca');
    await user.type(screen.getByLabelText('Mot de passe'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Identifiants invalides')).toBeInTheDocument();
  });
});
