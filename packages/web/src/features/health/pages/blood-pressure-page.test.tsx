import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BpReading, BpSummary } from '@wellpath/shared/health/wire';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LOW_BP_ADVICE, PULSE_ADVICE } from '../components/reading-advice';
import { URGENT_ADVICE } from '../components/urgent-advice';
import { BloodPressurePage } from './blood-pressure-page';

const threshold = { systolic: 130, diastolic: 80, source: 'Hypertension Canada 2025 guideline' };

function reading(id: string, systolic: number, diastolic: number, measuredAt: string, extra: Partial<BpReading> = {}): BpReading {
  return {
    _id: id,
    systolic,
    diastolic,
    pulse: null,
    measured_at: measuredAt,
    arm: null,
    notes: '',
    category: 'normal',
    urgent: false,
    ...extra,
  };
}

function renderPage<R = object>(summary: BpSummary, routes?: MockRoutes<R>) {
  const fetch = mockFetch({ 'GET /api/healthtracking/bloodpressure': { body: summary } }, routes);
  return { ...renderWithProviders(<BloodPressurePage />, { route: '/blood-pressure' }), fetch };
}

describe('BloodPressurePage', () => {
  it('deletes a reading with an undo, as the other destructive actions, never “This cannot be undone”', async () => {
    const r = reading('r1', 128, 82, '2026-03-02T13:00:00.000Z');
    let readings = [r];
    const { user, fetch } = renderPage(
      { readings, average_7d: null, threshold },
      {
        'GET /api/healthtracking/bloodpressure': () => ({ body: { readings, average_7d: null, threshold } }),
        'DELETE /api/healthtracking/bloodpressure/r1': () => {
          readings = [];
          return { status: 204 };
        },
        'POST /api/healthtracking/bloodpressure/r1/restore': () => {
          readings = [r];
          return { body: r };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: /^Delete the reading of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reading?' });
    expect(dialog).not.toHaveTextContent('cannot be undone');
    expect(dialog).toHaveTextContent('You can undo it for a few seconds afterwards.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const toast = await screen.findByTestId('undo-toast');
    expect(toast).toHaveTextContent(/The reading of .* was deleted\./);
    await user.click(within(toast).getByRole('button', { name: /^Undo deleting the reading of/ }));
    expect(await screen.findByText(/The reading of .* is back\./)).toBeInTheDocument();
    expect(fetch.calls('POST /api/healthtracking/bloodpressure/r1/restore')).toHaveLength(1);
    expect(await screen.findAllByTestId('bp-reading')).toHaveLength(1);
  });

  it('asks for two or more readings in the last 7 days before showing an average', async () => {
    renderPage({ readings: [reading('r1', 124, 78, '2026-03-02T13:00:00.000Z', { category: 'elevated' })], average_7d: null, threshold });
    const card = await screen.findByTestId('bp-average');
    expect(within(card).getByText(/two or more readings in the last 7 days/)).toBeInTheDocument();
    expect(within(card).getByText(/Hypertension Canada 2025: 130\/80 for every method/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the average with its AHA/ACC category and whether it reaches the Canadian threshold', async () => {
    renderPage({
      readings: [
        reading('r2', 134, 86, '2026-03-03T13:00:00.000Z', { category: 'stage1' }),
        reading('r1', 130, 84, '2026-03-02T13:00:00.000Z', { category: 'stage1' }),
      ],
      average_7d: { systolic: 132, diastolic: 85, count: 2, category: 'stage1', at_or_above_threshold: true },
      threshold,
    });
    const card = await screen.findByTestId('bp-average');
    expect(within(card).getByText('132/85')).toBeInTheDocument();
    expect(within(card).getByText('Stage 1 hypertension')).toBeInTheDocument();
    expect(within(card).getByText(/At or above 130\/80/)).toBeInTheDocument();
    const rows = screen.getAllByTestId('bp-reading');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Stage 1 hypertension')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Blood pressure over time' })).toBeInTheDocument();
    expect(screen.getAllByTestId('chart-reference-line')).toHaveLength(2);
  });

  it('says when the average is below the threshold', async () => {
    renderPage({
      readings: [reading('r2', 118, 76, '2026-03-03T13:00:00.000Z'), reading('r1', 116, 74, '2026-03-02T13:00:00.000Z')],
      average_7d: { systolic: 117, diastolic: 75, count: 2, category: 'normal', at_or_above_threshold: false },
      threshold,
    });
    const card = await screen.findByTestId('bp-average');
    expect(within(card).getByText('Normal')).toBeInTheDocument();
    expect(within(card).getByText('Below 130/80.')).toBeInTheDocument();
  });

  it('says beside a reading that the care team entered it, and who (decision 0088)', async () => {
    renderPage({
      readings: [
        reading('r2', 142, 91, '2026-03-03T13:00:00.000Z', {
          category: 'stage1',
          entered_by: { name: 'Rosalie Gagnon', role: 'clinician' },
        }),
        reading('r1', 128, 80, '2026-03-02T13:00:00.000Z', { entered_by: null }),
      ],
      average_7d: null,
      threshold,
    });
    const [entered, own] = await screen.findAllByTestId('bp-reading');
    expect(entered).toHaveTextContent('Entered by Rosalie Gagnon, your care team');
    expect(own).not.toHaveTextContent('Entered by');
  });

  it('advises to seek care for a recent reading above 180/120', async () => {
    renderPage({
      readings: [reading('r1', 186, 124, new Date().toISOString(), { category: 'crisis', urgent: true })],
      average_7d: null,
      threshold,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('186/124');
    expect(alert).toHaveTextContent(i18n._(URGENT_ADVICE));
    expect(within(screen.getByTestId('bp-reading')).getByText('Hypertensive crisis')).toBeInTheDocument();
  });

  it('keeps the advice for a reading above 180/120 however old it is, until a newer reading is not in crisis', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const crisis = reading('r1', 186, 124, daysAgo(3), { category: 'crisis', urgent: true });
    const { unmount } = renderPage({ readings: [crisis, reading('r0', 150, 95, daysAgo(5))], average_7d: null, threshold });
    expect(await screen.findByTestId('urgent-advice')).toHaveTextContent('186/124');
    unmount();

    renderPage({ readings: [reading('r2', 150, 95, daysAgo(1), { category: 'stage2' }), crisis], average_7d: null, threshold });
    await screen.findAllByTestId('bp-reading');
    expect(screen.queryByTestId('urgent-advice')).not.toBeInTheDocument();
  });

  it('advises on a low newest reading and on a pulse under 40 or over 120, and tags each in the list', async () => {
    renderPage({
      readings: [
        reading('r2', 86, 58, '2026-03-03T13:00:00.000Z', { pulse: 38 }),
        reading('r1', 118, 76, '2026-03-02T13:00:00.000Z', { pulse: 124 }),
      ],
      average_7d: null,
      threshold,
    });
    const advice = await screen.findByTestId('reading-advice');
    expect(advice).toHaveTextContent('Your reading of 86/58 mm Hg is low (under 90/60).');
    expect(advice).toHaveTextContent(i18n._(LOW_BP_ADVICE));
    expect(advice).toHaveTextContent('Your pulse of 38 beats a minute is very slow (under 40).');
    expect(advice).toHaveTextContent(i18n._(PULSE_ADVICE.low));
    expect(i18n._(LOW_BP_ADVICE)).toMatch(/dizzy.*fainted.*blood pressure medicines.*care team/s);
    const [newest, older] = screen.getAllByTestId('bp-reading');
    expect(within(newest!).getByText('Low (under 90/60)')).toBeInTheDocument();
    expect(within(newest!).getByText('Pulse under 40')).toBeInTheDocument();
    expect(within(older!).getByText('Pulse over 120')).toBeInTheDocument();
    expect(within(older!).queryByText('Low (under 90/60)')).not.toBeInTheDocument();
  });

  it('never shows a green "Normal" beside a flag: 84/54 with a pulse of 131 reads "Low: check"', async () => {
    renderPage({
      readings: [
        reading('r3', 84, 54, '2026-03-04T13:00:00.000Z', { pulse: 131 }),
        reading('r2', 118, 76, '2026-03-03T13:00:00.000Z', { pulse: 124 }),
        reading('r1', 118, 76, '2026-03-02T13:00:00.000Z', { pulse: 72 }),
      ],
      average_7d: {
        systolic: 107,
        diastolic: 69,
        count: 3,
        category: 'normal',
        at_or_above_threshold: false,
      },
      threshold,
    });
    const [low, fast, normal] = await screen.findAllByTestId('bp-reading');
    expect(within(low!).queryByText('Normal')).not.toBeInTheDocument();
    expect(within(low!).getByText('Low: check')).toHaveAttribute('data-check', 'low');
    expect(within(low!).getByText('Low (under 90/60)')).toBeInTheDocument();
    expect(within(low!).getByText('Pulse over 120')).toBeInTheDocument();
    expect(within(fast!).queryByText('Normal')).not.toBeInTheDocument();
    expect(within(fast!).getByText('Fast pulse: check')).toHaveAttribute('data-check', 'pulse_high');
    expect(within(normal!).getByText('Normal')).toHaveAttribute('data-category', 'normal');
    // The average itself raises no flag: its category stands.
    expect(within(screen.getByTestId('bp-average')).getByText('Normal')).toBeInTheDocument();
  });

  it('flags an average under 90/60 as a reading is, from its exact mean', async () => {
    renderPage({
      readings: [reading('r2', 88, 60, '2026-03-03T13:00:00.000Z'), reading('r1', 86, 59, '2026-03-02T13:00:00.000Z')],
      average_7d: {
        systolic: 87,
        diastolic: 60,
        count: 2,
        category: 'normal',
        at_or_above_threshold: false,
        systolic_mean: 87,
        diastolic_mean: 59.5,
      },
      threshold,
    });
    const card = await screen.findByTestId('bp-average');
    expect(within(card).queryByText('Normal')).not.toBeInTheDocument();
    expect(within(card).getByText('Low: check')).toBeInTheDocument();
    expect(within(card).getByText('Low (under 90/60)')).toBeInTheDocument();
  });

  it('gives no low-reading advice at 90/60 with a pulse of 40 to 120', async () => {
    renderPage({ readings: [reading('r1', 90, 60, '2026-03-03T13:00:00.000Z', { pulse: 120 })], average_7d: null, threshold });
    await screen.findByTestId('bp-reading');
    expect(screen.queryByTestId('reading-advice')).not.toBeInTheDocument();
  });

  it('gives the exact mean when the rounded average would read in another category', async () => {
    renderPage({
      readings: [reading('r2', 130, 80, '2026-03-03T13:00:00.000Z'), reading('r1', 129, 79, '2026-03-02T13:00:00.000Z')],
      average_7d: {
        systolic: 130,
        diastolic: 80,
        count: 2,
        category: 'elevated',
        at_or_above_threshold: false,
        systolic_mean: 129.5,
        diastolic_mean: 79.5,
      },
      threshold,
    });
    const card = await screen.findByTestId('bp-average');
    expect(within(card).getByText('Elevated')).toBeInTheDocument();
    expect(within(card).getByText('Below 130/80.')).toBeInTheDocument();
    expect(within(card).getByTestId('bp-exact-mean')).toHaveTextContent('The exact average is 129.5/79.5 mm Hg.');
  });

  it('says under the advice that the care team was notified, and when they saw it', async () => {
    const crisis = {
      readings: [reading('r1', 186, 124, new Date().toISOString(), { category: 'crisis', urgent: true })],
      average_7d: null,
      threshold,
    };
    let alerts = [
      {
        _id: 'a1',
        kind: 'bp_crisis' as const,
        created_at: '2026-01-10T10:00:00.000Z',
        acknowledged_at: '2026-01-10T11:00:00.000Z',
        resolved_at: null,
      },
      {
        _id: 'a3',
        kind: 'phq9_item9' as const,
        created_at: '2026-03-06T10:00:00.000Z',
        acknowledged_at: '2026-03-06T10:30:00.000Z',
        resolved_at: null,
      },
      { _id: 'a2', kind: 'bp_crisis' as const, created_at: '2026-03-05T14:00:00.000Z', acknowledged_at: null, resolved_at: null },
    ];
    const { queryClient } = renderPage(crisis, { 'GET /api/user/alerts': () => ({ body: { alerts } }) });

    const notice = await screen.findByTestId('care-team-notified');
    expect(notice).toHaveTextContent('Your care team has been notified.');
    expect(notice).not.toHaveTextContent('Seen by your care team');

    alerts = [{ ...alerts[2]!, acknowledged_at: '2026-03-05T15:20:00.000Z' }];
    await queryClient.invalidateQueries({ queryKey: ['member-alerts'] });
    expect(await within(notice).findByText(/^Seen by your care team on March 5, 2026(,| at) \d{1,2}:20\s[ap]\.m\.$/)).toBeInTheDocument();
  });

  it('promises nothing about the care team when no alert was raised', async () => {
    renderPage(
      { readings: [reading('r1', 186, 124, new Date().toISOString(), { category: 'crisis', urgent: true })], average_7d: null, threshold },
      { 'GET /api/user/alerts': { body: { alerts: [] } } },
    );
    await screen.findByRole('alert');
    expect(screen.queryByTestId('care-team-notified')).not.toBeInTheDocument();
  });

  it('validates a reading with the shared rules before sending it', { timeout: 20_000 }, async () => {
    const { user, fetch } = renderPage({ readings: [], average_7d: null, threshold });
    await screen.findByText(/No readings yet/);
    await user.type(screen.getByLabelText(/Systolic/), '80');
    await user.type(screen.getByLabelText(/Diastolic/), '90');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    expect(await screen.findByText('Systolic must be higher than diastolic')).toBeInTheDocument();
    expect(fetch.calls('POST /api/healthtracking/bloodpressure')).toHaveLength(0);
  });

  it('sends a valid reading with the local time and its offset', { timeout: 20_000 }, async () => {
    const { user, fetch } = renderPage(
      { readings: [], average_7d: null, threshold },
      {
        'POST /api/healthtracking/bloodpressure': (req) => ({
          status: 201,
          body: {
            ...reading('new', 128, 82, String((req.body as { measured_at: string }).measured_at)),
            pulse: 64,
            arm: 'left',
            category: 'stage1',
          },
        }),
      },
    );
    await screen.findByText(/No readings yet/);
    await user.type(screen.getByLabelText(/Systolic/), '128');
    await user.type(screen.getByLabelText(/Diastolic/), '82');
    await user.type(screen.getByLabelText(/Pulse/), '64');
    await user.selectOptions(screen.getByLabelText(/Arm/), 'left');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    const [post] = fetch.calls('POST /api/healthtracking/bloodpressure');
    expect(post?.body).toMatchObject({ systolic: 128, diastolic: 82, pulse: 64, arm: 'left' });
    expect((post?.body as { measured_at: string }).measured_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(await screen.findByText('Reading saved: 128/82 mm Hg.')).toBeInTheDocument();
  });

  it('starts the next reading with no arm chosen, and drops "Reading saved" as the member types it', { timeout: 20_000 }, async () => {
    const { user } = renderPage(
      { readings: [], average_7d: null, threshold },
      {
        'POST /api/healthtracking/bloodpressure': (req) => ({
          status: 201,
          body: { ...reading('new', 128, 82, String((req.body as { measured_at: string }).measured_at)), arm: 'right' },
        }),
      },
    );
    await screen.findByText(/No readings yet/);
    await user.type(screen.getByLabelText(/Systolic/), '128');
    await user.type(screen.getByLabelText(/Diastolic/), '82');
    await user.selectOptions(screen.getByLabelText(/Arm/), 'right');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    expect(await screen.findByText('Reading saved: 128/82 mm Hg.')).toBeInTheDocument();

    expect(screen.getByLabelText(/Systolic/)).toHaveValue(null);
    expect(screen.getByLabelText(/Arm/)).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Not noted' })).toHaveProperty('selected', true);

    await user.type(screen.getByLabelText(/Systolic/), '1');
    expect(screen.queryByText('Reading saved: 128/82 mm Hg.')).not.toBeInTheDocument();
  });

  it('speaks French: category names, units, decimals and the urgent advice at the same urgency', async () => {
    i18n.activate('fr');
    renderPage({
      readings: [
        reading('r2', 186, 124, new Date().toISOString(), { category: 'crisis', urgent: true }),
        reading('r1', 150, 95, new Date(Date.now() - 86_400_000).toISOString(), { category: 'stage2' }),
        reading('r0', 84, 54, new Date(Date.now() - 2 * 86_400_000).toISOString(), { pulse: 131 }),
      ],
      average_7d: {
        systolic: 130,
        diastolic: 80,
        count: 2,
        category: 'elevated',
        at_or_above_threshold: false,
        systolic_mean: 129.5,
        diastolic_mean: 79.5,
      },
      threshold,
    });
    const card = await screen.findByTestId('bp-average');
    expect(within(card).getByRole('heading', { name: 'Votre moyenne sur 7 jours' })).toBeInTheDocument();
    expect(within(card).getByText('Élevée')).toBeInTheDocument();
    expect(within(card).getByText('mm Hg')).toBeInTheDocument();
    expect(within(card).getByText('Sous 130/80.')).toBeInTheDocument();
    expect(within(card).getByTestId('bp-exact-mean')).toHaveTextContent('La moyenne exacte est de 129,5/79,5 mm Hg.');
    const [crisis, stage2, low] = screen.getAllByTestId('bp-reading');
    expect(within(low!).getByText('Basse : à vérifier')).toBeInTheDocument();
    expect(within(low!).getByText('Pouls au-dessus de 120')).toBeInTheDocument();
    expect(within(low!).queryByText('Normale')).not.toBeInTheDocument();
    expect(within(crisis!).getByText('Crise hypertensive')).toBeInTheDocument();
    expect(within(stage2!).getByText('Hypertension de stade 2')).toBeInTheDocument();
    expect(within(stage2!).getByRole('button', { name: /^Supprimer la mesure du / })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Votre mesure de 186/124 mm Hg est très élevée.');
    expect(alert).toHaveTextContent(/composez le 911.*médecin.*soins urgents aujourd’hui même/s);
    expect(screen.getByRole('heading', { level: 1, name: 'Pression artérielle' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Noter une mesure' })).toBeInTheDocument();
  });
});
