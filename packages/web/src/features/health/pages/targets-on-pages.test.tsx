import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Target, TargetList } from '@wellpath/shared/health/targets';
import type { BodySummary, BpSummary } from '@wellpath/shared/health/wire';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { BloodTargets } from '../components/member-target';
import { BloodPressurePage } from './blood-pressure-page';
import { BodyPage } from './body-page';

// The member's targets beside their numbers (decision 0091): the care team's with who, when and why,
// else the guideline default; the status never reads better than the number beside it.

const bp: Target = {
  kind: 'blood_pressure',
  unit: 'mm Hg',
  comparator: 'below',
  target: { value: 140, diastolic: 90 },
  default: { target: { value: 130, diastolic: 80 }, source: 'hypertension_canada_2025' },
  personal: {
    target: { value: 140, diastolic: 90 },
    note: 'Dizzy on standing at lower pressures.',
    set_by_name: 'Amira Chen',
    set_at: '2026-11-20T15:00:00.000Z',
  },
  current: { value: { value: 135, diastolic: 85 }, date: '2026-11-28' },
  status: 'met',
  needs: null,
};
const weight: Target = {
  kind: 'weight',
  unit: 'kg',
  comparator: 'at_most',
  target: { value: 95, diastolic: null },
  default: { target: { value: 95, diastolic: null }, source: 'diabetes_prevention_program' },
  personal: null,
  current: { value: { value: 97.5, diastolic: null }, date: '2026-11-28' },
  status: 'not_met',
  needs: null,
};
const ldl: Target = {
  kind: 'ldl',
  unit: 'mmol/L',
  comparator: 'below',
  target: { value: 3.5, diastolic: null },
  default: { target: { value: 3.5, diastolic: null }, source: 'ccs_2021_other' },
  personal: null,
  current: { value: { value: 3.1, diastolic: null }, date: '2026-11-28' },
  status: 'met',
  needs: null,
};
const targets: TargetList = { targets: [bp, weight, ldl] };

const bpSummary: BpSummary = {
  readings: [],
  average_7d: null,
  threshold: { systolic: 130, diastolic: 80, source: 'Hypertension Canada 2025 guideline' },
};

describe('targets beside the numbers', () => {
  it('shows the care team’s blood pressure target with who set it, why, the default it replaces and the average against it', async () => {
    mockFetch({ 'GET /api/healthtracking/bloodpressure': { body: bpSummary }, 'GET /api/healthtracking/targets': { body: targets } });
    renderWithProviders(<BloodPressurePage />, { route: '/blood-pressure' });
    const card = await screen.findByTestId('target-blood_pressure');
    expect(within(card).getByRole('heading', { name: 'Blood pressure: your target from your care team' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Below 140/90 mm Hg');
    expect(card).toHaveTextContent('Within the target');
    expect(card).toHaveTextContent('Your 7-day average: 135/85 mm Hg (November 28, 2026)');
    expect(card).toHaveTextContent('Set by Amira Chen on November 20, 2026.');
    expect(card).toHaveTextContent('Why: Dizzy on standing at lower pressures.');
    expect(card).toHaveTextContent('Guideline default it replaces: Below 130/80 mm Hg (Hypertension Canada 2025).');
  });

  it('speaks Canadian French', async () => {
    i18n.activate('fr');
    mockFetch({ 'GET /api/healthtracking/bloodpressure': { body: bpSummary }, 'GET /api/healthtracking/targets': { body: targets } });
    renderWithProviders(<BloodPressurePage />, { route: '/blood-pressure' });
    const card = await screen.findByTestId('target-blood_pressure');
    expect(card).toHaveTextContent('Pression artérielle : votre cible fixée par votre équipe de soins');
    expect(card).toHaveTextContent('Sous 140/90 mm Hg');
    expect(card).toHaveTextContent('Dans la cible');
  });

  it('puts the colon after the latest number’s label in the message, so French spaces it', async () => {
    mockFetch({ 'GET /api/healthtracking/targets': { body: targets } });
    const { unmount } = renderWithProviders(<BloodTargets />);
    // textContent, not toHaveTextContent: that matcher reads a no-break space as a space.
    expect((await screen.findByTestId('target-ldl')).textContent).toContain('Your latest LDL cholesterol: 3.1 mmol/L (November 28, 2026)');
    unmount();

    i18n.activate('fr');
    mockFetch({ 'GET /api/healthtracking/targets': { body: targets } });
    renderWithProviders(<BloodTargets />);
    expect((await screen.findByTestId('target-ldl')).textContent).toContain(
      'Votre dernier cholestérol LDL\u00a0: 3,1 mmol/L (28 novembre 2026)',
    );
  });

  it('writes the weight goal in the member’s units, not yet reached', async () => {
    const body: BodySummary = {
      measurements: [],
      next_cursor: null,
      height_cm: null,
      bmi: { shown: false, reason: 'no_height' },
      waist: { known: false, reason: 'no_waist' },
      weight_review: null,
      weight_change: null,
    };
    mockFetch({ 'GET /api/healthtracking/body': { body }, 'GET /api/healthtracking/targets': { body: targets } });
    const { user } = renderWithProviders(<BodyPage />, { route: '/body' });
    const card = await screen.findByTestId('target-weight');
    expect(card).toHaveTextContent('95 kg or less');
    expect(card).toHaveTextContent('Not within the target yet');
    expect(card).toHaveTextContent('Guideline default: 5 % below the starting weight (the first from 30 days before joining on)');
    await user.click(screen.getByRole('radio', { name: 'lb, in and ft' }));
    expect(card).toHaveTextContent('209.4 lb or less');
    expect(card).toHaveTextContent('Your latest weight: 215 lb');
  });

  it('gives the weight’s change from the server’s baseline and over 30 and 90 days, and the progress toward the goal from it', async () => {
    const w = (id: string, value: number, day: string) => ({
      _id: id,
      kind: 'weight' as const,
      value,
      unit: 'kg' as const,
      measured_at: `${day}T13:00:00.000Z`,
    });
    const kg = (value: number, day: string) => ({ kg: value, measured_at: `${day}T13:00:00.000Z` });
    const body: BodySummary = {
      // The page holds only recent rows; the baseline (June 1) is the server's, not the page's oldest row.
      measurements: [w('w3', 97.5, '2026-11-28'), w('w2', 98, '2026-10-01')],
      next_cursor: null,
      height_cm: null,
      bmi: { shown: false, reason: 'no_height' },
      waist: { known: false, reason: 'no_waist' },
      weight_review: null,
      weight_change: {
        baseline: kg(100, '2026-06-01'),
        latest: kg(97.5, '2026-11-28'),
        since_start: { from: kg(100, '2026-06-01'), kg: -2.5, percent: -2.5 },
        days_30: { from: kg(98, '2026-10-01'), kg: -0.5, percent: -0.5 },
        days_90: { from: kg(100, '2026-06-01'), kg: -2.5, percent: -2.5 },
      },
    };
    mockFetch({ 'GET /api/healthtracking/body': { body }, 'GET /api/healthtracking/targets': { body: targets } });
    renderWithProviders(<BodyPage />, { route: '/body' });
    const card = await screen.findByTestId('weight-change');
    expect(card).toHaveTextContent('Since your starting weight (June 1, 2026)2.5 kg less (−2.5 %)');
    expect(card).toHaveTextContent('Over 30 days0.5 kg less (−0.5 %)');
    expect(card).toHaveTextContent('Over 90 days2.5 kg less (−2.5 %)');
    expect(await within(card).findByRole('progressbar', { name: 'Progress toward your weight goal' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });
});
