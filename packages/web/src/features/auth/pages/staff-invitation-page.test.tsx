import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { StaffInvitationPage } from './staff-invitation-page';

const INVALID = 'This invitation link is invalid, has already been used or has expired. Ask your administrator for a new one.';

function setup<R = object>(routes?: MockRoutes<R>) {
  const server = mockFetch({}, routes);
  const view = renderWithProviders(<StaffInvitationPage />, { route: '/staff-invitation/invite-1', path: '/staff-invitation/:token' });
  return { server, ...view };
}

describe('StaffInvitationPage', () => {
  it('welcomes the invited staff member, sets the password without a token, then offers to go to login', async () => {
    localStorage.setItem('token', 'someone-else');
    const { user, server } = setup({
      'GET /api/staff-invitations/invite-1': { body: { email: 'maya@clinic.example', firstName: 'Maya', role: 'clinician' } },
      'POST /api/staff-invitations/invite-1': {
        body: { message: 'Your password is set. Log in to set up your second factor and open the care workspace.' },
      },
    });

    expect(await screen.findByText('Welcome, Maya: choose your password for the care workspace (Clinician)')).toBeInTheDocument();
    expect(screen.getByText('maya@clinic.example')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Set my password' });
    await user.click(screen.getByLabelText('New Password'));
    await user.paste('Clinic-Pass-2026');
    expect(screen.getByText(/Very Strong|Strong/)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.paste('Clinic-Pass-2026');
    await user.click(submit);

    expect(
      await screen.findByText('Your password is set. Log in to set up your second factor and open the care workspace.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    const [post] = server.calls('POST /api/staff-invitations/invite-1');
    expect(post!.body).toEqual({ password: 'Clinic-Pass-2026', confirmPassword: 'Clinic-Pass-2026' });
    expect(post!.headers.authorization).toBeUndefined();
    expect(server.calls('GET /api/staff-invitations/invite-1')).toHaveLength(1);
  });

  it("shows the server's message when the password is refused, and keeps the form", async () => {
    const { user } = setup({
      'GET /api/staff-invitations/invite-1': { body: { email: 'sam@clinic.example', firstName: 'Sam', role: 'coach' } },
      'POST /api/staff-invitations/invite-1': { status: 400, body: { message: 'This password appears in known data breaches.' } },
    });
    await screen.findByText('Welcome, Sam: choose your password for the care workspace (Coach)');
    await user.click(screen.getByLabelText('New Password'));
    await user.paste('Clinic-Pass-2026');
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.paste('Clinic-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password appears in known data breaches.');
    expect(screen.getByLabelText('New Password')).toBeInTheDocument();
  });

  it('says the link is invalid, with no form', async () => {
    setup({ 'GET /api/staff-invitations/invite-1': { status: 404, body: { message: INVALID } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });
});
