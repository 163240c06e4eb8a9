import { screen, within } from '@testing-library/react';
import type { Timeline, TimelineEvent } from '@wellpath/shared/staff/timeline';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { MemberTimeline } from './member-timeline';

const ALL = ['readings', 'labs', 'surveys', 'alerts', 'medications', 'messages', 'requests', 'programmes', 'notes', 'targets'] as const;

const events: TimelineEvent[] = [
  {
    id: 'alert_resolved:a1',
    kind: 'alert_resolved',
    at: '2026-11-20T18:00:00.000Z',
    day: null,
    alert_kind: 'bp_crisis',
    by: 'Noor Haddad',
  },
  { id: 'alert_raised:a1', kind: 'alert_raised', at: '2026-11-20T15:00:00.000Z', day: null, alert_kind: 'bp_crisis' },
  {
    id: 'reading:r1',
    kind: 'reading',
    at: '2026-11-20T15:00:00.000Z',
    day: null,
    systolic: 186,
    diastolic: 124,
    pulse: 88,
    entered_by: null,
  },
  {
    id: 'message:m1',
    kind: 'message',
    at: '2026-11-19T14:00:00.000Z',
    day: null,
    thread_id: 't1',
    subject: 'Dizzy',
    author_role: 'member',
    by: null,
  },
  {
    id: 'lab_report:l1',
    kind: 'lab_report',
    at: '2026-11-10T23:59:59.999Z',
    day: '2026-11-10',
    lab_name: 'LifeLabs',
    results: 2,
    entered_by: null,
  },
];

describe('MemberTimeline', { timeout: 20_000 }, () => {
  it('shows the events by day in words, offers the groups the server names, and asks again when one is left out', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/staff/members/m1/timeline': (req) => {
        asked.push(req.url);
        const kinds = new URL(req.url, 'http://x').searchParams.get('kinds');
        const shown = kinds ? events.filter((e) => (kinds.includes('alerts') ? true : !e.kind.startsWith('alert_'))) : events;
        const body: Timeline = { events: shown, unreadable: 0, next_cursor: null, groups: [...ALL] };
        return { body };
      },
    });
    const { user } = renderAsStaff('clinician', <MemberTimeline memberId="m1" />, { route: '/care/members/m1' });

    const section = await screen.findByRole('region', { name: 'Timeline' });
    const items = await within(section).findAllByTestId('timeline-event');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Alert resolved by Noor Haddad: Blood pressure above 180/120'),
      expect.stringContaining('Urgent alert: Blood pressure above 180/120'),
      expect.stringContaining('Blood pressure 186/124 mm Hg · pulse 88'),
      expect.stringContaining('Message from the member: Dizzy'),
      'Lab report from LifeLabs: 2 results',
    ]);
    expect(within(section).getByRole('link', { name: 'Dizzy' })).toHaveAttribute('href', '/care/messages/t1');
    expect(within(section).getByRole('heading', { name: 'November 10, 2026' })).toBeInTheDocument();
    expect(within(section).getByText('Showing all 5 events.')).toBeInTheDocument();

    const alerts = within(section).getByRole('checkbox', { name: 'Urgent alerts' });
    expect(alerts).toBeChecked();
    await user.click(alerts);
    await within(section).findByText('Showing all 3 events.');
    expect(asked.at(-1)).toContain('kinds=readings%2Clabs%2Csurveys%2Cmedications%2Cmessages%2Crequests%2Cprogrammes%2Cnotes%2Ctargets');
    expect(
      within(section)
        .getAllByTestId('timeline-event')
        .map((i) => i.dataset.kind),
    ).toEqual(['reading', 'message', 'lab_report']);
  });

  it('offers a coach only what the server lets a coach read, and says when events could not be read', async () => {
    mockFetch({
      'GET /api/staff/members/m1/timeline': () => ({
        body: { events: [], unreadable: 2, next_cursor: null, groups: ['messages', 'requests', 'programmes', 'notes', 'targets'] },
      }),
    });
    renderAsStaff('coach', <MemberTimeline memberId="m1" />, { route: '/care/members/m1' });
    const section = await screen.findByRole('region', { name: 'Timeline' });
    await within(section).findByText('Nothing on the timeline yet.');
    expect(
      within(section)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Messages', 'Requests', 'Programmes', 'Notes', 'Targets']);
    expect(within(section).getByText(/2 events could not be read and are not shown/)).toBeInTheDocument();
  });
});
