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

function renderPage(summary: Omit<ActivitySummary, 'programme_minutes'> & Partial<Pick<ActivitySummary, 'programme_minutes'>>) {
  const fetch = mockFetch({ 'GET /api/healthtracking/activities': { body: { programme_minutes: [], ...summary } } });
  return { ...renderWithProviders(<ActivitiesPage />, { route: '/activities' }), fetch };
}

describe('ActivitiesPage', () => {
  it('deletes an activity with an undo that puts it back', async () => {
    const walk = {
      _id: 'a1',
      date: '2026-03-03',
      type: 'walking' as const,
      minutes: 60,
      intensity: 'moderate' as const,
      strength: false,
      notes: '',
    };
    let activities = [walk];
    const fetch = mockFetch({
      'GET /api/healthtracking/activities': () => ({ body: { activities, programme_minutes: [], weeks, targets } }),
      'DELETE /api/healthtracking/activities/a1': () => {
        activities = [];
        return { status: 204 };
      },
      'POST /api/healthtracking/activities/a1/restore': () => {
        activities = [walk];
        return { body: walk };
      },
    });
    const { user } = renderWithProviders(<ActivitiesPage />, { route: '/activities' });
    await user.click(await screen.findByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this activity?' });
    expect(dialog).not.toHaveTextContent('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByTestId('undo-toast');
    expect(toast).toHaveTextContent('Walking on March 3, 2026 was deleted.');
    await user.click(within(toast).getByRole('button', { name: 'Undo deleting Walking on March 3, 2026' }));
    expect(await screen.findByText('Walking on March 3, 2026 is back in your log.')).toBeInTheDocument();
    expect(fetch.calls('POST /api/healthtracking/activities/a1/restore')).toHaveLength(1);
  });

  it('lists the minutes tracked in programmes, which count toward the week once (decision 0074)', async () => {
    mockFetch({
      'GET /api/healthtracking/activities': {
        body: {
          activities: [{ _id: 'a1', date: '2026-03-03', type: 'walking', minutes: 20, intensity: 'moderate', strength: false, notes: '' }],
          programme_minutes: [
            {
              date: '2026-03-04',
              type: 'walking',
              intensity: 'moderate',
              minutes: 30,
              program_id: 'p1',
              program_title: 'Walk to 150',
              overlaps: false,
            },
            {
              date: '2026-03-03',
              type: 'walking',
              intensity: 'moderate',
              minutes: 25,
              program_id: 'p1',
              program_title: 'Walk to 150',
              overlaps: true,
            },
          ],
          weeks,
          targets,
        },
      },
    });
    renderWithProviders(<ActivitiesPage />, { route: '/activities' });
    const section = await screen.findByRole('region', { name: 'From your programmes' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Walk to 150');
    expect(items[0]).toHaveTextContent('Walking · 30 min · Moderate');
    expect(items[1]).toHaveTextContent('Also logged that day: the larger of the two counts, once.');
    expect(within(section).getAllByRole('link', { name: 'Walk to 150' })[0]).toHaveAttribute('href', '/programs/p1');
  });

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

  it('says in the week’s bar and table which apps its activities came from', async () => {
    const run = {
      _id: 'r1',
      date: '2026-02-24',
      type: 'running' as const,
      minutes: 40,
      intensity: 'vigorous' as const,
      strength: false,
      notes: '',
    };
    renderPage({
      activities: [
        { ...run, source: 'apple_health' },
        { ...run, _id: 'r2', date: '2026-02-25', source: 'manual' },
        { ...run, _id: 'r3', date: '2026-03-03', source: 'manual' },
      ],
      weeks,
      steps: [],
      targets,
    });
    const chart = await screen.findByRole('img', { name: /Moderate-to-vigorous minutes per week/ });
    const titles = within(chart)
      .getAllByTestId('chart-bar')
      .map((bar) => bar.querySelector('title')?.textContent);
    expect(titles[6]).toBe('Week of February 23, 2026: 200 minutes (Includes values from Apple Health)');
    expect(titles[7]).toBe('Week of March 2, 2026: 95 minutes');
    const table = screen.getByRole('table', { name: /Moderate-to-vigorous minutes per week/ });
    expect(within(table).getByText('200 (Includes values from Apple Health)')).toBeInTheDocument();
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
