import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { i18n } from '@lingui/core';
import { ImportPanel } from './import-panel';

function renderPanel<R = object>(routes?: MockRoutes<R>) {
  const fetch = mockFetch({}, routes);
  return { ...renderWithProviders(<ImportPanel markers={[]} />), fetch };
}

const csvFile = (text: string) => new File([text], 'results.csv', { type: 'text/csv' });

describe('ImportPanel', () => {
  const PORTAL =
    'Collection Date,Test Name,Result,Units,Reference Range,Flag\n2026-03-14,LDL Cholesterol,3.6,mmol/L,<3.5,H\n2026-03-14,hs-CRP,<0.3,mg/L,<3.0,\n2026-03-14,Vitamin B12,350,pmol/L,150-600,\n';
  const portalMapping = {
    date: 'Collection Date',
    test: 'Test Name',
    code: null,
    result: 'Result',
    unit: 'Units',
    range: 'Reference Range',
    flag: 'Flag',
    lab: null,
  };
  const row = (line: number, extra: Record<string, unknown>) => ({
    line,
    test_date: '2026-03-14',
    test: '',
    marker_key: null,
    value: null,
    comparator: null,
    unit: '',
    reference_range: '',
    flag: '',
    lab_name: '',
    error: null,
    ...extra,
  });
  const portalPreview = {
    columns: ['Collection Date', 'Test Name', 'Result', 'Units', 'Reference Range', 'Flag'],
    mapping: portalMapping,
    missing: [],
    rows: [
      row(2, { test: 'LDL Cholesterol', marker_key: 'ldl-c', value: 3.6, unit: 'mmol/L', reference_range: '<3.5', flag: 'H' }),
      row(3, { test: 'hs-CRP', marker_key: 'hs-crp', value: 0.3, comparator: '<', unit: 'mg/L' }),
      row(4, { test: 'Vitamin B12', error: '"Vitamin B12" is not a test we track (use its name, key or LOINC code)' }),
    ],
  };

  it(
    'shows a lab portal CSV row by row before anything is stored, and imports the good rows once confirmed',
    { timeout: 20_000 },
    async () => {
      const { user, fetch } = renderPanel({
        'POST /api/healthtracking/bloodpresults/import/csv/preview': { body: portalPreview },
        'POST /api/healthtracking/bloodpresults/import/csv': {
          body: {
            imported: 2,
            duplicates: 0,
            reports: 1,
            unknown: [],
            skipped: [{ entry: 'Row 4', reason: '"Vitamin B12" is not a test we track (use its name, key or LOINC code)' }],
          },
        },
      });
      await user.upload(screen.getByLabelText('Choose a CSV file'), csvFile(PORTAL));
      const step = await screen.findByTestId('csv-preview');
      expect(within(step).getByRole('heading', { name: 'Check results.csv before importing' })).toHaveFocus();
      expect(within(step).getByLabelText('Test date')).toHaveValue('Collection Date');
      expect(within(step).getByLabelText('Test name')).toHaveValue('Test Name');
      expect(within(step).getByTestId('csv-preview-counts')).toHaveTextContent('2 results ready to import; 1 row refused.');
      const rows = within(step).getAllByTestId('csv-preview-row');
      expect(rows[1]).toHaveTextContent('< 0.3 mg/L');
      expect(rows[2]).toHaveTextContent('Refused: "Vitamin B12" is not a test we track');
      expect(fetch.calls('POST /api/healthtracking/bloodpresults/import/csv')).toHaveLength(0);

      await user.click(within(step).getByRole('button', { name: 'Import 2 results' }));
      const summary = await screen.findByTestId('import-summary');
      expect(summary).toHaveTextContent('results.csv: 2 results imported into 1 lab report.');
      expect(summary).toHaveTextContent('Row 4: "Vitamin B12" is not a test we track');
      expect(screen.queryByTestId('csv-preview')).not.toBeInTheDocument();
      expect(fetch.calls('POST /api/healthtracking/bloodpresults/import/csv')[0]?.body).toEqual({ csv: PORTAL, mapping: portalMapping });
    },
  );

  it("asks for the columns it does not recognise, and previews again with the member's choice", { timeout: 20_000 }, async () => {
    const csv = 'When,What,Number,Measure\n2026-03-14,LDL,3.1,mmol/L\n';
    const none = { date: null, test: null, code: null, result: null, unit: null, range: null, flag: null, lab: null };
    const { user, fetch } = renderPanel({
      'POST /api/healthtracking/bloodpresults/import/csv/preview': ({ body }) => {
        const mapping = (body as { mapping?: typeof none }).mapping ?? none;
        const missing = (['date', 'test', 'result', 'unit'] as const).filter((f) => mapping[f] === null);
        return {
          body: {
            columns: ['When', 'What', 'Number', 'Measure'],
            mapping,
            missing,
            rows: missing.length ? [] : [row(2, { test: 'LDL', marker_key: 'ldl-c', value: 3.1, unit: 'mmol/L' })],
          },
        };
      },
    });
    await user.upload(screen.getByLabelText('Choose a CSV file'), csvFile(csv));
    const step = await screen.findByTestId('csv-preview');
    expect(step).toHaveTextContent('Choose the columns for: Test date, Test name, Result, Unit.');
    expect(within(step).getByRole('button', { name: 'Import 0 results' })).toBeDisabled();
    await user.selectOptions(within(step).getByLabelText('Test date'), 'When');
    await user.selectOptions(within(step).getByLabelText('Test name'), 'What');
    await user.selectOptions(within(step).getByLabelText('Result'), 'Number');
    await user.selectOptions(within(step).getByLabelText('Unit'), 'Measure');
    expect(await within(step).findByText('1 result ready to import.')).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: 'Import 1 result' })).toBeEnabled();
    const calls = fetch.calls('POST /api/healthtracking/bloodpresults/import/csv/preview');
    expect(calls.at(-1)?.body).toEqual({ csv, mapping: { ...none, date: 'When', test: 'What', result: 'Number', unit: 'Measure' } });
    await user.click(within(step).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('csv-preview')).not.toBeInTheDocument();
    expect(fetch.calls('POST /api/healthtracking/bloodpresults/import/csv')).toHaveLength(0);
  });

  it('shows in French the mapping step and a censored value', { timeout: 20_000 }, async () => {
    i18n.activate('fr');
    const { user } = renderPanel({ 'POST /api/healthtracking/bloodpresults/import/csv/preview': { body: portalPreview } });
    await user.upload(screen.getByLabelText('Choisir un fichier CSV'), csvFile(PORTAL));
    const step = await screen.findByTestId('csv-preview');
    expect(within(step).getByRole('heading', { name: 'Vérifiez results.csv avant l’importation' })).toBeInTheDocument();
    expect(within(step).getByLabelText('Date du test')).toHaveValue('Collection Date');
    expect(within(step).getAllByTestId('csv-preview-row')[1]).toHaveTextContent('< 0,3 mg/L');
    expect(within(step).getByRole('button', { name: 'Importer 2 résultats' })).toBeEnabled();
  });

  it('summarises a FHIR import: imported, duplicates, unknown codes and skipped entries', { timeout: 20_000 }, async () => {
    const { user, fetch } = renderPanel({
      'POST /api/healthtracking/bloodpresults/import/fhir': {
        body: {
          imported: 2,
          duplicates: 1,
          reports: 1,
          unknown: [{ code: '2093-3', display: 'Cholesterol [Mass/volume]', count: 2 }],
          skipped: [{ entry: 'Observation obs-9', reason: 'no numeric valueQuantity' }],
        },
      },
    });
    const bundle = { resourceType: 'Bundle', type: 'collection', entry: [] };
    await user.upload(
      screen.getByLabelText('Choose a FHIR file'),
      new File([JSON.stringify(bundle)], 'labs.json', { type: 'application/json' }),
    );
    const summary = await screen.findByTestId('import-summary');
    expect(summary).toHaveTextContent('labs.json: 2 results imported into 1 lab report.');
    expect(summary).toHaveTextContent('1 result was already in your records and not added again.');
    expect(summary).toHaveTextContent('Cholesterol [Mass/volume] (LOINC 2093-3), 2 values');
    expect(summary).toHaveTextContent('Observation obs-9: no numeric valueQuantity');
    expect(fetch.calls('POST /api/healthtracking/bloodpresults/import/fhir')[0]?.body).toEqual(bundle);
  });

  it('refuses a FHIR file that is not JSON without calling the server', async () => {
    const { user, fetch } = renderPanel({});
    await user.upload(screen.getByLabelText('Choose a FHIR file'), new File(['not json'], 'labs.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('labs.json is not a JSON file.');
    expect(fetch.requests).toHaveLength(0);
  });

  it('offers a CSV template built in the browser', () => {
    renderPanel({});
    const link = screen.getByRole('link', { name: 'Download a CSV template' });
    expect(link).toHaveAttribute('download', 'wellpath-blood-results-template.csv');
    expect(link.getAttribute('href')).toMatch(/^(blob:|data:text\/csv)/);
  });
});
