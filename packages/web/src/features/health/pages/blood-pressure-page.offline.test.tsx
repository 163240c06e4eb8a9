import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BpReading } from '@wellpath/shared/health/wire';
import { openOfflineDatabase } from '@/lib/offline/database';
import { startOfflineSession, type OfflineSession } from '@/lib/offline/session';
import { useFakeIndexedDb } from '@/test/fake-indexeddb';
import { watchOutboxes } from '@/test/outboxes';
import { mockFetch } from '@/test/fetch-mock';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { URGENT_ADVICE } from '../components/urgent-advice';
import { BloodPressurePage } from './blood-pressure-page';

// Issue 32, item 28: a reading logged offline waits in the outbox (decision 0038) with its
// Idempotency-Key, shows as waiting to be sent, and goes when the connection is back.

const threshold = { systolic: 130, diastolic: 80, source: 'Hypertension Canada 2025 guideline' };

let session: OfflineSession | undefined;
let outboxes: ReturnType<typeof watchOutboxes>;
beforeEach(() => {
  useFakeIndexedDb();
  outboxes = watchOutboxes();
});
afterEach(async () => {
  act(() => onlineManager.setOnline(true));
  session?.stop();
  session = undefined;
  await outboxes.settled();
});

async function offlinePage() {
  const db = (await openOfflineDatabase())!;
  const stored: BpReading[] = [];
  const server = mockFetch({
    'GET /api/healthtracking/bloodpressure': () => ({ body: { readings: [...stored], average_7d: null, threshold } }),
    'GET /api/user/alerts': { body: { alerts: [] } },
    'POST /api/healthtracking/bloodpressure': (req) => {
      const body = req.body as { systolic: number; diastolic: number; measured_at: string };
      const saved: BpReading = {
        _id: `r${stored.length + 1}`,
        systolic: body.systolic,
        diastolic: body.diastolic,
        pulse: null,
        measured_at: body.measured_at,
        arm: null,
        notes: '',
        category: body.systolic > 180 ? 'crisis' : 'stage2',
        urgent: body.systolic > 180,
      };
      stored.unshift(saved);
      return { status: 201, body: saved };
    },
  });
  const queryClient = createTestQueryClient();
  session = startOfflineSession({
    queryClient,
    token: 'token-a',
    fetchUserId: () => Promise.resolve('member-a'),
    buster: 'build-1',
    openDatabase: () => Promise.resolve(db),
    onSent: () => void queryClient.invalidateQueries(),
  });
  await vi.waitFor(async () => expect(await db.get('meta', 'owner')).toBeDefined());
  // The outbox opens right after the owner is known.
  await outboxes.opened();
  localStorage.setItem('token', 'token-a');
  const page = renderWithProviders(<BloodPressurePage />, { route: '/blood-pressure', queryClient });
  await screen.findByText(/No readings yet/);
  return { ...page, server, db };
}

async function logReading(user: ReturnType<typeof renderWithProviders>['user'], systolic: string, diastolic: string) {
  await user.type(screen.getByLabelText(/Systolic/), systolic);
  await user.type(screen.getByLabelText(/Diastolic/), diastolic);
  await user.click(screen.getByRole('button', { name: 'Save reading' }));
}

describe('BloodPressurePage offline', { timeout: 30_000 }, () => {
  it('keeps a reading logged offline as waiting to be sent, then sends it once, with its key, when back online', async () => {
    const { user, server } = await offlinePage();
    act(() => onlineManager.setOnline(false));
    await logReading(user, '152', '96');

    expect(
      await screen.findByText('Reading saved on this device: 152/96 mm Hg. It will be sent when you are back online.'),
    ).toBeInTheDocument();
    const waiting = await screen.findByTestId('bp-reading-waiting');
    expect(waiting).toHaveTextContent('152/96');
    expect(waiting).toHaveTextContent('Stage 2 hypertension');
    expect(within(waiting).getByText(/Waiting to be sent/)).toBeInTheDocument();
    expect(server.calls('POST /api/healthtracking/bloodpressure')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await vi.waitFor(() => expect(server.calls('POST /api/healthtracking/bloodpressure')).toHaveLength(1));
    const [sent] = server.calls('POST /api/healthtracking/bloodpressure');
    expect(sent!.body).toMatchObject({ systolic: 152, diastolic: 96 });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // Sent: it leaves the waiting list for the readings the server holds.
    await vi.waitFor(() => expect(screen.queryByTestId('bp-reading-waiting')).not.toBeInTheDocument());
    expect(await screen.findByTestId('bp-reading')).toHaveTextContent('152/96');
  });

  it('advises to seek care for a crisis reading logged offline, and says the care team has not been told yet', async () => {
    const { user } = await offlinePage();
    act(() => onlineManager.setOnline(false));
    await logReading(user, '188', '110');
    const advice = await screen.findByTestId('urgent-advice');
    expect(advice).toHaveTextContent('188/110');
    expect(advice).toHaveTextContent(i18n._(URGENT_ADVICE));
    expect(screen.getByTestId('not-sent-yet')).toHaveTextContent('your care team has not been told yet');
    expect(screen.getByTestId('not-sent-yet')).toHaveTextContent('call 911 now');
    expect(screen.queryByTestId('care-team-notified')).not.toBeInTheDocument();
  });
});
