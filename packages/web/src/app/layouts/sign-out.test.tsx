import { screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { submitBpReading, submitTracking } from '@/lib/offline/session';
import { renderWithProviders } from '@/test/render';
import { offlineDevice } from '@/test/offline-session';
import { useSignOut } from './sign-out';

const device = offlineDevice();
const signedIn = device.signedIn;

function Harness({ forget, logout }: { forget: () => Promise<void>; logout: () => Promise<void> }) {
  const signOut = useSignOut(forget, logout);
  return (
    <>
      <button type="button" onClick={() => void signOut.onLogout()}>
        Logout
      </button>
      {signOut.dialog}
    </>
  );
}

describe('logging out of the member layout', () => {
  it('erases the device’s data, then ends the session, at once when nothing waits to be sent', async () => {
    const s = await signedIn();
    const order: string[] = [];
    const forget = vi.fn(async () => {
      await s.forget();
      order.push('forget');
    });
    const logout = vi.fn(async () => {
      order.push('logout');
    });
    const { user } = renderWithProviders(<Harness forget={forget} logout={logout} />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(order).toEqual(['forget', 'logout']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await device.db().get('meta', 'owner')).toBeUndefined();
  });

  it('warns that tracked days not sent yet would be lost, and keeps them while the member stays', async () => {
    const s = await signedIn();
    onlineManager.setOnline(false);
    const date = '2026-11-28';
    expect(
      await submitTracking(
        { programId: 'walk', programTitle: 'Walk more', date, body: { date, completed_items: [0], item_values: {} } },
        () => Promise.reject(new Error('offline')),
      ),
    ).toBe('queued');
    const forget = vi.fn(() => s.forget());
    const logout = vi.fn(async () => {});
    const { user } = renderWithProviders(<Harness forget={forget} logout={logout} />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out and delete what is not sent?' });
    expect(dialog).toHaveTextContent('1 tracked day has not reached your care team yet: it is waiting for the connection.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    expect(forget).not.toHaveBeenCalled();
    expect(await device.db().count('outbox')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out and delete them' }));
    await vi.waitFor(() => expect(logout).toHaveBeenCalled());
    expect(await device.db().count('outbox')).toBe(0);
  });

  it('counts the blood pressure readings waiting too, by name', async () => {
    const s = await signedIn();
    onlineManager.setOnline(false);
    const queued = await submitBpReading({ systolic: 150, diastolic: 95, measured_at: '2026-11-28T08:00:00.000Z' }, () =>
      Promise.reject(new Error('offline')),
    );
    expect(queued.outcome).toBe('queued');
    const logout = vi.fn(async () => {});
    const { user } = renderWithProviders(<Harness forget={() => s.forget()} logout={logout} />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out and delete what is not sent?' });
    expect(dialog).toHaveTextContent('1 blood pressure reading has not reached your care team yet: it is waiting for the connection.');
    expect(dialog).not.toHaveTextContent('tracked day');
    expect(logout).not.toHaveBeenCalled();
  });
});
