import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivitySummary } from '@wellpath/shared/health/wire';
import { today } from '@/lib/dates';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ActivitiesPage } from './activities-page';

const targets = { mvpa_minutes: 150, strength_days: 2 };
const week = (week_start: string, mvpa: number, strength = 0) => ({
  week_start,
  mvpa_minutes: mvpa,
  total_minutes: mvpa,
  strength_days: strength,
  sessions: mvpa > 0 ? 1 : 0,
});
const weeks = [
  week('2026-01-12', 0),
  week('2026-01-19', 60),
  week('2026-01-26', 150, 2),
  week('2026-02-02', 90),
  week('2026-02-09', 40),
  week('2026-02-16', 0),
  week('2026-02-23', 200, 1),
  week('2026-03-02', 95, 1),
];

function renderPage(summary: ActivitySummary) {
  const fetch = mockFetch({ 'GET /api/healthtracking/activities': { body: summary } });
  return { ...renderWithProviders(<ActivitiesPage />, { route: '/activities' }), fetch };
}

describe('ActivitiesPage', () => {
  it("shows this week's moderate-to-vigorous minutes against 150 and strength days against 2", { timeout: 20_000 }, async () => {
    const { fetch } = renderPage({
      activities: [
        { _id: 'a1', date: '2026-03-03', type: 'walking', minutes: 60, intensity: 'moderate', strength: false, notes: '' },
        { _id: 'a2', date: '2026-03-04', type: 'strength', minutes: 35, intensity: 'vigorous', strength: true, notes: 'Leg day' },
      ],
      weeks,
      targets,
    });
    const card = await screen.findByTestId('activity-week');
    expect(within(card).getByText('Week of March 2, 2026')).toBeInTheDocument();
    expect(within(card).getByTestId('mvpa-total')).toHaveTextContent('95 of 150 minutes');
    expect(within(card).getByRole('progressbar', { name: 'Moderate-to-vigorous minutes this week' })).toHaveAttribute(
      'aria-valuenow',
      '63',
    );
    expect(within(card).getByText('55 more minutes to reach 150 this week.')).toBeInTheDocument();
    expect(within(card).getByTestId('strength-total')).toHaveTextContent('1 of 2 days');
    expect(fetch.requests[0]?.url).toBe(`/api/healthtracking/activities?weeks=8&today=${today()}`);

    const chart = screen.getByRole('img', { name: /Moderate-to-vigorous minutes per week/ });
    expect(within(chart).getAllByTestId('chart-bar')).toHaveLength(8);
    expect(chart).toHaveAccessibleDescription(/Goal: 150 minutes a week\..*Week of March 2, 2026: 95 minutes/);
    const table = screen.getByRole('table', { name: /Moderate-to-vigorous minutes per week/ });
    expect(within(table).getAllByRole('row')).toHaveLength(9);

    const items = screen.getAllByTestId('activity');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Strength training · 35 min');
    expect(within(items[1]!).getByText('Leg day')).toBeInTheDocument();
  });

  it('celebrates a week that meets both goals', async () => {
    renderPage({ activities: [], weeks: [...weeks.slice(0, 7), week('2026-03-02', 180, 2)], targets });
    const card = await screen.findByTestId('activity-week');
    expect(within(card).getByText('You reached the 150-minute guideline this week. Well done!')).toBeInTheDocument();
    expect(within(card).getByText('Strength goal met for this week.')).toBeInTheDocument();
  });

  it('explains how to start when nothing is logged', async () => {
    renderPage({ activities: [], weeks: weeks.map((w) => week(w.week_start, 0)), targets });
    expect(await screen.findByText(/No activities logged in the last 8 weeks/)).toBeInTheDocument();
  });

  it('validates with the shared rules before sending', { timeout: 20_000 }, async () => {
    const { user, fetch } = renderPage({ activities: [], weeks, targets });
    await screen.findByTestId('activity-week');
    await user.type(screen.getByLabelText('Minutes'), '2000');
    await user.click(screen.getByRole('button', { name: 'Save activity' }));
    expect(await screen.findByText('Minutes must be between 1 and 1440')).toBeInTheDocument();
    expect(fetch.calls('POST /api/healthtracking/activities')).toHaveLength(0);
  });
});
