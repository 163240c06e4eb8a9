import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('sends the email, then replaces the form with the green message', async () => {
    const server = mockFetch({
      'POST /api/user/forgot-password': {
        body: { message: 'If your email is registered, you will receive password reset instructions shortly.' },
      },
    });
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });

    expect(screen.getByRole('heading', { name: 'Password Reset' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await user.type(email, 'jane@example.ca');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('If your email is registered, you will receive password reset instructions shortly.');
    expect(status).toHaveAttribute('data-status', 'success');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(server.calls('POST /api/user/forgot-password')[0]!.body).toEqual({ email: 'jane@example.ca' });
  });

  it("shows 'Failed to process request' in red when the call fails without a message", async () => {
    mockFetch({ 'POST /api/user/forgot-password': { status: 500 } });
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'jane@example.ca');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to process request');
    expect(alert).toHaveAttribute('data-status', 'error');
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
  });
});
