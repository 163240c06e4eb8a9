import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeightReview } from '@wellpath/shared/health/weight-loss';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { MemberWeightReviews } from './member-weight-reviews';

const open: WeightReview = {
  _id: 'w1',
  reason: 'fast_loss',
  evidence: {
    weights: [
      { kg: 92, measured_at: '2026-10-25T08:00:00.000Z' },
      { kg: 90.2, measured_at: '2026-11-01T08:00:00.000Z' },
      { kg: 88.4, measured_at: '2026-11-08T08:00:00.000Z' },
      { kg: 86.6, measured_at: '2026-11-15T08:00:00.000Z' },
    ],
    weekly_losses: [1.8, 1.8, 1.8],
    bmi: null,
  },
  raised_at: '2026-11-15T08:01:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
};

describe('MemberWeightReviews', { timeout: 20_000 }, () => {
  it('shows an open review with the weights that raised it, and marks it reviewed', async () => {
    let current = open;
    const fetch = mockFetch({
      'GET /api/staff/members/m1/weight-reviews': () => ({ body: { reviews: [current] } }),
      'POST /api/staff/members/m1/weight-reviews/w1/reviewed': () => {
        current = { ...open, reviewed_at: '2026-11-16T10:00:00.000Z', reviewed_by: 'Noor Haddad' };
        return { body: current };
      },
    });
    renderAsStaff('clinician', <MemberWeightReviews memberId="m1" />, { route: '/care/members/m1' });
    const item = await screen.findByTestId('weight-review-item');
    expect(item).toHaveTextContent('More than 1.5 kg a week for three weeks');
    expect(item).toHaveTextContent('Needs review');
    expect(item).toHaveTextContent('92 kg');
    expect(item).toHaveTextContent('Loss each week (kg): 1.8, 1.8, 1.8.');
    await userEvent.click(within(item).getByRole('button', { name: 'Mark reviewed' }));
    expect(await screen.findByText(/Reviewed by Noor Haddad/)).toBeInTheDocument();
    expect(fetch.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says when nothing has been flagged', async () => {
    mockFetch({ 'GET /api/staff/members/m1/weight-reviews': { body: { reviews: [] } } });
    renderAsStaff('clinician', <MemberWeightReviews memberId="m1" />, { route: '/care/members/m1' });
    expect(await screen.findByText('No weight loss has been flagged.')).toBeInTheDocument();
  });
});
