import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BodyMeasurement, BodySummary } from '@wellpath/shared/health/wire';
import { mockFetch, type MockHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { BodyPage } from './body-page';

const weight: BodyMeasurement = { _id: 'w1', kind: 'weight', value: 82.35, unit: 'kg', measured_at: '2026-11-20T13:00:00.000Z' };
const waist: BodyMeasurement = { _id: 'c1', kind: 'waist', value: 103, unit: 'cm', measured_at: '2026-11-20T13:05:00.000Z' };

const withBmi: BodySummary = {
  measurements: [waist, weight],
  next_cursor: null,
  height_cm: 178,
  bmi: { shown: true, value: 26, category: 'overweight', weight_kg: 82.35, height_cm: 178, measured_at: weight.measured_at },
  waist: { known: true, value: 103, measured_at: waist.measured_at, threshold_cm: 102, increased_risk: true },
  weight_review: null,
  weight_change: null,
};

function renderPage(routes: Record<string, MockHandler>) {
  const fetch = mockFetch(routes);
  return { ...renderWithProviders(<BodyPage />, { route: '/body' }), fetch };
}

describe('BodyPage', () => {
  it('shows the BMI with its category and the screening caveat, the waist against its threshold, and the list', async () => {
    renderPage({ 'GET /api/healthtracking/body': { body: withBmi } });
    expect(await screen.findByTestId('bmi')).toHaveTextContent('26.0 · Overweight');
    expect(screen.getByText(/BMI is a screening measure, not a diagnosis/)).toBeInTheDocument();
    expect(screen.getByTestId('waist')).toHaveTextContent('Your waist of 103 cm is at or above 102 cm');
    const rows = screen.getAllByTestId('body-measurement');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Weight: 82.35 kg');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('tells the member, calmly and truly, that a fast loss is on their record for the care team', async () => {
    renderPage({
      'GET /api/healthtracking/body': { body: { ...withBmi, weight_review: { reason: 'fast_loss', raised_at: weight.measured_at } } },
    });
    const note = await screen.findByTestId('weight-review');
    expect(note).toHaveTextContent('more than 1.5 kg a week for three weeks in a row');
    expect(note).toHaveTextContent('Your care team can see this on your record.');
    expect(note).not.toHaveTextContent('has been told');
    expect(note).not.toHaveTextContent('will follow up');
    expect(note).toHaveTextContent('contact your doctor');
  });

  it('says why there is no BMI: no height, or under 18', async () => {
    const noHeight: BodySummary = { ...withBmi, height_cm: null, bmi: { shown: false, reason: 'no_height' } };
    renderPage({ 'GET /api/healthtracking/body': { body: noHeight } });
    expect(await screen.findByText('Add your height to see your BMI.')).toBeInTheDocument();
    expect(screen.queryByTestId('bmi')).toBeNull();
  });

  it('sends a weight typed in pounds as kg, and a height in feet and inches as cm', async () => {
    const { user, fetch } = renderPage({
      'GET /api/healthtracking/body': {
        body: { ...withBmi, measurements: [], height_cm: null, bmi: { shown: false, reason: 'no_height' } },
      },
      'POST /api/healthtracking/body': (req) => ({ status: 201, body: { ...weight, _id: 'w2', ...(req.body as object), unit: 'kg' } }),
      'PUT /api/healthtracking/height': (req) => ({ body: req.body }),
    });
    await user.click(await screen.findByRole('radio', { name: 'lb, in and ft' }));
    const form = screen.getByRole('form', { name: 'Log a measurement' });
    await user.type(within(form).getByLabelText(/Value in lb/), '180');
    await user.click(within(form).getByRole('button', { name: 'Save measurement' }));
    await waitFor(() => expect(fetch.calls('POST /api/healthtracking/body')).toHaveLength(1));
    expect(fetch.calls('POST /api/healthtracking/body')[0]!.body).toMatchObject({ kind: 'weight', value: 81.65 });

    const height = screen.getByRole('form', { name: 'Your height' });
    await user.type(within(height).getByLabelText('Height: feet'), '5');
    await user.type(within(height).getByLabelText('Height: inches'), '9');
    await user.click(within(height).getByRole('button', { name: 'Save height' }));
    await waitFor(() => expect(fetch.calls('PUT /api/healthtracking/height')).toHaveLength(1));
    expect(fetch.calls('PUT /api/healthtracking/height')[0]!.body).toEqual({ height_cm: 175.3 });
  });

  it('refuses an impossible weight before sending it, naming the field', async () => {
    const { user, fetch } = renderPage({ 'GET /api/healthtracking/body': { body: withBmi } });
    const form = await screen.findByRole('form', { name: 'Log a measurement' });
    await user.type(within(form).getByLabelText(/Value in kg/), '8000');
    await user.click(within(form).getByRole('button', { name: 'Save measurement' }));
    expect(await within(form).findByText('Weight must be between 20 and 400 kg')).toBeInTheDocument();
    expect(fetch.calls('POST /api/healthtracking/body')).toHaveLength(0);
  });

  it('deletes a measurement with an undo', async () => {
    let measurements = [weight];
    const { user } = renderPage({
      'GET /api/healthtracking/body': () => ({ body: { ...withBmi, measurements } }),
      'DELETE /api/healthtracking/body/w1': () => {
        measurements = [];
        return { status: 204 };
      },
      'POST /api/healthtracking/body/w1/restore': () => {
        measurements = [weight];
        return { body: weight };
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Delete the weight of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this measurement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByTestId('undo-toast');
    await user.click(within(toast).getByRole('button', { name: /^Undo deleting the measurement of/ }));
    expect(await screen.findByText(/The measurement of .* is back\./)).toBeInTheDocument();
  });

  it('speaks Canadian French: the BMI category, the caveat, the waist and the form', async () => {
    i18n.activate('fr');
    renderPage({ 'GET /api/healthtracking/body': { body: withBmi } });
    expect(await screen.findByTestId('bmi')).toHaveTextContent('26,0 · Excès de poids');
    expect(screen.getByText(/L’IMC est un outil de dépistage/)).toBeInTheDocument();
    expect(screen.getByTestId('waist')).toHaveTextContent(/Votre tour de taille de 103 cm atteint ou dépasse 102 cm/);
    expect(screen.getByRole('form', { name: 'Noter une mesure' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Supprimer la mesure \(poids\) du/ })).toBeInTheDocument();
  });
});
