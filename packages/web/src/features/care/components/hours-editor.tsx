import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffHours } from '@wellpath/shared/appointments/wire';
import type { DayHours, WeeklyHours } from '@wellpath/shared/appointments/slots';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { isApiError } from '@/lib/api-client';
import { deviceTimeZone } from '@/lib/dates';
import { useRemoveExceptionMutation, useSaveExceptionMutation, useSaveHoursMutation } from '../api/calendar';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Day = (typeof DAYS)[number];
interface DayForm {
  on: boolean;
  start: string;
  end: string;
  breakStart: string;
  breakEnd: string;
}

const toForm = (d: DayHours | null | undefined): DayForm =>
  d
    ? { on: true, start: d.start, end: d.end, breakStart: d.breaks[0]?.start ?? '', breakEnd: d.breaks[0]?.end ?? '' }
    : { on: false, start: '09:00', end: '17:00', breakStart: '12:00', breakEnd: '13:00' };
const fromForm = (f: DayForm): DayHours | null =>
  f.on ? { start: f.start, end: f.end, breaks: f.breakStart && f.breakEnd ? [{ start: f.breakStart, end: f.breakEnd }] : [] } : null;

function useDayNames() {
  const { t } = useLingui();
  return {
    mon: t`Monday`,
    tue: t`Tuesday`,
    wed: t`Wednesday`,
    thu: t`Thursday`,
    fri: t`Friday`,
    sat: t`Saturday`,
    sun: t`Sunday`,
  } satisfies Record<Day, string>;
}

/** One's weekly hours on one's own clock (a break per day), the types one offers and one's video link. */
export function HoursEditor({ data }: { data: StaffHours }) {
  const { t } = useLingui();
  const names = useDayNames();
  const save = useSaveHoursMutation();
  const [zone, setZone] = useState(data.hours?.time_zone ?? deviceTimeZone());
  const [days, setDays] = useState<Record<Day, DayForm>>(
    () => Object.fromEntries(DAYS.map((d) => [d, toForm(data.hours?.days[d])])) as Record<Day, DayForm>,
  );
  const [types, setTypes] = useState<string[]>(data.types);
  const [meeting, setMeeting] = useState(data.meeting_url ?? '');
  const set = (d: Day, part: Partial<DayForm>) => setDays((all) => ({ ...all, [d]: { ...all[d], ...part } }));
  const submit = () => {
    const week = Object.fromEntries(DAYS.map((d) => [d, fromForm(days[d])])) as WeeklyHours['days'];
    save.mutate({ hours: { time_zone: zone, days: week }, types, meeting_url: meeting.trim() === '' ? null : meeting.trim() });
  };
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t`Your time zone`}
        hint={t`An IANA name, such as America/Toronto: your hours are on this clock.`}
        value={zone}
        onChange={(e) => setZone(e.target.value)}
      />
      <div className="space-y-3">
        {DAYS.map((d) => (
          <fieldset key={d} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">{names[d]}</legend>
            <CheckboxField label={t`Working`} checked={days[d].on} onChange={(e) => set(d, { on: e.target.checked })} />
            {days[d].on && (
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                <TextField
                  type="time"
                  step={300}
                  label={t`From`}
                  value={days[d].start}
                  onChange={(e) => set(d, { start: e.target.value })}
                />
                <TextField type="time" step={300} label={t`To`} value={days[d].end} onChange={(e) => set(d, { end: e.target.value })} />
                <TextField
                  type="time"
                  step={300}
                  label={t`Break from`}
                  optional
                  value={days[d].breakStart}
                  onChange={(e) => set(d, { breakStart: e.target.value })}
                />
                <TextField
                  type="time"
                  step={300}
                  label={t`Break to`}
                  optional
                  value={days[d].breakEnd}
                  onChange={(e) => set(d, { breakEnd: e.target.value })}
                />
              </div>
            )}
          </fieldset>
        ))}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          <Trans>Types of appointment you offer</Trans>
        </legend>
        {data.offerable.length === 0 && (
          <p className="text-sm text-slate-600">
            <Trans>Your role gives none of the clinic’s types of appointment.</Trans>
          </p>
        )}
        {data.offerable.map((o) => (
          <CheckboxField
            key={o.key}
            label={o.name}
            checked={types.includes(o.key)}
            onChange={(e) => setTypes((all) => (e.target.checked ? [...all, o.key] : all.filter((k) => k !== o.key)))}
          />
        ))}
      </fieldset>
      <TextField label={t`Your video meeting link`} optional type="url" value={meeting} onChange={(e) => setMeeting(e.target.value)} />
      {save.isError && (
        <StatusMessage type="error">
          {isApiError(save.error)
            ? [save.error.serverMessage, ...save.error.errors].filter(Boolean).join(' ')
            : t`The hours could not be saved.`}
        </StatusMessage>
      )}
      {save.isSuccess && <StatusMessage type="success">{t`Your hours are saved.`}</StatusMessage>}
      <Button type="submit" loading={save.isPending}>
        <Trans>Save my hours</Trans>
      </Button>
    </form>
  );
}

/** One-off days: a day off, or other hours that day. */
export function ExceptionsEditor({ data }: { data: StaffHours }) {
  const { t } = useLingui();
  const save = useSaveExceptionMutation();
  const remove = useRemoveExceptionMutation();
  const [date, setDate] = useState('');
  const [off, setOff] = useState(true);
  const [start, setStart] = useState('18:00');
  const [end, setEnd] = useState('20:00');
  const [note, setNote] = useState('');
  return (
    <div className="space-y-3">
      <ul className="space-y-1">
        {data.exceptions.map((x) => (
          <li key={x.date} className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <span className="font-medium">{x.date}</span>
            <span>{x.hours ? `${x.hours.start}–${x.hours.end}` : t`Day off`}</span>
            {x.note && <span className="text-slate-600">({x.note})</span>}
            <Button variant="ghost" size="sm" onClick={() => remove.mutate(x.date)}>
              <Trans>Remove</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField type="date" label={t`Day`} value={date} onChange={(e) => setDate(e.target.value)} />
        <TextField label={t`Note`} optional value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
      </div>
      <CheckboxField label={t`Day off`} checked={off} onChange={(e) => setOff(e.target.checked)} />
      {!off && (
        <div className="grid grid-cols-2 gap-2">
          <TextField type="time" step={300} label={t`From`} value={start} onChange={(e) => setStart(e.target.value)} />
          <TextField type="time" step={300} label={t`To`} value={end} onChange={(e) => setEnd(e.target.value)} />
        </div>
      )}
      {save.isError && <StatusMessage type="error">{t`The day could not be saved: check the day and the hours.`}</StatusMessage>}
      <Button
        variant="secondary"
        disabled={!date}
        loading={save.isPending}
        onClick={() => save.mutate({ date, hours: off ? null : { start, end, breaks: [] }, note }, { onSuccess: () => setDate('') })}
      >
        <Trans>Add this day</Trans>
      </Button>
    </div>
  );
}
