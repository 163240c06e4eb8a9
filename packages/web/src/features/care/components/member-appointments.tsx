import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { apiQuery } from '@/api/resources';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { deviceTimeZone, formatDateTime } from '@/lib/dates';
import { useBookingStaffQuery, useHoursQuery } from '../api/calendar';
import { BookForMember } from './book-for-member';
import { Nothing, Section } from './section';
import { useStaff } from './staff-context';

/** The member's appointments with anyone on the care team (the read is in the access log), and booking one from here. */
export function MemberAppointments({ memberId, name }: { memberId: string; name: string }) {
  const { t } = useLingui();
  const list = useQuery(apiQuery('GET /staff/members/:id/appointments', { params: { id: memberId } }));
  const [booking, setBooking] = useState(false);
  const status = { booked: t`Booked`, cancelled: t`Cancelled`, attended: t`Attended`, no_show: t`No-show` };
  return (
    <Section id="appointments" title={t`Appointments`}>
      {list.isError && <StatusMessage type="error">{t`The appointments could not be loaded.`}</StatusMessage>}
      {list.data &&
        (list.data.appointments.length === 0 ? (
          <Nothing>
            <Trans>No appointments.</Trans>
          </Nothing>
        ) : (
          <ul className="space-y-2">
            {list.data.appointments.map((a) => (
              <li key={a._id} className="rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">
                  {formatDateTime(a.starts_at)} · {a.type.name}
                </p>
                <p className="text-slate-700">
                  {a.staff?.name ?? ''} · {status[a.status]}
                </p>
              </li>
            ))}
          </ul>
        ))}
      <Button variant="secondary" size="sm" aria-expanded={booking} aria-controls="book-from-record" onClick={() => setBooking(!booking)}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        <Trans>Book a visit</Trans>
      </Button>
      {booking && (
        <div id="book-from-record" className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <BookFromRecord member={{ _id: memberId, name }} />
        </div>
      )}
    </Section>
  );
}

/** A visit with the reader, at one of their free times (decision 0096: everyone books in their own calendar). */
function BookFromRecord({ member }: { member: { _id: string; name: string } }) {
  const { t } = useLingui();
  const me = useStaff();
  const hours = useHoursQuery();
  const staff = useBookingStaffQuery();
  const zone = staff.data?.staff.find((s) => s._id === me._id)?.time_zone ?? deviceTimeZone();
  if (hours.isError) return <StatusMessage type="error">{t`Your calendar could not be loaded.`}</StatusMessage>;
  if (!hours.data) return <p className="text-sm text-slate-600">{t`Loading your free times…`}</p>;
  return <BookForMember staffId={hours.data.staff._id} types={hours.data.types} zone={zone} member={member} />;
}
