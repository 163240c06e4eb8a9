import { Trans, useLingui } from '@lingui/react/macro';
import type { Appointment } from '@wellpath/shared/appointments/wire';
import { CalendarClock, Phone, User, Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { whenLong } from './time-format';

export function ModeText({ mode }: { mode: Appointment['type']['mode'] }) {
  if (mode === 'video') return <Trans>Video call</Trans>;
  if (mode === 'phone') return <Trans>Phone call</Trans>;
  return <Trans>At the clinic</Trans>;
}

export function StatusText({ status }: { status: Appointment['status'] }) {
  if (status === 'cancelled') return <Trans>Cancelled</Trans>;
  if (status === 'attended') return <Trans>Attended</Trans>;
  if (status === 'no_show') return <Trans>Missed</Trans>;
  return <Trans>Booked</Trans>;
}

interface ItemProps {
  appointment: Appointment;
  zone: string;
  clinicPhone: string;
  onMove?: () => void;
  onCancel?: () => void;
  cancelling?: boolean;
}

/** One of the member's appointments: what, when on their clock, with whom, how; move and cancel while the notice allows. */
export function AppointmentItem({ appointment: a, zone, clinicPhone, onMove, onCancel, cancelling }: ItemProps) {
  const { t } = useLingui();
  const Icon = a.type.mode === 'video' ? Video : a.type.mode === 'phone' ? Phone : User;
  const name = a.type.name;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{name}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
            <CalendarClock className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
            <span className="first-letter:uppercase">{whenLong(a.starts_at, zone)}</span>
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
            <Icon className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
            <span>
              {a.staff?.name ?? t`The care team`} · <ModeText mode={a.type.mode} />
            </span>
          </p>
          {a.status === 'booked' && a.meeting_url && (
            <p className="mt-1 text-sm">
              <a href={a.meeting_url} className="font-medium text-teal-800 underline" rel="noreferrer noopener" target="_blank">
                <Trans>Join the video call</Trans>
              </a>
            </p>
          )}
          {a.status === 'cancelled' && a.cancel_reason && (
            <p className="mt-1 text-sm text-slate-700">
              <Trans>Reason: {a.cancel_reason}</Trans>
            </p>
          )}
        </div>
        {a.status !== 'booked' && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            <StatusText status={a.status} />
          </span>
        )}
      </div>
      {a.status === 'booked' &&
        (a.can_change ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={onMove} aria-label={t`Move ${name}`}>
              <Trans>Move</Trans>
            </Button>
            <Button variant="secondary" size="sm" onClick={onCancel} loading={cancelling} aria-label={t`Cancel ${name}`}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-700">
            <Trans>It is too late to change this appointment here. To move or cancel it, please call the clinic at {clinicPhone}.</Trans>
          </p>
        ))}
    </li>
  );
}
