import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BloodMarker, BloodResult } from '@wellpath/shared/health/wire';
import { mockFetch, NEVER, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { testMarker, testResult } from '../blood-fixtures';
import { BloodResultsPage } from './blood-results-page';

function marker(
  key: string,
  name: string,
  category: BloodMarker['category'],
  unit: string,
  range: BloodMarker['reference_range'],
  extra: Partial<BloodMarker> = {},
): BloodMarker {
  return testMarker(key, name, category, unit, { reference_range: range, ...extra });
}

const markers = [
  marker('hba1c', 'Hemoglobin A1c (HbA1c)', 'glucose', '%', { min: null, max: 5.9 }, { key_marker: true }),
  marker(
    'ldl-c',
    'LDL cholesterol',
    'lipids',
    'mmol/L',
    { min: null, max: 3.49 },
    { decimals: 2, units: ['mmol/L', 'mg/dL'], key_marker: true },
  ),
  marker('vitamin-d', 'Vitamin D', 'vitamins', 'nmol/L', { min: 50, max: 125 }, { decimals: 0 }),
];

function result(m: BloodMarker, value: number, status: BloodResult['status'], date = '2026-03-04'): BloodResult {
  return testResult(m, value, { _id: `r-${m.key}-${date}`, test_date: date, status, message: `${m.name} message for ${status}.` });
}

function renderPage<R = object>(routes?: MockRoutes<R>, route = '/blood-results') {
  const fetch = mockFetch(
    {
      'GET /api/healthtracking/bloodpresults/markers': { body: { markers } },
      'GET /api/healthtracking/bloodpresults/reports': { body: { reports: [] } },
    },
    routes,
  );
  return { ...renderWithProviders(<BloodResultsPage />, { route, path: '/blood-results' }), fetch };
}

describe('BloodResultsPage', () => {
  it('deletes a lab report with an undo that puts it and its results back', async () => {
    const report = {
      _id: 'rep1',
      test_date: '2026-03-04',
      lab_name: 'LifeLabs',
      source: 'manual' as const,
      created_at: '2026-03-04T12:00:00.000Z',
      results: [result(markers[1]!, 3.1, 'normal')],
    };
    let reports = [report];
    const { user, fetch } = renderPage({
      'GET /api/healthtracking/bloodpresults/latest': { body: { results: [] } },
      'GET /api/healthtracking/bloodpresults/reports': () => ({ body: { reports } }),
      'DELETE /api/healthtracking/bloodpresults/reports/rep1': () => {
        reports = [];
        return { status: 204 };
      },
      'POST /api/healthtracking/bloodpresults/reports/rep1/restore': () => {
        reports = [report];
        return { body: { _id: 'rep1' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the lab report of March 4, 2026, LifeLabs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this lab report?' });
    expect(dialog).not.toHaveTextContent('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByTestId('undo-toast');
    expect(toast).toHaveTextContent('The lab report of March 4, 2026, LifeLabs was deleted.');
    await user.click(within(toast).getByRole('button', { name: 'Undo deleting the lab report of March 4, 2026, LifeLabs' }));
    expect(await screen.findByText('The lab report of March 4, 2026, LifeLabs is back.')).toBeInTheDocument();
    expect(fetch.calls('POST /api/healthtracking/bloodpresults/reports/rep1/restore')).toHaveLength(1);
    expect(await screen.findByTestId('lab-report')).toBeInTheDocument();
  });

  it('groups the latest results by category, each with value, date, status and message', async () => {
    renderPage({
      'GET /api/healthtracking/bloodpresults/latest': {
        body: { results: [result(markers[0]!, 6.1, 'high'), result(markers[1]!, 3.1, 'normal'), result(markers[2]!, 42, 'low')] },
      },
    });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Lipids', 'Glucose', 'Vitamins']);
    const ldl = screen.getAllByTestId('marker-result').find((c) => c.dataset.marker === 'ldl-c')!;
    expect(within(ldl).getByText('3.10')).toBeInTheDocument();
    expect(within(ldl).getByText('Tested March 4, 2026')).toBeInTheDocument();
    expect(within(ldl).getByText('Normal')).toBeInTheDocument();
    expect(within(ldl).getByText('LDL cholesterol message for normal.')).toBeInTheDocument();
    expect(within(ldl).getByRole('img')).toHaveAccessibleName('3.10 mmol/L, within the normal range (3.49 mmol/L or less)');
    expect(within(ldl).getByRole('link', { name: 'View history of LDL cholesterol' })).toHaveAttribute(
      'href',
      '/blood-results?marker=ldl-c',
    );
    const vitaminD = screen.getAllByTestId('marker-result').find((c) => c.dataset.marker === 'vitamin-d')!;
    expect(within(vitaminD).getByText('Low')).toBeInTheDocument();
  });

  it('explains how to add the first results when there are none', async () => {
    renderPage({ 'GET /api/healthtracking/bloodpresults/latest': { body: { results: [] } } });
    expect(await screen.findByText('No blood test results yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add lab report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import a file' })).toBeInTheDocument();
  });

  it('shows the server message when the results cannot be loaded, or the spec wording', async () => {
    renderPage({
      'GET /api/healthtracking/bloodpresults/latest': { status: 503, body: { message: 'The service is down for maintenance' } },
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The service is down for maintenance');
  });

  it("falls back to 'Failed to load blood test results'", async () => {
    renderPage({ 'GET /api/healthtracking/bloodpresults/latest': { status: 404, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blood test results');
  });

  it('opens a marker history from its deep link, with a trend chart and a table', async () => {
    const ldl = markers[1]!;
    renderPage(
      {
        'GET /api/healthtracking/bloodpresults/latest': NEVER,
        'GET /api/healthtracking/bloodpresults/markers/ldl-c/history': {
          body: {
            marker: { ...ldl, source: 'CCS 2021' },
            results: [result(ldl, 3.1, 'normal', '2026-03-04'), result(ldl, 3.8, 'high', '2025-09-01')],
          },
        },
      },
      '/blood-results?marker=ldl-c',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'LDL cholesterol' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'LDL cholesterol over time' })).toBeInTheDocument();
    expect(screen.getAllByTestId('chart-band')).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'LDL cholesterol results, newest first' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['March 4, 20263.10NormalEntered by you', 'September 1, 20253.80HighEntered by you']);
    // On a phone the table scrolls sideways in its box: a named region that takes keyboard focus.
    const scroller = screen.getByRole('region', { name: 'LDL cholesterol results' });
    expect(scroller).toContainElement(table);
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: 'All blood test results' })).toHaveAttribute('href', '/blood-results');
  });

  it('shows a censored result with its sign everywhere: the card, the history table and the chart, drawn at the bound', async () => {
    const crp = marker('hs-crp', 'hs-CRP', 'inflammation', 'mg/L', { min: null, max: 2.9 }, { decimals: 1 });
    const below = { ...result(crp, 0.3, 'normal', '2026-03-04'), comparator: '<' as const };
    const measured = result(crp, 1.2, 'normal', '2025-09-01');
    renderPage({ 'GET /api/healthtracking/bloodpresults/latest': { body: { results: [below] } } });
    const card = (await screen.findAllByTestId('marker-result')).find((c) => c.dataset.marker === 'hs-crp')!;
    expect(within(card).getByText('< 0.3')).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAccessibleName('<\u00a00.3 mg/L, within the normal range (2.9 mg/L or less)');

    renderPage(
      {
        'GET /api/healthtracking/bloodpresults/latest': NEVER,
        'GET /api/healthtracking/bloodpresults/markers/hs-crp/history': {
          body: { marker: { ...crp, source: null }, results: [below, measured] },
        },
      },
      '/blood-results?marker=hs-crp',
    );
    const table = await screen.findByRole('table', { name: 'hs-CRP results, newest first' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['March 4, 2026<\u00a00.3NormalEntered by you', 'September 1, 20251.2NormalEntered by you']);
    const chart = screen.getByRole('img', { name: 'hs-CRP over time' });
    expect(within(chart).getAllByTestId('chart-censored-point')).toHaveLength(1);
    expect(chart).toHaveAccessibleDescription(/from 1\.2 mg\/L on September 1, 2025 to <\u00a00\.3 mg\/L on March 4, 2026/);
  });

  it('says who on the care team entered a lab report, in place of "Entered by you"', async () => {
    const entered_by = { name: 'Noor Haddad', role: 'clinician' };
    const ldl = result(markers[1]!, 3.1, 'normal');
    const report = {
      _id: 'rep2',
      test_date: '2026-03-04',
      lab_name: 'LifeLabs',
      source: 'manual' as const,
      created_at: '2026-03-04T12:00:00.000Z',
      entered_by,
      results: [{ ...ldl, entered_by }],
    };
    renderPage({
      'GET /api/healthtracking/bloodpresults/latest': { body: { results: [{ ...ldl, entered_by }] } },
      'GET /api/healthtracking/bloodpresults/reports': { body: { reports: [report] } },
    });
    expect(await screen.findByTestId('lab-report')).toHaveTextContent('Entered by Noor Haddad, your care team · 1 result');
    expect(screen.queryByText(/Entered by you/)).toBeNull();
  });

  it('lists the server errors of a refused lab report', { timeout: 20_000 }, async () => {
    const { user, fetch } = renderPage({
      'GET /api/healthtracking/bloodpresults/latest': { body: { results: [] } },
      'POST /api/healthtracking/bloodpresults/reports': {
        status: 400,
        body: {
          message: 'The lab report was not saved',
          errors: ['LDL cholesterol: 300 mmol/L is not a possible value (expected between 0.1 and 30 mmol/L)'],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add lab report' }));
    await user.type(await screen.findByLabelText('Test date'), '2026-03-04');
    await user.selectOptions(screen.getByLabelText('Marker 1'), 'm-ldl-c');
    expect(
      within(screen.getByLabelText('Unit 1'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['mmol/L', 'mg/dL']);
    await user.type(screen.getByLabelText('Value 1'), '300');
    await user.click(screen.getByRole('button', { name: 'Save lab report' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lab report was not saved');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('LDL cholesterol: 300 mmol/L is not a possible value');
    expect(fetch.calls('POST /api/healthtracking/bloodpresults/reports')[0]?.body).toEqual({
      test_date: '2026-03-04',
      lab_name: '',
      values: [{ marker_id: 'm-ldl-c', value: 300, unit: 'mmol/L' }],
    });
  });

  it('refuses a test date in the future before sending', { timeout: 20_000 }, async () => {
    const { user, fetch } = renderPage({ 'GET /api/healthtracking/bloodpresults/latest': { body: { results: [] } } });
    await user.click(await screen.findByRole('button', { name: 'Add lab report' }));
    await user.type(await screen.findByLabelText('Test date'), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save lab report' }));
    expect(await screen.findByText('The test date cannot be in the future')).toBeInTheDocument();
    expect(screen.getByText('Choose a marker', { selector: 'p' })).toBeInTheDocument();
    expect(fetch.calls('POST /api/healthtracking/bloodpresults/reports')).toHaveLength(0);
  });

  it('speaks French: categories, decimal commas, band words and the urgent advice heading', async () => {
    i18n.activate('fr');
    const glucose = marker('fasting-glucose', 'Glycémie à jeun', 'glucose', 'mmol/L', { min: 4, max: 6 });
    renderPage({
      'GET /api/healthtracking/bloodpresults/latest': {
        body: {
          results: [
            result(markers[1]!, 3.1, 'normal'),
            testResult(glucose, 5.2, { band: { key: 'normal', label: 'Normal', tone: 'normal' } }),
            testResult(markers[0]!, 10.4, {
              status: 'high',
              band: { key: 'high', label: 'High', tone: 'danger' },
              critical: true,
              critical_message: 'Communiquez avec votre médecin aujourd’hui.',
            }),
          ],
        },
      },
    });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Lipides', 'Glucose']);
    expect(screen.getByRole('heading', { level: 1, name: 'Résultats sanguins' })).toBeInTheDocument();
    const card = screen.getAllByTestId('marker-result').find((c) => c.dataset.marker === 'fasting-glucose')!;
    expect(within(card).getByText('5,2')).toBeInTheDocument();
    expect(within(card).getByText('mmol/L')).toBeInTheDocument();
    expect(within(card).getByText('Test du 4 mars 2026')).toBeInTheDocument();
    expect(within(card).getByText('Normal')).toBeInTheDocument();
    expect(within(card).getByRole('img')).toHaveAccessibleName('5,2 mmol/L, dans les valeurs normales (4–6 mmol/L)');
    expect(within(card).getByText('Valeurs normales : 4–6 mmol/L')).toBeInTheDocument();
    const hba1c = screen.getAllByTestId('marker-result').find((c) => c.dataset.marker === 'hba1c')!;
    expect(within(hba1c).getByText('Élevé')).toBeInTheDocument();
    const alert = within(hba1c).getByRole('alert');
    expect(alert).toHaveTextContent('Nécessite une attention rapide (10,4 %)');
    expect(alert).toHaveTextContent('Communiquez avec votre médecin aujourd’hui.');
  });
});
