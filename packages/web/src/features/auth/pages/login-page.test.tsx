import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logger } from '@/lib/logger';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { useAuthStore } from '../auth-store';
import { LoginPage } from './login-page';

function setup(routes: Parameters<typeof mockFetch>[0]) {
  useAuthStore.setState({ token: null });
  const server = mockFetch(routes);
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
    const { user, server } = setup({ 'POST /api/user/login': { body: { token: 'new-session' } } });
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
});
