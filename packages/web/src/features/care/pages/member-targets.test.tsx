import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Target, TargetList } from '@wellpath/shared/health/targets';
import { mockFetch } from '@/test/fetch-mock';
import { health, overview, renderAsStaff } from '../test-data';
import { MemberPage } from './member-page';

// The member's targets in their record (decision 0091): clinicians set them with a note; coaches see
// them without the member's numbers and cannot change them.

const bpDefault: Target = {
  kind: 'blood_pressure',
  unit: 'mm Hg',
  comparator: 'below',
  target: { value: 130, diastolic: 80 },
  default: { target: { value: 130, diastolic: 80 }, source: 'hypertension_canada_2025' },
  personal: null,
  current: { value: { value: 135, diastolic: 85 }, date: '2026-11-28' },
  status: 'not_met',
};
const ldl: Target = {
  kind: 'ldl',
  unit: 'mmol/L',
  comparator: 'below',
  target: { value: 2.6, diastolic: null },
  default: { target: { value: 3.5, diastolic: null }, source: 'ccs_2021_other' },
  personal: {
    target: { value: 2.6, diastolic: null },
    note: 'Family history.',
    set_by_name: 'Amira Chen',
    set_at: '2026-11-20T15:00:00.000Z',
  },
  current: null,
  status: 'unknown',
};

function api(canSee: boolean, targets: TargetList) {
  return mockFetch({
    'GET /api/staff/members/m1': { body: { ...overview, can: { health: canSee, alerts: false, account: false } } },
    'GET /api/staff/members/m1/health': { body: health },
    'GET /api/staff/members/m1/targets': { body: targets },
    'PUT /api/staff/members/m1/targets': { body: targets },
    'GET /api/staff/threads': { body: { threads: [] } },
  });
}

describe('member targets in the care record', { timeout: 20_000 }, () => {
  it('lets a clinician set a blood pressure target with a note for the member', async () => {
    const server = api(true, { targets: [bpDefault, ldl] });
    const { user } = renderAsStaff('clinician', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });
    const row = await screen.findByTestId('care-target-blood_pressure');
    expect(row).toHaveTextContent('Below 130/80 mm Hg (guideline default)');
    expect(row).toHaveTextContent('Not within the target yet');
    expect(row).toHaveTextContent("Member's number: 135/85 mm Hg (November 28, 2026)");
    expect(screen.getByTestId('care-target-ldl')).toHaveTextContent(
      'Set by Amira Chen on November 20, 2026. Note to the member: Family history.',
    );

    await user.click(within(row).getByRole('button', { name: 'Set target: Blood pressure' }));
    const form = within(row).getByRole('form', { name: 'Set target: Blood pressure' });
    await user.click(within(form).getByRole('radio', { name: 'Below 140/90 mm Hg' }));
    await user.type(within(form).getByLabelText(/Note for the member/), 'Dizzy on standing.');
    await user.click(within(form).getByRole('button', { name: 'Save target' }));
    expect(await screen.findByText('Blood pressure: target saved. The member sees it with your note.')).toBeInTheDocument();
    expect(server.calls('PUT /api/staff/members/m1/targets')[0]!.body).toEqual({
      kind: 'blood_pressure',
      choice: 'relaxed',
      note: 'Dizzy on standing.',
    });
  });

  it('shows a coach the targets without the member’s numbers, and nothing to change them', async () => {
    const server = api(false, { targets: [{ ...bpDefault, current: null, status: 'unknown' }, ldl] });
    renderAsStaff('coach', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });
    const row = await screen.findByTestId('care-target-blood_pressure');
    expect(row).toHaveTextContent('Below 130/80 mm Hg');
    expect(row).not.toHaveTextContent("Member's number");
    expect(screen.getByText("Set by the member's clinician. Only clinicians can change them.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set target/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use the guideline default' })).not.toBeInTheDocument();
    expect(server.calls('PUT /api/staff/members/m1/targets')).toHaveLength(0);
  });
});
