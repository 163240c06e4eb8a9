import { screen, waitFor, within } from '@testing-library/react';
import type { StaffMe } from '@wellpath/shared/staff/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { StaffAccountPage } from './staff-account-page';

const CODES = [...'ABCDEFGHJK'].map((c) => `${c.repeat(5)}-QRSTU`);

function me(codesLeft: number): StaffMe {
  return {
    _id: 'staff-1',
    email: 'lena.okafor@clinic.example',
    firstName: 'Lena',
    lastName: 'Okafor',
    role: 'clinician',
    second_factor: { enabled: true, recovery_codes_left: codesLeft },
  };
}

const session = (id: string, device: string, current: boolean) => ({
  _id: id,
  device,
  ip: '203.0.113.7',
  signed_in_at: '2026-11-28T14:00:00.000Z',
  last_used_at: '2026-11-29T09:30:00.000Z',
  remembered: false,
  current,
});

/** The staff member's account as the server holds it: two codes left until new ones are made. */
function server() {
  let codesLeft = 2;
  let sessions = [session('s1', 'Firefox on Windows', true), session('s2', 'Safari on iPhone', false)];
  return mockFetch({
    'GET /api/staff/me': () => ({ body: me(codesLeft) }),
    'GET /api/user/password-policy': { body: { minLength: 10 } },
    'GET /api/user/sessions': () => ({ body: { sessions } }),
    'POST /api/user/sessions/s2/end': () => {
      sessions = sessions.filter((s) => s._id !== 's2');
      return { body: { message: 'That device is signed out.' } };
    },
    'POST /api/user/second-factor/recovery-codes': ({ body }) => {
      if (body.code !== '222222') return { status: 400, body: { message: 'That code is not right.' } };
      codesLeft = 10;
      return { body: { recovery_codes: CODES } };
    },
  });
}

describe('StaffAccountPage', () => {
  it("shows the staff member's devices, the password form and their second factor, with the profile's calls", async () => {
    const mock = server();
    const { user } = renderWithProviders(<StaffAccountPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    const devices = await screen.findAllByTestId('device-row');
    expect(devices).toHaveLength(2);
    await user.click(within(devices[1]!).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    await waitFor(() => expect(screen.getAllByTestId('device-row')).toHaveLength(1));
    expect(mock.calls('POST /api/user/sessions/s2/end')).toHaveLength(1);
    // Staff cannot turn the second factor off: no such button, only new codes.
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });

  it('gives new recovery codes for a code, shows them once, then the new count', async () => {
    server();
    const { user } = renderWithProviders(<StaffAccountPage />);
    expect(await screen.findByTestId('recovery-codes-left')).toHaveTextContent('2 recovery codes left. Get new ones');
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText(/^Code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Get new codes' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), '222222');
    await user.click(screen.getByRole('button', { name: 'Get new codes' }));
    expect(await screen.findByText('Your new recovery codes are ready; the old ones no longer work.')).toBeInTheDocument();
    for (const code of CODES) expect(screen.getAllByText(code).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByTestId('recovery-codes-left')).toHaveTextContent('10 recovery codes left.');
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });
});
