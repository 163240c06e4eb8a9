import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, NEVER, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ResetPasswordPage } from './reset-password-page';

function setup<R = object>(routes?: MockRoutes<R>) {
  const server = mockFetch({}, routes);
  const view = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password/reset-token-1', path: '/reset-password/:token' });
  return { server, ...view };
}

describe('ResetPasswordPage', () => {
  it('keeps Reset Password disabled while the password is weak, confirm is empty or the fields differ', async () => {
    const { user } = setup();
    const submit = screen.getByRole('button', { name: 'Reset Password' });
    const password = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(submit).toBeDisabled();

    await user.type(password, 'weakpass');
    await user.type(confirm, 'weakpass');
    expect(submit).toBeDisabled();

    await user.clear(password);
    await user.clear(confirm);
    await user.type(password, 'Str0ng!pass');
    expect(submit).toBeDisabled();

    await user.type(confirm, 'Str0ng!pas');
    expect(submit).toBeDisabled();

    await user.type(confirm, 's');
    expect(submit).toBeEnabled();
  });

  it('keeps Reset Password disabled and says why under the field while the password is easy to guess', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('New Password'), 'Welcome1!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Welcome1!');
    expect(await screen.findByText('This password would be easy to guess.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('password-guesses')).toHaveTextContent(/commonly used password/);
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    // One that is not easy to guess can be sent.
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('New Password'), 'Spruce-Trail-2027!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Spruce-Trail-2027!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled(), { timeout: 5000 });
    expect(screen.queryByTestId('password-guesses')).not.toBeInTheDocument();
  }, 30_000);

  it("shows 'Passwords do not match' under confirm only when it is filled and different", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('New Password'), 'Str0ng!pass');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm Password'), 'Str0ng');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');

    await user.type(screen.getByLabelText('Confirm Password'), '!pass');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('shows the strength checker for the new password', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('New Password'), 'Abcdefgh');
    expect(screen.getByText('Medium')).toBeInTheDocument();
  });

  it("shows 'Resetting...' while the request runs", async () => {
    const { user } = setup({ 'POST /api/user/reset-password': NEVER });
    await user.type(screen.getByLabelText('New Password'), 'Str0ng!pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
  });

  it('sends token and password, then replaces the form with the message and a Return to Login button', async () => {
    const { user, server } = setup({
      'POST /api/user/reset-password': { body: { message: 'Your password has been reset. You can now log in with your new password.' } },
    });
    await user.type(screen.getByLabelText('New Password'), 'Str0ng!pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Your password has been reset. You can now log in with your new password.')).toBeInTheDocument();
    expect(server.calls('POST /api/user/reset-password')[0]!.body).toEqual({ token: 'reset-token-1', password: 'Str0ng!pass' });
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });

  it("shows the server's message, or 'Failed to reset password', when the reset fails", async () => {
    const { user } = setup({ 'POST /api/user/reset-password': { status: 400, body: {} } });
    await user.type(screen.getByLabelText('New Password'), 'Str0ng!pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return to Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
  });
});
