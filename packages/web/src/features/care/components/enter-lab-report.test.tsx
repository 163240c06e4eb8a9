import { screen, within } from '@testing-library/react';
import type { BloodResult } from '@wellpath/shared/health/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { EnterLabReport } from './enter-lab-report';

const ldl = {
  _id: 'mk-ldl',
  key: 'ldl-c',
  name: 'LDL cholesterol',
  category: 'lipids' as const,
  unit: 'mmol/L',
  units: ['mmol/L', 'mg/dL'],
  loinc: ['13457-7'],
  decimals: 2,
  plausible: { min: 0.1, max: 30 },
  reference_range: { min: null, max: 3.4 },
  key_marker: true,
};

const savedResult = (extra: Partial<BloodResult> = {}): BloodResult => ({
  _id: 'r1',
  marker_id: ldl._id,
  marker_key: ldl.key,
  marker_name: ldl.name,
  category: 'lipids',
  value: 3.1,
  unit: 'mmol/L',
  test_date: '2026-03-04',
  status: 'normal',
  message: '',
  reference_range: { min: null, max: 3.4 },
  report_id: 'rep1',
  source: 'manual',
  entered_by: { name: 'Noor Haddad', role: 'clinician' },
  ...extra,
});

const routes = (result: BloodResult) => ({
  'GET /api/staff/lab-markers': { body: { markers: [ldl] } },
  'POST /api/staff/members/m1/lab-reports': { status: 201 as const, body: { report_id: 'rep1', results: [result] } },
});

describe('EnterLabReport', { timeout: 20_000 }, () => {
  it('checks the report like the member form, sends it once with a key and says the member sees the name', async () => {
    const server = mockFetch(routes(savedResult()));
    const { user } = renderAsStaff('clinician', <EnterLabReport memberId="m1" name="Jordan" />, { route: '/care/members/m1' });
    const form = await screen.findByRole('form', { name: 'Enter a lab report' });
    await user.click(within(form).getByRole('button', { name: 'Save lab report' }));
    expect(await within(form).findByText('Enter the test date')).toBeInTheDocument();
    expect(within(form).getByText('Choose a marker', { selector: 'p' })).toBeInTheDocument();
    expect(server.calls('POST /api/staff/members/m1/lab-reports')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Test date'), '2026-03-04');
    await user.type(within(form).getByLabelText(/^Lab name/), 'LifeLabs');
    await user.selectOptions(within(form).getByLabelText('Marker 1'), 'mk-ldl');
    expect(
      within(within(form).getByLabelText('Unit 1'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['mmol/L', 'mg/dL']);
    await user.type(within(form).getByLabelText('Value 1'), '3,1');
    await user.click(within(form).getByRole('button', { name: 'Save lab report' }));
    expect(await within(form).findByText('Lab report saved. Jordan sees it with your name beside it.')).toBeInTheDocument();
    const sent = server.calls('POST /api/staff/members/m1/lab-reports');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      test_date: '2026-03-04',
      lab_name: 'LifeLabs',
      values: [{ marker_id: 'mk-ldl', value: 3.1, unit: 'mmol/L' }],
    });
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
    // The form is blank again for the next report.
    expect(within(form).getByLabelText('Value 1')).toHaveValue('');
  });

  it('says in red that a critical value raised the urgent alert', async () => {
    mockFetch(routes(savedResult({ critical: true, value: 25 })));
    const { user } = renderAsStaff('clinician', <EnterLabReport memberId="m1" name="Jordan" />, { route: '/care/members/m1' });
    const form = await screen.findByRole('form', { name: 'Enter a lab report' });
    await user.type(within(form).getByLabelText('Test date'), '2026-03-04');
    await user.selectOptions(within(form).getByLabelText('Marker 1'), 'mk-ldl');
    await user.type(within(form).getByLabelText('Value 1'), '25');
    await user.click(within(form).getByRole('button', { name: 'Save lab report' }));
    const message = await screen.findByText(
      'Lab report saved. A value needs prompt attention: an urgent alert was raised for the care team.',
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows the server’s reasons when it refuses the report', async () => {
    mockFetch({
      'GET /api/staff/lab-markers': { body: { markers: [ldl] } },
      'POST /api/staff/members/m1/lab-reports': {
        status: 400,
        body: { message: 'The lab report was not saved', errors: ['LDL cholesterol: 300 mmol/L is not a possible value'] },
      },
    });
    const { user } = renderAsStaff('clinician', <EnterLabReport memberId="m1" name="Jordan" />, { route: '/care/members/m1' });
    const form = await screen.findByRole('form', { name: 'Enter a lab report' });
    await user.type(within(form).getByLabelText('Test date'), '2026-03-04');
    await user.selectOptions(within(form).getByLabelText('Marker 1'), 'mk-ldl');
    await user.type(within(form).getByLabelText('Value 1'), '300');
    await user.click(within(form).getByRole('button', { name: 'Save lab report' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The lab report was not saved');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('300 mmol/L is not a possible value');
  });
});
