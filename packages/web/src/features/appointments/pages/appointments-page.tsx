import { Trans, useLingui } from '@lingui/react/macro';
import type { Appointment } from '@wellpath/shared/appointments/wire';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyCard } from '@/components/ui/empty-card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { Switch } from '@/components/ui/switch';
import { pageTitle } from '@/config/brand';
import { isApiError } from '@/lib/api-client';
import { useAppointmentTypesQuery, useCancelMutation, useMyAppointmentsQuery, useReminderMutation } from '../api/appointments';
import { AppointmentItem } from '../components/appointment-item';
import { BookingPanel } from '../components/booking-panel';

/** Choosing the type of visit: real radio buttons in a fieldset, so a keyboard and a screen reader go through them as one choice. */
function TypeChoice({ value, onChange, coach }: { value: string | null; onChange: (key: string) => void; coach?: string }) {
  const { t } = useLingui();
  const types = useAppointmentTypesQuery();
  if (types.isPending) return <p className="text-sm text-slate-600">{t`Loading the types of appointment…`}</p>;
  if (types.isError)
    return (
      <StatusMessage type="error">
        <Trans>The types of appointment could not be loaded. Please try again later.</Trans>
      </StatusMessage>
    );
  // From a coach's page: the types that coach gives.
  const offered = types.data.types.filter((x) => x.staff.length > 0);
  if (offered.length === 0) return <EmptyCard icon={CalendarPlus}>{t`No appointments can be booked online at the moment.`}</EmptyCard>;
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">
        <Trans>1. Choose the type of appointment</Trans>
      </legend>
      {coach && (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Showing the times of the coach you came from.</Trans>
        </p>
      )}
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {offered.map((x) => (
          <label
            key={x.key}
            className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 bg-white p-3 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
          >
            <input
              type="radio"
              name="appointment-type"
              value={x.key}
              checked={value === x.key}
              onChange={() => onChange(x.key)}
              className="mt-1 size-4 accent-teal-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{x.name}</span>
              <span className="block text-sm text-slate-600">{t`${x.minutes} minutes`}</span>
              {x.description && <span className="mt-1 block text-sm text-slate-700">{x.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The reminder e-mail a day before each visit, on or off. */
function ReminderSwitch({ on }: { on: boolean }) {
  const { t } = useLingui();
  const reminders = useReminderMutation();
  return (
    <div className="flex items-center gap-3 pt-2">
      <Switch checked={on} onChange={(value) => reminders.mutate(value)} label={t`E-mail me a reminder the day before each appointment`} />
      <span className="text-sm text-slate-700" aria-hidden="true">
        <Trans>E-mail me a reminder the day before each appointment</Trans>
      </span>
    </div>
  );
}

/** /appointments: book a visit with the care team in two steps; the member's upcoming and past visits, moved and cancelled. */
export function AppointmentsPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const coach = params.get('coach') ?? undefined;
  const mine = useMyAppointmentsQuery();
  const types = useAppointmentTypesQuery();
  const cancel = useCancelMutation();
  const [typeKey, setTypeKey] = useState<string | null>(null);
  const [moving, setMoving] = useState<Appointment | null>(null);
  const [done, setDone] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const bookId = useId();
  const chosen = types.data?.types.find((x) => x.key === typeKey);
  const zone = mine.data?.time_zone ?? 'UTC';
  const phone = mine.data?.clinic_phone ?? types.data?.clinic_phone ?? '';

  const finished = (text: string) => {
    setDone({ type: 'success', text });
    setMoving(null);
    setTypeKey(null);
  };
  const cancelOne = (a: Appointment) =>
    cancel.mutate(a._id, {
      onSuccess: () => setDone({ type: 'success', text: t`Your appointment is cancelled. We sent you an e-mail to update your calendar.` }),
      onError: (error) =>
        setDone({
          type: 'error',
          text: isApiError(error) && error.serverMessage ? error.serverMessage : t`The appointment could not be cancelled.`,
        }),
    });

  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Appointments`)}</title>
      <PageHeader
        title={t`Appointments`}
        description={t`Book a visit with your care team, and see, move or cancel the ones you have. Times are shown in your time zone.`}
      />
      {done && <StatusMessage type={done.type}>{done.text}</StatusMessage>}

      <section aria-labelledby="upcoming-heading" className="space-y-3">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Upcoming</Trans>
        </h2>
        {mine.isPending ? (
          <p className="text-sm text-slate-600">{t`Loading your appointments…`}</p>
        ) : mine.isError ? (
          <StatusMessage type="error">
            <Trans>Your appointments could not be loaded. Please try again later.</Trans>
          </StatusMessage>
        ) : mine.data.upcoming.length === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>You have no upcoming appointments.</Trans>
          </p>
        ) : (
          <ul className="space-y-3">
            {mine.data.upcoming.map((a) => (
              <AppointmentItem
                key={a._id}
                appointment={a}
                zone={zone}
                clinicPhone={phone}
                onMove={() => {
                  setDone(null);
                  setMoving(a);
                  document.getElementById(bookId)?.scrollIntoView({ block: 'start' });
                }}
                onCancel={() => cancelOne(a)}
                cancelling={cancel.isPending && cancel.variables === a._id}
              />
            ))}
          </ul>
        )}
        {mine.data && <ReminderSwitch on={mine.data.reminders} />}
      </section>

      <section id={bookId} aria-labelledby="book-heading" className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <h2 id="book-heading" className="text-xl font-semibold text-slate-900">
          {moving ? <Trans>Move: {moving.type.name}</Trans> : <Trans>Book an appointment</Trans>}
        </h2>
        {moving ? (
          <BookingPanel type={moving.type} moving={moving} onDone={finished} onCancel={() => setMoving(null)} />
        ) : (
          <>
            <TypeChoice value={typeKey} onChange={setTypeKey} coach={coach} />
            {chosen && (
              <div className="space-y-2">
                <h3 className="text-base font-semibold text-slate-900">
                  <Trans>2. Choose a time</Trans>
                </h3>
                <BookingPanel key={chosen.key} type={chosen} moving={null} coach={coach} onDone={finished} />
              </div>
            )}
          </>
        )}
      </section>

      {mine.data && mine.data.past.length > 0 && (
        <section aria-labelledby="past-heading" className="space-y-3">
          <h2 id="past-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Past and cancelled</Trans>
          </h2>
          <ul className="space-y-3">
            {mine.data.past.map((a) => (
              <AppointmentItem key={a._id} appointment={a} zone={zone} clinicPhone={phone} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
