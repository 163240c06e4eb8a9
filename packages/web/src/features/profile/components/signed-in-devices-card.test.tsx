import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { SignedInDevicesCard } from './signed-in-devices-card';

const session = (id: string, device: string, current: boolean) => ({
  _id: id,
  device,
  ip: current ? '127.0.0.1' : '203.0.113.7',
  signed_in_at: '2026-03-01T14:00:00.000Z',
  last_used_at: '2026-03-02T09:30:00.000Z',
  remembered: !current,
  current,
});

/** Three sessions on the server; the ended ones leave the list. */
function server() {
  let sessions = [
    session('s1', 'Firefox on Windows', true),
    session('s2', 'Safari on iPhone', false),
    session('s3', 'Chrome on Android', false),
  ];
  return mockFetch({
    'GET /api/user/sessions': () => ({ body: { sessions } }),
    'POST /api/user/sessions/s2/end': () => {
      sessions = sessions.filter((s) => s._id !== 's2');
      return { body: { message: 'That device is signed out.' } };
    },
    'POST /api/user/sessions/end-others': () => {
      sessions = sessions.filter((s) => s.current);
      return { body: { message: 'Every other device is signed out.' } };
    },
  });
}

describe('SignedInDevicesCard', () => {
  it('lists each device with its IP and last use, marks this one, and offers no sign-out for it', async () => {
    server();
    renderWithProviders(<SignedInDevicesCard />);
    const rows = await screen.findAllByTestId('device-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari on iPhone');
    expect(rows[1]).toHaveTextContent('IP address 203.0.113.7');
    expect(rows[1]).toHaveTextContent('kept signed in');
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeInTheDocument();
  });

  it('signs one device out and refreshes the list', async () => {
    const mock = server();
    const { user } = renderWithProviders(<SignedInDevicesCard />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await screen.findByText('Safari on iPhone is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('device-row')).toHaveLength(2));
    expect(mock.calls('POST /api/user/sessions/s2/end')).toHaveLength(1);
  });

  it('signs every other device out after a confirmation', async () => {
    const mock = server();
    const { user } = renderWithProviders(<SignedInDevicesCard />);
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Every other device is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('device-row')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).not.toBeInTheDocument();
    expect(mock.calls('POST /api/user/sessions/end-others')).toHaveLength(1);
  });
});
