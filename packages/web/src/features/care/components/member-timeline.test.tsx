import { screen, within } from '@testing-library/react';
import type { TimelineEvent } from '@wellpath/shared/staff/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { MemberTimeline } from './member-timeline';

const event = (e: Partial<TimelineEvent> & Pick<TimelineEvent, '_id' | 'kind' | 'step' | 'at'>): TimelineEvent => ({
  title: '',
  detail: null,
  by: null,
  ref_id: null,
  ...e,
});

const events: TimelineEvent[] = [
  event({ _id: 'n', kind: 'note', step: 'written', at: '2026-11-22T15:00:00.000Z', title: 'call', by: 'Noor Haddad' }),
  event({ _id: 'a2', kind: 'alert', step: 'acknowledged', at: '2026-11-21T16:00:00.000Z', title: 'bp_crisis', by: 'Noor Haddad' }),
  event({ _id: 'a1', kind: 'alert', step: 'raised', at: '2026-11-21T15:00:00.000Z', title: 'bp_crisis' }),
  event({ _id: 'm', kind: 'message', step: 'member', at: '2026-11-20T15:00:00.000Z', title: 'Dizzy', ref_id: 't1' }),
  event({ _id: 'r', kind: 'reading', step: 'entered_by_staff', at: '2026-11-19T15:00:00.000Z', detail: '186/112', by: 'Noor Haddad' }),
];

describe('MemberTimeline', { timeout: 20_000 }, () => {
  it('shows the record newest first in sentences, and hides a kind when it is unticked', async () => {
    mockFetch({
      'GET /api/staff/members/m1/timeline': {
        body: { events, kinds: ['reading', 'lab', 'survey', 'alert', 'message', 'request', 'program', 'note'] },
      },
    });
    const { user } = renderAsStaff('clinician', <MemberTimeline memberId="m1" />, { route: '/care/members/m1' });
    const list = await screen.findByTestId('timeline');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/^.*?p\.m\./, '')),
    ).toEqual([
      'Note (Call) by Noor Haddad',
      'Alert acknowledged by Noor Haddad: Blood pressure above 180/120',
      'Alert raised: Blood pressure above 180/120',
      'Message from the member: Dizzy',
      'Blood pressure 186/112, entered by Noor Haddad',
    ]);
    expect(within(list).getByRole('link', { name: 'Message from the member: Dizzy' })).toHaveAttribute('href', '/care/messages/t1');
    await user.click(screen.getByRole('checkbox', { name: 'Alerts' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list).not.toHaveTextContent('Alert raised');
  });
});
