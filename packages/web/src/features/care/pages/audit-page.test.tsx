import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { AuditPage } from './audit-page';

const entry = {
  _id: 'e1',
  staff: { _id: 'staff-clinician', name: 'Lena Okafor', role: 'clinician' },
  member: { _id: 'm1', name: 'Avery Tremblay' },
  action: "Viewed Avery Tremblay's survey answers, lab results, blood pressure and conditions",
  detail: null,
  ip: '10.0.0.7',
  created_at: '2026-11-20T12:00:00.000Z',
};

describe('AuditPage', { timeout: 20_000 }, () => {
  it('shows one member’s entries from the link on their page, and filters by staff member', async () => {
    const server = mockFetch({
      'GET /api/staff/audit': { body: { entries: [entry], next_cursor: null } },
      'GET /api/staff/accounts': {
        body: {
          staff: [
            {
              _id: 'staff-clinician',
              email: 'lena@wellpath.example',
              firstName: 'Lena',
              lastName: 'Okafor',
              role: 'clinician',
              status: 'active',
              second_factor_enabled: true,
              last_active_at: null,
            },
          ],
        },
      },
    });
    const { user, router } = renderAsStaff('admin', <AuditPage />, { route: '/care/audit?member_id=m1', path: '/care/audit' });

    const table = await screen.findByRole('table', { name: 'Access log entries, newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      "Lena OkaforClinicianAvery TremblayViewed Avery Tremblay's survey answers, lab results, blood pressure and conditions—10.0.0.7",
    );
    expect(screen.getByText(/Showing the entries about/)).toHaveTextContent('Showing the entries about Avery Tremblay.');
    expect(screen.getByLabelText(/Member ID/)).toHaveValue('m1');
    expect(server.calls('GET /api/staff/audit')[0]!.url).toContain('member_id=m1');
    expect(screen.getByText('Showing 1 entry.')).toBeInTheDocument();

    const staff = screen.getByLabelText('Staff member');
    await waitFor(() => expect(staff).toBeEnabled());
    await user.selectOptions(staff, 'staff-clinician');
    await waitFor(() => expect(router.state.location.search).toBe('?member_id=m1&staff_id=staff-clinician'));
    await waitFor(() => expect(server.calls('GET /api/staff/audit').at(-1)!.url).toContain('staff_id=staff-clinician&member_id=m1'));
  });
});
