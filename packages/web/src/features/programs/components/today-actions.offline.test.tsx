import { act, screen, within } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOfflineDatabase } from '@/lib/offline/database';
import { startOfflineSession, type OfflineSession } from '@/lib/offline/session';
import { useFakeIndexedDb } from '@/test/fake-indexeddb';
import { watchOutboxes } from '@/test/outboxes';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { progressFor, standardProgram } from '../testing/fixtures';
import { TodayActions } from './today-actions';

const daily = standardProgram();

let session: OfflineSession | undefined;
let outboxes: ReturnType<typeof watchOutboxes>;
beforeEach(() => {
  outboxes = watchOutboxes();
});
afterEach(async () => {
  session?.stop();
  session = undefined;
  await outboxes.settled();
});

describe('TodayActions offline', { timeout: 20_000 }, () => {
  it('counts a day tracked offline as tracked, waiting to send, and no longer lists it as still to do', async () => {
    useFakeIndexedDb();
    const db = (await openOfflineDatabase())!;
    const server = mockFetch({
      'GET /api/programs/in-progress': { body: { programs: [{ program: daily, progress: progressFor(daily) }] } },
      'GET /api/exercises': { body: { exercises: [] } },
      'POST /api/programs/p-std/track': { body: progressFor(daily) },
    });
    session = startOfflineSession({
      queryClient: new QueryClient(),
      token: 'token-a',
      fetchUserId: () => Promise.resolve('member-a'),
      buster: 'build-1',
      openDatabase: () => Promise.resolve(db),
    });
    await vi.waitFor(async () => expect(await db.get('meta', 'owner')).toBeDefined());
    // The outbox opens right after the owner is known.
    await outboxes.opened();
    const { user } = renderWithProviders(<TodayActions />);
    await user.click(await screen.findByRole('button', { name: 'Track Smoke-Free Start' }));
    // The popup is its own chunk, loaded when Track is pressed.
    const dialog = await screen.findByRole('dialog', { name: 'Track Progress' });

    act(() => onlineManager.setOnline(false));
    await user.click(within(dialog).getByRole('checkbox', { name: /Smoke-free today/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const row = await screen.findByTestId('today-action');
    await vi.waitFor(() => expect(row).toHaveTextContent('Tracked today, waiting to send'));
    expect(within(row).queryByRole('button', { name: 'Track Smoke-Free Start' })).not.toBeInTheDocument();
    expect(server.calls('POST /api/programs/p-std/track')).toHaveLength(0);
  });
});
