import { act, screen, within } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { addDays } from '@wellpath/shared/programs/progress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate, formatLongDateWithWeekday, today } from '@/lib/dates';
import { openOfflineDatabase } from '@/lib/offline/database';
import { startOfflineSession, type OfflineSession } from '@/lib/offline/session';
import { useFakeIndexedDb } from '@/test/fake-indexeddb';
import { watchOutboxes } from '@/test/outboxes';
import { mockFetch } from '@/test/fetch-mock';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { progressFor, standardProgram } from '../testing/fixtures';
import { ProgramDetailPage } from './program-detail-page';

const program = standardProgram();
const progress = progressFor(program, [], 3);
const answer = { program, progress, past: [] };
const detailKey = (day: string) => ['programs', 'GET /programs/:id', { params: { id: 'p-std' }, query: { today: day } }];

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

function render(queryClient = createTestQueryClient()) {
  return renderWithProviders(<ProgramDetailPage />, { route: '/programs/p-std', path: '/programs/:id', queryClient });
}

describe('ProgramDetailPage offline', { timeout: 20_000 }, () => {
  it('shows the friendly offline screen for a programme never opened on this device', async () => {
    const server = mockFetch({});
    onlineManager.setOnline(false);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available offline' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.fn).not.toHaveBeenCalled();
  });

  it("shows the copy saved on another day while today's cannot be loaded", async () => {
    mockFetch({});
    onlineManager.setOnline(false);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(detailKey(addDays(today(), -1)), answer);
    render(queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Smoke-Free Start' })).toBeInTheDocument();
  });

  it('keeps a day tracked offline on the device, says it is waiting to send, and sends it once online', async () => {
    useFakeIndexedDb();
    const db = (await openOfflineDatabase())!;
    const server = mockFetch({
      'GET /api/programs/p-std': { body: answer },
      'POST /api/programs/p-std/track': { body: progress },
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
    const { user } = render();
    await screen.findByRole('heading', { level: 1, name: 'Smoke-Free Start' });

    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Track Today' }));
    const dialog = screen.getByRole('dialog', { name: 'Track Progress' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Smoke-free today/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        `Progress for ${formatLongDate(today())} is saved on this device and waiting to send. It will be sent when you are back online.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pending-tracking')).toHaveTextContent(`Waiting to send: ${formatLongDateWithWeekday(today())}`);
    expect(screen.getByRole('button', { name: 'Edit Today’s Progress' })).toBeInTheDocument();
    expect(server.calls('POST /api/programs/p-std/track')).toHaveLength(0);

    // Reopened before it is sent, the day shows what the member entered.
    await user.click(screen.getByRole('button', { name: 'Edit Today’s Progress' }));
    expect(within(screen.getByRole('dialog', { name: 'Edit Progress' })).getByRole('checkbox', { name: /Smoke-free today/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    act(() => onlineManager.setOnline(true));
    await vi.waitFor(() => expect(server.calls('POST /api/programs/p-std/track')).toHaveLength(1));
    expect(server.calls('POST /api/programs/p-std/track')[0]!.body).toEqual({ date: today(), completed_items: [0], item_values: {} });
    await vi.waitFor(() => expect(screen.queryByTestId('pending-tracking')).not.toBeInTheDocument());
  });
});
