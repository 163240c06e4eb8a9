import { screen, within } from '@testing-library/react';
import type { Engagement } from '@wellpath/shared/outcomes/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { OutcomesPage } from './outcomes-page';

const engagement: Engagement = {
  period: '365d',
  cohort: 'all',
  day: '2026-11-29',
  computed_at: '2026-11-29T06:00:00.000Z',
  cohorts: [
    { key: 'all', kind: 'all', label: null, members: 120 },
    { key: 'programme:walk-to-150', kind: 'programme', label: 'Walk to 150', members: 40 },
    { key: 'age:under-40', kind: 'age', label: null, members: null },
  ],
  funnel: [
    { step: 'registered', members: 120, of: 120 },
    { step: 'verified', members: 110, of: 120 },
    { step: 'onboarded', members: 90, of: 120 },
    { step: 'first_programme', members: 70, of: 120 },
    { step: 'active_30', members: 50, of: 100 },
    { step: 'active_60', members: 30, of: 80 },
    { step: 'active_90', members: null, of: null },
  ],
  weekly_active: [{ week_start: '2026-11-16', members: 45, of: 118 }],
  figures: [
    { figure: 'tracking_days', value: 6.5, of: 60 },
    { figure: 'programme_completion', value: 12, of: 16 },
    { figure: 'messages_answered', value: 30, of: 40 },
    { figure: 'requests_answered', value: null, of: null },
  ],
};

describe('OutcomesPage', { timeout: 20_000 }, () => {
  it('shows a coach the engagement with its denominators, "fewer than 5" for a small group, and never asks for the clinical outcomes', async () => {
    const server = mockFetch({ 'GET /api/staff/outcomes/engagement': { body: engagement } });
    renderAsStaff('coach', <OutcomesPage />, { route: '/care/outcomes', path: '/care/outcomes' });

    const funnel = await screen.findByRole('table', { name: 'Engagement funnel' });
    expect(within(funnel).getByRole('row', { name: /Active at 30 days/ })).toHaveTextContent('Active at 30 days5010050%');
    expect(within(funnel).getByRole('row', { name: /Active at 90 days/ })).toHaveTextContent('Active at 90 daysfewer than 5fewer than 5—');
    expect(screen.getByRole('option', { name: 'Under 40 (fewer than 5)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Programme: Walk to 150 (40 members)' })).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Tracking, completion and answers' });
    expect(within(figures).getByRole('row', { name: /tracking days/ })).toHaveTextContent(
      'Programme tracking days per active member, last 28 days6.560Members active in the last 28 days—',
    );
    expect(within(figures).getByRole('row', { name: /Messages answered/ })).toHaveTextContent(
      'Messages answered within 2 working days3040Messages of the last 12 complete weeks whose 2 working days have passed75%',
    );
    expect(within(figures).getByRole('row', { name: /requests answered/ })).toHaveTextContent(/fewer than 5fewer than 5/);
    expect(screen.queryByRole('heading', { name: 'Clinical outcomes' })).not.toBeInTheDocument();
    expect(server.calls('GET /api/staff/outcomes/clinical')).toHaveLength(0);
  });
  it("offers the reader's saved filters as cohorts, sized once chosen, and says their members are those who match today", async () => {
    const withFilters: Engagement = {
      ...engagement,
      cohorts: [
        ...engagement.cohorts,
        { key: 'filter:f1', kind: 'filter', label: 'High BMI', members: null },
        { key: 'filter:f2', kind: 'filter', label: 'Quiet', members: null },
      ],
    };
    const server = mockFetch({
      'GET /api/staff/outcomes/engagement': { body: withFilters },
      'GET /api/staff/outcomes/engagement?period=365d&cohort=filter%3Af1': {
        body: {
          ...withFilters,
          cohort: 'filter:f1',
          computed_at: '2026-11-30T14:05:00.000Z',
          cohorts: withFilters.cohorts.map((c) => (c.key === 'filter:f1' ? { ...c, members: 12 } : c)),
        },
      },
    });
    const { user } = renderAsStaff('coach', <OutcomesPage />, { route: '/care/outcomes', path: '/care/outcomes' });
    const picker = await screen.findByRole('combobox', { name: 'Cohort' });
    await screen.findByRole('table', { name: 'Engagement funnel' });
    const group = within(picker).getByRole('group', { name: 'Your saved filters' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Saved filter: High BMI', 'Saved filter: Quiet']);
    expect(screen.getByText(/^Figures computed on/)).toBeInTheDocument();
    expect(within(picker).getByRole('option', { name: 'All members (120 members)' })).toBeInTheDocument();

    await user.selectOptions(picker, 'filter:f1');
    expect(await screen.findByText(/Members who match the saved filter today/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Saved filter: High BMI (12 members)' })).toBeInTheDocument();
    expect(server.calls('GET /api/staff/outcomes/engagement').at(-1)!.url).toContain('cohort=filter%3Af1');
  });
  it('keeps "All members" in the picker when no cohort is stored yet, beside the saved filters', async () => {
    mockFetch({
      'GET /api/staff/outcomes/engagement': {
        body: { ...engagement, cohorts: [{ key: 'filter:f1', kind: 'filter', label: 'High BMI', members: null }] },
      },
    });
    renderAsStaff('coach', <OutcomesPage />, { route: '/care/outcomes', path: '/care/outcomes' });
    const picker = await screen.findByRole('combobox', { name: 'Cohort' });
    await screen.findByRole('table', { name: 'Engagement funnel' });
    expect(picker).toHaveValue('all');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All members (fewer than 5)', 'Saved filter: High BMI']);
  });
});
