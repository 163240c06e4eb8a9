import { Trans, useLingui } from '@lingui/react/macro';
import type { CalendarAppointment } from '@wellpath/shared/appointments/wire';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useNow } from './use-now';
import { useNoteMutation, useOutcomeMutation, useStaffCancelMutation, useStaffFreeQuery, useStaffMoveMutation } from '../api/calendar';

const fmt = (iso: string, zone: string, locale: string, o: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { ...o, timeZone: zone }).format(new Date(iso));
const timeOnly = { hour: 'numeric', minute: '2-digit' } as const;

function Status({ status }: { status: CalendarAppointment['status'] }) {
  const words = {
    booked: <Trans>Booked</Trans>,
    cancelled: <Trans>Cancelled</Trans>,
    attended: <Trans>Attended</Trans>,
    no_show: <Trans>No-show</Trans>,
  };
  return <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{words[status]}</span>;
}

function MoveForm({ a, zone, onDone }: { a: CalendarAppointment; zone: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(useNow());
  const free = useStaffFreeQuery({ type: a.type.key, from, days: 14, staff: a.staff?._id });
  const move = useStaffMoveMutation();
  const [to, setTo] = useState('');
  return (
    <div className="mt-3 space-y-2">
      <SelectField label={t`New time`} value={to} onChange={(e) => setTo(e.target.value)}>
        <option value="">{t`Choose a free time`}</option>
        {(free.data?.slots ?? []).map((s) => (
          <option key={s.starts_at} value={s.starts_at}>
            {fmt(s.starts_at, zone, i18n.locale, { weekday: 'short', month: 'short', day: 'numeric', ...timeOnly })}
          </option>
        ))}
      </SelectField>
      {move.isError && (
        <StatusMessage type="error">
          {isApiError(move.error) ? move.error.serverMessage : t`The appointment could not be moved.`}
        </StatusMessage>
      )}
      <Button
        size="sm"
        disabled={!to}
        loading={move.isPending}
        onClick={() => move.mutate({ id: a._id, starts_at: to }, { onSuccess: onDone })}
      >
        <Trans>Move the appointment</Trans>
      </Button>
    </div>
  );
}

function TextForm({
  label,
  initial,
  action,
  onSave,
  pending,
}: {
  label: string;
  initial: string;
  action: string;
  onSave: (text: string) => void;
  pending: boolean;
}) {
  const [text, setText] = useState(initial);
  return (
    <div className="mt-3 space-y-2">
      <TextAreaField label={label} value={text} onChange={(e) => setText(e.target.value)} rows={2} maxLength={500} />
      <Button size="sm" loading={pending} onClick={() => onSave(text)}>
        {action}
      </Button>
    </div>
  );
}

/** One appointment of the calendar: when, what, whose (a link to the member's record), and what staff do with it. */
export function CalendarItem({ a, zone }: { a: CalendarAppointment; zone: string }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<'move' | 'cancel' | 'note' | null>(null);
  const cancel = useStaffCancelMutation();
  const outcome = useOutcomeMutation();
  const note = useNoteMutation();
  const now = useNow();
  const started = Date.parse(a.starts_at) <= now;
  const toggle = (what: typeof open) => setOpen(open === what ? null : what);
  const when = `${fmt(a.starts_at, zone, i18n.locale, timeOnly)} – ${fmt(a.ends_at, zone, i18n.locale, timeOnly)}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {when} · {a.type.name}
          </p>
          <p className="text-sm text-slate-700">
            {a.member ? (
              <Link to={paths.care.member.getHref(a.member._id)} className="font-medium text-teal-800 underline">
                {a.member.name}
              </Link>
            ) : (
              <Trans>A deleted member</Trans>
            )}
          </p>
          {a.cancel_reason && <p className="text-sm text-slate-600">{t`Reason: ${a.cancel_reason}`}</p>}
          {a.note && <p className="mt-1 text-sm text-slate-600 italic">{t`Note: ${a.note}`}</p>}
        </div>
        <Status status={a.status} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {a.status === 'booked' && !started && (
          <>
            <Button variant="secondary" size="sm" onClick={() => toggle('move')}>
              <Trans>Move</Trans>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => toggle('cancel')}>
              <Trans>Cancel</Trans>
            </Button>
          </>
        )}
        {a.status !== 'cancelled' && started && (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={a.status === 'attended'}
              onClick={() => outcome.mutate({ id: a._id, status: 'attended' })}
            >
              <Trans>Attended</Trans>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={a.status === 'no_show'}
              onClick={() => outcome.mutate({ id: a._id, status: 'no_show' })}
            >
              <Trans>No-show</Trans>
            </Button>
          </>
        )}
        <Button variant="ghost" size="sm" onClick={() => toggle('note')}>
          <Trans>Private note</Trans>
        </Button>
      </div>
      {open === 'move' && <MoveForm a={a} zone={zone} onDone={() => setOpen(null)} />}
      {cancel.isError && (
        <StatusMessage type="error" className="mt-2">
          {isApiError(cancel.error)
            ? [cancel.error.serverMessage, ...cancel.error.errors].filter(Boolean).join(' ')
            : t`The appointment could not be cancelled.`}
        </StatusMessage>
      )}
      {open === 'cancel' && (
        <TextForm
          label={t`Reason (the member reads it)`}
          initial=""
          action={t`Cancel the appointment`}
          pending={cancel.isPending}
          onSave={(reason) => cancel.mutate({ id: a._id, reason }, { onSuccess: () => setOpen(null) })}
        />
      )}
      {open === 'note' && (
        <TextForm
          label={t`Private note (never shown to the member)`}
          initial={a.note ?? ''}
          action={t`Save the note`}
          pending={note.isPending}
          onSave={(text) => note.mutate({ id: a._id, note: text }, { onSuccess: () => setOpen(null) })}
        />
      )}
    </li>
  );
}
