import { screen, within } from '@testing-library/react';
import type { Handover, WorkItem } from '@wellpath/shared/staff/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { WorkPage } from './work-page';

const work = (handovers: Handover[], items: WorkItem[] = []) => ({
  items,
  handovers,
  counts: { mine: 0, overdue: items.filter((i) => i.overdue).length, total: items.length },
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

  it("lists a weight loss to review with its reason, linked to the member's weight reviews (decision 0121)", async () => {
    const review = (id: string, title: string): WorkItem => ({
      kind: 'weight_review',
      _id: id,
      alert_kind: null,
      title,
      member: { _id: `m-${id}`, name: 'Morgan Lavoie' },
      assigned_to: null,
      mine: false,
      state: 'open',
      created_at: '2026-11-20T15:00:00.000Z',
      due_at: '2026-11-24T22:00:00.000Z',
      overdue: true,
      severity: 3,
    });
    mockFetch({ 'GET /api/staff/work': { body: work([], [review('w1', 'fast_loss'), review('w2', 'low_bmi')]) } });
    renderAsStaff('clinician', <WorkPage />, { route: '/care/work' });
    const first = await screen.findByRole('link', { name: 'Weight loss to review: more than 1.5 kg a week for three weeks' });
    expect(first).toHaveAttribute('href', '/care/members/m-w1#weight-review');
    expect(screen.getByRole('link', { name: 'Weight loss to review: a BMI under 18.5 after a loss' })).toHaveAttribute(
      'href',
      '/care/members/m-w2#weight-review',
    );
    expect(screen.getAllByText('The pool')).toHaveLength(2);
    expect(screen.getAllByText('Overdue')).toHaveLength(2);
  });
});
