import { screen, within } from '@testing-library/react';
import type { BodySummary } from '@wellpath/shared/health/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { BodyCard } from './body-card';

const URL = 'GET /api/healthtracking/body';
const summary: BodySummary = {
  measurements: [
    { _id: 'w2', kind: 'waist', value: 96.5, unit: 'cm', measured_at: '2026-11-20T13:00:00.000Z' },
    { _id: 'w1', kind: 'weight', value: 82.45, unit: 'kg', measured_at: '2026-11-18T13:00:00.000Z' },
  ],
  next_cursor: null,
  height_cm: 170,
  bmi: { shown: true, value: 28.5, category: 'overweight', weight_kg: 82.45, height_cm: 170, measured_at: '2026-11-18T13:00:00.000Z' },
  waist: { known: true, value: 96.5, measured_at: '2026-11-20T13:00:00.000Z', threshold_cm: 94, increased_risk: true },
  weight_review: null,
  weight_change: null,
};

describe('BodyCard', () => {
  it('shows the latest weight, the BMI with its category as a screening measure and the waist, each dated, linking to Body', async () => {
    mockFetch({ [URL]: { body: summary } });
    renderWithProviders(<BodyCard />);
    const card = screen.getByTestId('home-body-card');
    expect(await within(card).findByText('82.5 kg')).toBeInTheDocument();
    expect(card).toHaveTextContent('Weight: 82.5 kg on November 18, 2026');
    expect(card).toHaveTextContent('BMI: 28.5 (Overweight), a screening measure');
    expect(card).toHaveTextContent('Waist: 96.5 cm on November 20, 2026');
    expect(within(card).getByRole('link', { name: 'See your body measurements' })).toHaveAttribute('href', '/body');
  });

  it('without a BMI (no height) shows the weight alone; with nothing, the way to log one', async () => {
    mockFetch({
      [URL]: {
        body: {
          ...summary,
          measurements: summary.measurements.slice(1),
          bmi: { shown: false, reason: 'no_height' },
          waist: { known: false, reason: 'no_waist' },
        },
      },
    });
    renderWithProviders(<BodyCard />);
    const card = screen.getByTestId('home-body-card');
    expect(await within(card).findByText('82.5 kg')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('BMI');
    expect(card).not.toHaveTextContent('Waist');
  });

  it('with nothing recorded, asks for a first measurement', async () => {
    mockFetch({
      [URL]: {
        body: { ...summary, measurements: [], bmi: { shown: false, reason: 'no_weight' }, waist: { known: false, reason: 'no_waist' } },
      },
    });
    renderWithProviders(<BodyCard />);
    expect(await screen.findByText('Log a weight or a waist to see them here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log a measurement' })).toHaveAttribute('href', '/body');
  });
});
