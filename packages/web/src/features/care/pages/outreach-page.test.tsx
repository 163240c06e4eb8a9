import { screen, within } from '@testing-library/react';
import type { QuietMember } from '@wellpath/shared/outreach/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { OutreachPage } from './outreach-page';

const quiet: QuietMember = {
  _id: 'm1',
  name: 'Avery Tremblay',
  days_quiet: 21,
  last_logged_at: '2026-11-08T15:00:00.000Z',
  targets_not_met: null,
  recent_alert: null,
  last_action: null,
};

describe('OutreachPage', { timeout: 20_000 }, () => {
  it('snoozes a member only with a reason, for the days chosen', async () => {
    const server = mockFetch({
      'GET /api/staff/outreach': { body: { members: [quiet], total: 1 } },
      'POST /api/staff/members/m1/outreach/snooze': {
        status: 201,
        body: {
          _id: 'a1',
          kind: 'snooze',
          held_until: '2026-12-29T00:00:00.000Z',
          by: 'Sam Rivera',
          created_at: '2026-11-29T00:00:00.000Z',
        },
      },
    });
    const { user } = renderAsStaff('coach', <OutreachPage />, { route: '/care/outreach', path: '/care/outreach' });

    expect(await screen.findByText('1 members to reach.')).toBeInTheDocument();
    expect(screen.getByText(/Quiet for 21 days/)).toBeInTheDocument();
    // A coach sees neither targets nor alerts behind the order.
    expect(screen.queryByText(/Targets not met/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Snooze' }));
    const dialog = screen.getByRole('dialog', { name: 'Snooze Avery Tremblay' });
    const confirm = within(dialog).getByRole('button', { name: 'Snooze' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('For'), '30');
    await user.type(within(dialog).getByLabelText('Reason'), 'Travelling until the end of the month.');
    await user.click(confirm);
    await screen.findByText('Snoozed.');
    const [call] = server.calls('POST /api/staff/members/m1/outreach/snooze');
    expect(call?.body).toEqual({ days: 30, reason: 'Travelling until the end of the month.' });
  });
});
