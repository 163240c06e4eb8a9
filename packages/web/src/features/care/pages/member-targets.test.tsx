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
  needs: null,
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
  needs: null,
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

  it('shows a coach only the personal targets, without defaults, sources or numbers, and nothing to change them', async () => {
    // The server answers a coach no defaults (they tell diabetes, heart disease or a high risk).
    const server = api(false, {
      targets: [
        { ...bpDefault, target: null, default: null, current: null, status: 'unknown' },
        { ...ldl, default: null },
      ],
    });
    renderAsStaff('coach', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });
    const row = await screen.findByTestId('care-target-blood_pressure');
    expect(row).toHaveTextContent('No personal target set.');
    expect(row).not.toHaveTextContent('guideline default');
    expect(row).not.toHaveTextContent("Member's number");
    expect(screen.getByTestId('care-target-ldl')).toHaveTextContent('Below 2.6 mmol/L (personal)');
    expect(screen.getByTestId('care-target-ldl')).not.toHaveTextContent('Canadian Cardiovascular Society');
    expect(screen.getByText("Set by the member's clinician. Only clinicians can change them.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set target/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use the guideline default' })).not.toBeInTheDocument();
    expect(server.calls('PUT /api/staff/members/m1/targets')).toHaveLength(0);
  });

  it('tells a clinician what a target needs: the heart-risk questions for an LDL default, a recent result for an old one', async () => {
    api(true, {
      targets: [
        { ...bpDefault },
        { ...ldl, target: null, default: null, personal: null, status: 'unknown', needs: 'heart_risk' },
        {
          ...ldl,
          kind: 'hba1c',
          unit: '%',
          comparator: 'at_most',
          target: { value: 7, diastolic: null },
          default: { target: { value: 7, diastolic: null }, source: 'diabetes_canada_2018' },
          personal: null,
          current: { value: { value: 6.5, diastolic: null }, date: '2024-05-01' },
          status: 'unknown',
          needs: 'recent_result',
        },
      ],
    });
    renderAsStaff('clinician', <MemberPage />, { route: '/care/members/m1', path: '/care/members/:id' });
    expect(await screen.findByTestId('care-target-ldl')).toHaveTextContent(
      "No LDL default yet: the member's heart risk cannot be worked out until their heart-risk questions are complete.",
    );
    const hba1c = screen.getByTestId('care-target-hba1c');
    expect(hba1c).toHaveTextContent('Needs a recent result');
    expect(hba1c).not.toHaveTextContent('Within the target');
  });
});
