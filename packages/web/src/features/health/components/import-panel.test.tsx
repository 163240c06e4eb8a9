import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ImportPanel } from './import-panel';

function renderPanel(routes: Record<string, MockHandler>) {
  const fetch = mockFetch(routes);
  return { ...renderWithProviders(<ImportPanel markers={[]} />), fetch };
}

const csvFile = (text: string) => new File([text], 'results.csv', { type: 'text/csv' });

describe('ImportPanel', () => {
  it('lists every problem the server found in a CSV file', { timeout: 20_000 }, async () => {
    const { user, fetch } = renderPanel({
      'POST /api/healthtracking/bloodpresults/import/csv': {
        status: 400,
        body: {
          message: 'The CSV file was not imported',
          errors: ['Row 2: test_date must be a date (YYYY-MM-DD)', 'Row 3: "foo" is not a known marker (use its key, name or LOINC code)'],
        },
      },
    });
    await user.upload(
      screen.getByLabelText('Choose a CSV file'),
      csvFile('test_date,marker,value,unit\n2026-13-01,hba1c,5.8,%\n2026-03-01,foo,1,%\n'),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The CSV file was not imported')).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 2: test_date must be a date (YYYY-MM-DD)', 'Row 3: "foo" is not a known marker (use its key, name or LOINC code)']);
    expect(fetch.calls('POST /api/healthtracking/bloodpresults/import/csv')[0]?.body).toEqual({
      csv: 'test_date,marker,value,unit\n2026-13-01,hba1c,5.8,%\n2026-03-01,foo,1,%\n',
    });
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
