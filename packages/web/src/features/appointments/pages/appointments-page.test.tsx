import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment, FreeSlot } from '@wellpath/shared/appointments/wire';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { AppointmentsPage } from './appointments-page';

// The member's Appointments screen (issue 38): two steps to book, a time just taken offering the
// next ones, and the telephone once the notice has passed.

const ZONE = 'America/Vancouver';
const staff = { _id: 's1', name: 'Priya Nair' };
const slot = (iso: string): FreeSlot => ({ starts_at: iso, ends_at: new Date(Date.parse(iso) + 20 * 60_000).toISOString(), staff });
const later = new Date(Date.now() + 10 * 86_400_000);
later.setUTCHours(17, 0, 0, 0);
const first = slot(later.toISOString());
const second = slot(new Date(later.getTime() + 3_600_000).toISOString());

const appointment = (over: Partial<Appointment> = {}): Appointment => ({
  _id: 'a1',
  type: { key: 'lab-review', name: 'Lab results review', minutes: 20, mode: 'phone' },
  staff,
  starts_at: first.starts_at,
  ends_at: first.ends_at,
  status: 'booked',
  meeting_url: null,
  change_until: new Date(Date.parse(first.starts_at) - 86_400_000).toISOString(),
  can_change: true,
  cancel_reason: null,
  cancelled_by: null,
  booked_by: 'member',
  ...over,
});

function setup<R = object>(routes?: MockRoutes<R>) {
  const server = mockFetch(
    {
      'GET /api/appointments': { body: { upcoming: [], past: [], clinic_phone: '613-555-0142', reminders: true, time_zone: ZONE } },
      'GET /api/appointments/types': {
        body: {
          clinic_phone: '613-555-0142',
          types: [
            {
              key: 'lab-review',
              name: 'Lab results review',
              description: 'A short call.',
              minutes: 20,
              mode: 'phone' as const,
              member_bookable: true,
              notice_hours: 24,
              staff: [staff],
            },
          ],
        },
      },
      'GET /api/appointments/free': { body: { week: '2026-11-30', time_zone: ZONE, slots: [first, second] } },
    },
    routes,
  );
  return { server, ...renderWithProviders(<AppointmentsPage />, { route: '/appointments', path: '/appointments' }) };
}

describe('AppointmentsPage', () => {
  it('books in two steps: a type and a time, then the booking confirmed', async () => {
    const { server } = setup({ 'POST /api/appointments': { status: 201, body: appointment() } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Lab results review/ }));
    const times = await screen.findAllByRole('button', { name: /with Priya Nair$/ });
    expect(times).toHaveLength(2);
    await user.click(times[0]!);
    const confirm = screen.getByRole('group', { name: 'Confirm the time' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('Book Lab results review with Priya Nair on');
    expect(server.calls('POST /api/appointments')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm the booking' }));
    expect(await screen.findByText(/Your appointment is booked for/)).toBeInTheDocument();
    expect(server.calls('POST /api/appointments')[0]!.body).toEqual({ type: 'lab-review', staff_id: 's1', starts_at: first.starts_at });
  });

  it('offers the next free times when the time was just taken', async () => {
    setup({
      'POST /api/appointments': {
        status: 409,
        body: { message: 'That time was just taken. Here are the next free times.', code: 'SLOT_TAKEN', next: [second] },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Lab results review/ }));
    await user.click((await screen.findAllByRole('button', { name: /with Priya Nair$/ }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Confirm the booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just taken.');
    const next = screen.getByRole('list', { name: 'The next free times' });
    expect(within(next).getAllByRole('button')).toHaveLength(1);
  });

  it('sends the member to the telephone once the notice has passed', async () => {
    setup({
      'GET /api/appointments': {
        body: { upcoming: [appointment({ can_change: false })], past: [], clinic_phone: '613-555-0142', reminders: true, time_zone: ZONE },
      },
    });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(await within(upcoming).findByText(/please call the clinic at 613-555-0142/)).toBeInTheDocument();
    expect(within(upcoming).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});
