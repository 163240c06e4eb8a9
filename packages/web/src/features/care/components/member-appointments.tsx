import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/api/resources';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDateTime } from '@/lib/dates';
import { Nothing, Section } from './section';

/** The member's appointments with anyone on the care team (the read is in the access log). */
export function MemberAppointments({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const list = useQuery(apiQuery('GET /staff/members/:id/appointments', { params: { id: memberId } }));
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
    </Section>
  );
}
