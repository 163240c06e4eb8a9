import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderPlain, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BloodMarker, BloodResult, ImportResult, MarkerHistory } from '@wellpath/shared/health/wire';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { testMarker, testResult } from '../blood-fixtures';
import { formatBandRange } from '../components/blood-format';
import { BloodMarkersOverview } from '../components/blood-markers-overview';
import { ImportSummary } from '../components/import-summary';
import { StatusBadge } from '../components/status-badge';
import { BloodResultsPage } from './blood-results-page';

/** The component with the app's messages (the page tests get them from renderWithProviders). */
const render = (ui: React.ReactElement) =>
  renderPlain(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });

// The clinical safety review on screen: band labels and colours (with text), critical advice as an
// alert on the card and the home card and in the report list, both ranges when the sex is unknown,
// the lab's own range beside the catalogue's, and the bands shaded on the chart.

const marker = (key: string, name: string, category: BloodMarker['category'], unit: string, extra: Partial<BloodMarker> = {}) =>
  testMarker(key, name, category, unit, { plausible: { min: 0, max: 1000 }, key_marker: true, ...extra });

const hba1c = marker('hba1c', 'Hemoglobin A1c (HbA1c)', 'glucose', '%', { reference_range: { min: null, max: 5.9 } });
const glucose = marker('fasting-glucose', 'Fasting glucose', 'glucose', 'mmol/L', { reference_range: { min: 4, max: 6 } });
const hdl = marker('hdl-c', 'HDL cholesterol', 'lipids', 'mmol/L', {
  decimals: 2,
  reference_range: { min: 1.3, max: null },
  ranges_by_sex: { female: { min: 1.3, max: null }, male: { min: 1, max: null } },
});
const tsh = marker('tsh', 'TSH', 'thyroid', 'mU/L', {
  decimals: 2,
  reference_range: { min: 0.4, max: 4 },
  key_marker: false,
  lab_specific: true,
});
const markers = [hba1c, glucose, hdl, tsh];

/** A result with the fields the safety review added, normal unless given. */
const result = (m: BloodMarker, value: number, extra: Partial<BloodResult> = {}) =>
  testResult(m, value, {
    band: { key: 'normal', label: 'Normal', tone: 'normal' },
    critical: false,
    critical_message: null,
    ranges_by_sex: null,
    lab_reference_range: null,
    ...extra,
  });

const prediabetes = result(hba1c, 6.1, { status: 'high', band: { key: 'prediabetes', label: 'Prediabetes range', tone: 'caution' } });
const veryLow = result(glucose, 2.2, {
  status: 'low',
  band: { key: 'very-low', label: 'Very low', tone: 'danger' },
  critical: true,
  critical_message: 'A glucose below 3.0 mmol/L is very low. Take 15 g of fast-acting sugar now.',
});
const lowHdl = result(hdl, 1.1, {
  status: 'low',
  band: { key: 'low', label: 'Low', tone: 'caution' },
  ranges_by_sex: hdl.ranges_by_sex,
});
const highTsh = result(tsh, 4.5, {
  status: 'high',
  band: { key: 'high', label: 'High', tone: 'caution' },
  lab_reference_range: { min: 0.35, max: 4.94 },
  source: 'fhir',
});

function renderPage() {
  return renderWithProviders(<BloodResultsPage />, { route: '/blood-results', path: '/blood-results' });
}

