import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BloodMarker } from '@wellpath/shared/health/wire';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { BloodMarkersOverview } from './blood-markers-overview';

const hba1c: BloodMarker = {
  _id: 'm1',
  key: 'hba1c',
  name: 'HbA1c',
  category: 'glucose',
  unit: '%',
  units: ['%'],
  loinc: ['4548-4'],
  decimals: 1,
  plausible: { min: 3, max: 20 },
  reference_range: { min: null, max: 5.9 },
  key_marker: true,
};
const ldl: BloodMarker = {
  ...hba1c,
  _id: 'm2',
  key: 'ldl-c',
  name: 'LDL cholesterol',
  category: 'lipids',
  unit: 'mmol/L',
  decimals: 2,
  reference_range: { min: null, max: 3.49 },
};
const tsh: BloodMarker = { ...hba1c, _id: 'm3', key: 'tsh', name: 'TSH', category: 'thyroid', key_marker: false };

describe('BloodMarkersOverview', () => {
  it('shows the key markers with their latest value and status, and links to all results', async () => {
    mockFetch({
      'GET /api/healthtracking/bloodpresults/markers': { body: { markers: [hba1c, ldl, tsh] } },
      'GET /api/healthtracking/bloodpresults/latest': {
        body: {
          results: [
            {
              _id: 'r1',
              marker_id: 'm1',
              marker_key: 'hba1c',
              marker_name: 'HbA1c',
              category: 'glucose',
              value: 6.1,
              unit: '%',
              test_date: '2026-03-04',
              status: 'high',
              message: '',
              reference_range: { min: null, max: 5.9 },
              report_id: 'x',
              source: 'manual',
            },
          ],
        },
      },
    });
    renderWithProviders(<BloodMarkersOverview />);
    const items = await screen.findAllByTestId('key-marker');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('HbA1c');
    expect(within(items[0]!).getByText('6.1')).toBeInTheDocument();
    expect(within(items[0]!).getByText('High')).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('href', '/blood-results?marker=hba1c');
    expect(items[1]).toHaveTextContent('No result yet');
    expect(screen.getByRole('link', { name: 'View all results' })).toHaveAttribute('href', '/blood-results');
  });

  it('invites the member to add results when there are none', async () => {
    mockFetch({
      'GET /api/healthtracking/bloodpresults/markers': { body: { markers: [hba1c] } },
      'GET /api/healthtracking/bloodpresults/latest': { body: { results: [] } },
    });
    renderWithProviders(<BloodMarkersOverview />);
    expect(await screen.findByText('No blood test results yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add results' })).toHaveAttribute('href', '/blood-results');
  });
});
