import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { ESTIMATE, LDL_NOT_APPLICABLE } from '@/test/heart-risk-fixtures';
import { renderAsStaff } from '../test-data';
import { MemberHeartRisk } from './member-heart-risk';

describe('MemberHeartRisk', { timeout: 20_000 }, () => {
  it('shows the estimate with its category and every number behind it, with its date and source', async () => {
    mockFetch({ 'GET /api/staff/members/m1/heart-risk': { body: ESTIMATE } });
    renderAsStaff('clinician', <MemberHeartRisk memberId="m1" />, { route: '/care/members/m1' });
    const table = await screen.findByRole('table', { name: 'What the estimate reads' });
    expect(screen.getByText(/% over 10 years/)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    const systolic = within(table).getByRole('row', { name: /Systolic blood pressure/ });
    expect(systolic).toHaveTextContent('mm Hg');
  });

  it('says why the estimate does not apply, with the results that say so, and no number', async () => {
    mockFetch({ 'GET /api/staff/members/m1/heart-risk': { body: LDL_NOT_APPLICABLE } });
    renderAsStaff('clinician', <MemberHeartRisk memberId="m1" />, { route: '/care/members/m1' });
    expect(await screen.findByText(LDL_NOT_APPLICABLE.notApplicableReason!.message)).toBeInTheDocument();
    expect(screen.queryByText(/% over 10 years/)).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('LDL cholesterol: 5.02 mmol/L, February 10, 2026');
  });
});
