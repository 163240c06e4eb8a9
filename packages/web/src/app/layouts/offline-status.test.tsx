import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { submitTracking } from '@/lib/offline/session';
import { renderWithProviders } from '@/test/render';
import { offlineDevice } from '@/test/offline-session';
import { OfflineStatus } from './offline-status';

const entry = (date: string) => ({
  programId: 'walk',
  programTitle: 'Walk more',
  date,
  body: { date, completed_items: [0], item_values: {} },
});

const device = offlineDevice();
const signedIn = device.signedIn;

const status = () => screen.getByRole('status');

describe('OfflineStatus', () => {
  it('says nothing while online, in a status region that is always there', () => {
    renderWithProviders(<OfflineStatus />);
    expect(status()).toBeEmptyDOMElement();
  });

  it('shows one calm "You are offline" banner when the connection drops, and clears it when it is back', async () => {
    renderWithProviders(<OfflineStatus />);
    act(() => onlineManager.setOnline(false));
    expect(within(status()).getByText('You are offline')).toBeInTheDocument();
    expect(within(status()).getByText(/You can still read what was saved on this device/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(status()).toBeEmptyDOMElement();
  });

  it('shows the tracked days waiting to send, until they are sent', async () => {
    const send = vi.fn().mockResolvedValue({});
    await signedIn(send);
    renderWithProviders(<OfflineStatus />);
    act(() => onlineManager.setOnline(false));
    await act(() => submitTracking(entry('2026-03-01'), vi.fn()));
    await act(() => submitTracking(entry('2026-03-02'), vi.fn()));
    expect(within(status()).getByText('2 tracked days are waiting to send when you are back online.')).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(status()).toBeEmptyDOMElement());
  });

  it('tells the member about a waiting day the server refused, until they dismiss it', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, '/api/programs/walk/track', { errors: ['The date cannot be before you started this program.'] }, 'Invalid'),
      );
    await signedIn(send);
    const { user } = renderWithProviders(<OfflineStatus />);
    act(() => onlineManager.setOnline(false));
    await act(() => submitTracking(entry('2026-03-01'), vi.fn()));
    act(() => onlineManager.setOnline(true));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your progress for Walk more on March 1, 2026 was not saved: The date cannot be before you started this program.',
    );
    expect(send).toHaveBeenCalledTimes(1);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
