import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRequest } from '@/test/fetch-mock';
import { renderAsStaff } from '../test-data';
import { MemberAppointments } from './member-appointments';

const slot = {
  starts_at: '2026-12-02T15:00:00.000Z',
  ends_at: '2026-12-02T15:30:00.000Z',
  staff: { _id: 'staff-clinician', name: 'Noor Haddad' },
};

describe('MemberAppointments', { timeout: 20_000 }, () => {
  it("books a visit from the member's record, in the reader's calendar, without searching for the member", async () => {
    const booked: MockRequest[] = [];
    mockFetch({
      'GET /api/staff/members/m1/appointments': { body: { appointments: [] } },
      'GET /api/care/calendar/hours': {
        body: {
          staff: { _id: 'staff-clinician', name: 'Noor Haddad' },
          hours: null,
          exceptions: [],
          types: ['follow-up'],
          meeting_url: null,
          offerable: [{ key: 'follow-up', name: 'Follow-up visit' }],
        },
      },
      'GET /api/care/calendar/staff': {
        body: {
          staff: [{ _id: 'staff-clinician', name: 'Noor Haddad', role: 'clinician', types: ['follow-up'], time_zone: 'America/Toronto' }],
          types: [
            {
              key: 'follow-up',
              name: 'Follow-up visit',
              description: '',
              minutes: 30,
              mode: 'in_person',
              member_bookable: true,
              notice_hours: 24,
            },
          ],
        },
      },
      'GET /api/care/calendar/free': { body: { week: '2026-11-30', time_zone: 'America/Toronto', slots: [slot] } },
      'POST /api/care/calendar/appointments': (req) => {
        booked.push(req);
        return { status: 500 };
      },
    });
    renderAsStaff('clinician', <MemberAppointments memberId="m1" name="Morgan Lavoie" />, { route: '/care/members/m1' });
    const user = userEvent.setup();
    expect(await screen.findByText('No appointments.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book a visit' }));
    expect(await screen.findByText('Morgan Lavoie')).toBeInTheDocument();
    // The member is known: no search field, no member list.
    expect(screen.queryByLabelText('Find the member (name or e-mail)')).toBeNull();
    expect(screen.getByLabelText('Type of appointment')).toHaveDisplayValue('Follow-up visit');
    await screen.findByRole('option', { name: /Dec/ });
    await user.selectOptions(screen.getByLabelText('Time'), slot.starts_at);
    await user.click(screen.getByRole('button', { name: 'Book for the member' }));
    expect(await screen.findByText('The appointment could not be booked.')).toBeInTheDocument();
    expect(booked.map((r) => r.body)).toEqual([
      { member_id: 'm1', type: 'follow-up', starts_at: slot.starts_at, staff_id: 'staff-clinician' },
    ]);
  });
});
