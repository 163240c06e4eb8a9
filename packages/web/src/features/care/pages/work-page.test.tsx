import { screen, within } from '@testing-library/react';
import type { Handover } from '@wellpath/shared/staff/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { WorkPage } from './work-page';

const work = (handovers: Handover[]) => ({
  items: [],
  handovers,
  counts: { mine: 0, overdue: 0, total: 0 },
});

describe('WorkPage', { timeout: 20_000 }, () => {
  it('tells the reader what colleagues took over from them, with links, and nothing when there is none', async () => {
    mockFetch({
      'GET /api/staff/work': {
        body: work([
          {
            _id: 'h1',
            kind: 'thread',
            item_id: 't1',
            member: { _id: 'm1', name: 'Morgan Lavoie' },
            by: 'Robin Other',
            at: '2026-11-29T15:00:00.000Z',
          },
          { _id: 'h2', kind: 'alert', item_id: 'a1', member: { _id: 'm2', name: '' }, by: 'Noor Haddad', at: '2026-11-29T14:00:00.000Z' },
        ]),
      },
    });
    renderAsStaff('coach', <WorkPage />, { route: '/care/work' });
    const notices = await screen.findByRole('region', { name: 'Taken over from you' });
    const links = within(notices).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Robin Other took over a message thread of Morgan Lavoie',
      'Noor Haddad took over an urgent alert about a member who deleted their account',
    ]);
    expect(links[0]).toHaveAttribute('href', '/care/messages/t1');
  });

  it('shows no notice without take-overs', async () => {
    mockFetch({ 'GET /api/staff/work': { body: work([]) } });
    renderAsStaff('coach', <WorkPage />, { route: '/care/work' });
    expect(await screen.findByText(/Nothing is assigned to you/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Taken over from you' })).toBeNull();
  });
});