describe('blood results after the clinical safety review', () => {
  it('shows each band by name and tone, the critical advice as an alert, both sex ranges and the lab range', async () => {
    mockFetch({
      'GET /api/healthtracking/bloodpresults/markers': { body: { markers } },
      'GET /api/healthtracking/bloodpresults/latest': { body: { results: [prediabetes, veryLow, lowHdl, highTsh] } },
      'GET /api/healthtracking/bloodpresults/reports': {
        body: {
          reports: [
            {
              _id: 'rep1',
              test_date: '2026-03-04',
              lab_name: 'LifeLabs',
              source: 'manual',
              created_at: '2026-03-05T10:00:00Z',
              results: [prediabetes, veryLow],
            },
          ],
        },
      },
    });
    renderPage();
    const cards = await screen.findAllByTestId('marker-result');
    const card = (key: string) => cards.find((c) => c.dataset.marker === key)!;

    const a1cBadge = within(card('hba1c')).getByText('Prediabetes range');
    expect(a1cBadge).toHaveAttribute('data-tone', 'caution');
    expect(within(card('hba1c')).queryByRole('alert')).not.toBeInTheDocument();

    const advice = within(card('fasting-glucose')).getByRole('alert');
    expect(advice).toHaveTextContent('Needs prompt attention (2.2 mmol/L)');
    expect(advice).toHaveTextContent('Take 15 g of fast-acting sugar now.');
    expect(within(card('fasting-glucose')).getByText('Very low')).toHaveAttribute('data-tone', 'danger');

    expect(within(card('hdl-c')).getByTestId('range-notes')).toHaveTextContent(
      'Normal range for women: 1.30 mmol/L or more; for men: 1.00 mmol/L or more. Your sex is not on your profile',
    );
    expect(within(card('tsh')).getByText('Normal range: 0.40–4.00 mU/L')).toBeInTheDocument();
    expect(within(card('tsh')).getByText("Your lab's range: 0.35–4.94 mU/L")).toBeInTheDocument();

    // The report list repeats the advice, named, without announcing it a second time.
    const report = screen.getByTestId('lab-report');
    const listed = within(report).getByTestId('critical-advice');
    expect(listed).toHaveTextContent('Needs prompt attention: Fasting glucose 2.2 mmol/L');
    expect(listed).not.toHaveAttribute('role');
    expect(within(report).getAllByTestId('critical-advice')).toHaveLength(1);
  });

  it('shades the bands on the chart, names them, and marks a critical result in the table', async () => {
    const history: MarkerHistory = {
      marker: {
        _id: tsh._id,
        key: 'hba1c',
        name: 'Hemoglobin A1c (HbA1c)',
        unit: '%',
        category: 'glucose',
        reference_range: { min: null, max: 5.9 },
        source: 'Diabetes Canada 2018',
        decimals: 1,
        bands: [
          { key: 'normal', label: 'Normal', tone: 'normal', status: 'normal', from: null, to: 6 },
          { key: 'prediabetes', label: 'Prediabetes range', tone: 'caution', status: 'high', from: 6, to: 6.5 },
          { key: 'diabetes', label: 'Diabetes range', tone: 'danger', status: 'high', from: 6.5, to: null },
        ],
      },
      results: [
        result(hba1c, 10.2, {
          _id: 'a',
          test_date: '2026-03-04',
          status: 'high',
          band: { key: 'diabetes', label: 'Diabetes range', tone: 'danger' },
          critical: true,
          critical_message: 'An HbA1c of 10 % or more means your blood sugar has been very high for weeks.',
        }),
        result(hba1c, 6.2, { _id: 'b', test_date: '2025-09-01', status: 'high', band: prediabetes.band }),
      ],
    };
    mockFetch({
      'GET /api/healthtracking/bloodpresults/markers': { body: { markers } },
      'GET /api/healthtracking/bloodpresults/markers/hba1c/history': { body: history },
    });
    renderWithProviders(<BloodResultsPage />, { route: '/blood-results?marker=hba1c', path: '/blood-results' });
    const chart = await screen.findByRole('img', { name: 'Hemoglobin A1c (HbA1c) over time' });
    expect(within(chart).getAllByTestId('chart-band')).toHaveLength(3);
    expect(
      within(screen.getByRole('list', { name: 'Shaded bands' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Normal: below 6.0 %', 'Prediabetes range: 6.0–6.4 %', 'Diabetes range: 6.5 % or more']);
    expect(screen.getByRole('alert')).toHaveTextContent('Needs prompt attention (10.2 %)');
    const rows = within(screen.getByRole('table', { name: 'Hemoglobin A1c (HbA1c) results, newest first' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Diabetes range');
    expect(rows[1]).toHaveTextContent('Needs prompt attention');
    expect(rows[2]).toHaveTextContent('Prediabetes range');
  });

  it('shows the band and the critical advice on the home card, outside the links', async () => {
    mockFetch({
      'GET /api/healthtracking/bloodpresults/markers': { body: { markers } },
      'GET /api/healthtracking/bloodpresults/latest': { body: { results: [prediabetes, veryLow] } },
    });
    renderWithProviders(<BloodMarkersOverview />);
    const items = await screen.findAllByTestId('key-marker');
    expect(within(items[0]!).getByText('Prediabetes range')).toHaveAttribute('data-tone', 'caution');
    const advice = screen.getByRole('alert');
    expect(advice).toHaveTextContent('Needs prompt attention: Fasting glucose 2.2 mmol/L');
    expect(advice.closest('a')).toBeNull();
  });
});

describe('the pieces', () => {
  it('labels a band with its name, its tone and a status icon', () => {
    const { container } = render(<StatusBadge status="high" band={{ key: 'diabetes', label: 'Diabetes range', tone: 'danger' }} />);
    expect(screen.getByText('Diabetes range')).toHaveAttribute('data-tone', 'danger');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('writes a band in the guideline numbers', () => {
    expect(formatBandRange({ from: null, to: 3.5 }, 'mmol/L', 2)).toBe('below 3.50 mmol/L');
    expect(formatBandRange({ from: 3.5, to: 5 }, 'mmol/L', 2)).toBe('3.50–4.99 mmol/L');
    expect(formatBandRange({ from: 126, to: null }, 'nmol/L', 0)).toBe('126 nmol/L or more');
  });

  it('says how many imported results need prompt attention', () => {
    const imported: ImportResult = { imported: 3, duplicates: 0, reports: 1, unknown: [], skipped: [], critical: 2 };
    render(<ImportSummary result={imported} fileName="labs.json" />);
    expect(screen.getByTestId('import-summary')).toHaveTextContent('2 results need prompt attention');
  });
});
