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
              category: 'glucose' as const,
              value: 6.1,
              unit: '%',
              test_date: '2026-03-04',
              status: 'high',
              message: '',
              reference_range: { min: null, max: 5.9 },
              report_id: 'x',
              source: 'manual' as const,
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

  it('says how many key markers are in range, shows those out of range, and the rest on request', async () => {
    const result = (id: string, key: string, name: string, value: number, status: 'normal' | 'high') => ({
      _id: id,
      marker_id: id,
      marker_key: key,
      marker_name: name,
      category: 'glucose' as const,
      value,
      unit: '%',
      test_date: '2026-03-04',
      status,
      message: '',
      reference_range: { min: null, max: 5.9 },
      report_id: 'x',
      source: 'manual' as const,
    });
    mockFetch({
      'GET /api/healthtracking/bloodpresults/markers': { body: { markers: [hba1c, ldl] } },
      'GET /api/healthtracking/bloodpresults/latest': {
        body: { results: [result('r1', 'hba1c', 'HbA1c', 6.1, 'high'), result('r2', 'ldl-c', 'LDL cholesterol', 2.1, 'normal')] },
      },
    });
    const { user } = renderWithProviders(<BloodMarkersOverview />);
    expect(await screen.findByText('1 of 2 key markers in range')).toBeInTheDocument();
    expect(screen.queryByText(/not measured yet/)).not.toBeInTheDocument();
    const [high, normal] = screen.getAllByTestId('key-marker');
    expect(high).toBeVisible();
    expect(normal).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all 2 key markers' }));
    expect(normal).toBeVisible();
    expect(normal).toHaveTextContent('LDL cholesterol');
  });

  it('says how many key markers were never measured, so "in range" is not read as all of them', async () => {
    mockFetch({
      'GET /api/healthtracking/bloodpresults/markers': { body: { markers: [hba1c, ldl] } },
      'GET /api/healthtracking/bloodpresults/latest': {
        body: {
          results: [
            {
              _id: 'r2',
              marker_id: 'r2',
              marker_key: 'ldl-c',
              marker_name: 'LDL cholesterol',
              category: 'lipids',
              value: 2.1,
              unit: 'mmol/L',
              test_date: '2026-03-04',
              status: 'normal',
              message: '',
              reference_range: { min: null, max: 3.5 },
              report_id: 'x',
              source: 'manual' as const,
            },
          ],
        },
      },
    });
    renderWithProviders(<BloodMarkersOverview />);
    expect(await screen.findByText('1 of 1 key marker in range')).toBeInTheDocument();
    expect(screen.getByText(/· 1 not measured yet/)).toBeInTheDocument();
  });
});
