import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, mondayOf } from '@wellpath/shared/appointments/slots';
import { can } from '@wellpath/shared/staff/roles';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { deviceTimeZone } from '@/lib/dates';
import { useBookingStaffQuery, useCalendarQuery, useHoursQuery } from '../api/calendar';
import { CareTitle } from '../components/care-title';
import { BookForMember } from '../components/book-for-member';
import { CalendarItem } from '../components/calendar-item';
import { ExceptionsEditor, HoursEditor } from '../components/hours-editor';
import { useStaff } from '../components/staff-context';

const dayOf = (iso: string, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));

/** /care/calendar: one's appointments by day or week (administrators: anyone's), booking for a member, one's hours. */
export function CalendarPage() {
  const { t, i18n } = useLingui();
  const me = useStaff();
  const admin = can(me.role, 'calendar:all');
  const [staff, setStaff] = useState<string | undefined>(undefined);
  const [view, setView] = useState<1 | 7>(7);
  const [from, setFrom] = useState(() => mondayOf(dayOf(new Date().toISOString(), deviceTimeZone())));
  const everyone = useBookingStaffQuery();
  const calendar = useCalendarQuery({ from, days: view, ...(staff ? { staff } : {}) });
  const hours = useHoursQuery(staff);
  const zone = calendar.data?.time_zone ?? deviceTimeZone();
  const long = (date: string) =>
    new Intl.DateTimeFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00.000Z`));
  const days = Array.from({ length: view }, (_, i) => addDays(from, i));
  const own = !staff || staff === me._id;
  return (
    <div className="space-y-8">
      <CareTitle title={t`Calendar`} />
      <PageHeader title={t`Calendar`} description={t`Your appointments with members, your working hours, and booking for a member.`} />
      <div className="flex flex-wrap items-end gap-3">
        {admin && (
          <SelectField label={t`Whose calendar`} value={staff ?? ''} onChange={(e) => setStaff(e.target.value || undefined)}>
            <option value="">{t`Mine`}</option>
            {(everyone.data?.staff ?? [])
              .filter((s) => s._id !== me._id)
              .map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                </option>
              ))}
          </SelectField>
        )}
        <div className="flex gap-2" role="group" aria-label={t`View`}>
          <Button variant={view === 1 ? 'primary' : 'secondary'} size="sm" aria-pressed={view === 1} onClick={() => setView(1)}>
            <Trans>Day</Trans>
          </Button>
          <Button variant={view === 7 ? 'primary' : 'secondary'} size="sm" aria-pressed={view === 7} onClick={() => setView(7)}>
            <Trans>Week</Trans>
          </Button>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setFrom(addDays(from, -view))}
            aria-label={view === 1 ? t`Previous day` : t`Previous week`}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setFrom(addDays(from, view))}
            aria-label={view === 1 ? t`Next day` : t`Next week`}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <section aria-labelledby="calendar-heading" className="space-y-4">
        <h2 id="calendar-heading" className="text-xl font-semibold text-slate-900" aria-live="polite">
          {view === 1 ? long(from) : t`Week of ${long(from)}`}
        </h2>
        {calendar.isError && <StatusMessage type="error">{t`The calendar could not be loaded.`}</StatusMessage>}
        {calendar.data &&
          days.map((d) => {
            const list = calendar.data.appointments.filter((a) => dayOf(a.starts_at, zone) === d);
            return (
              <section key={d} aria-label={long(d)}>
                <h3 className="text-sm font-semibold text-slate-800 first-letter:uppercase">{long(d)}</h3>
                {list.length === 0 ? (
                  <p className="text-sm text-slate-500">{t`No appointments.`}</p>
                ) : (
                  <ul className="mt-2 space-y-2">
                    {list.map((a) => (
                      <CalendarItem key={a._id} a={a} zone={zone} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
      </section>
      {hours.data && (
        <section aria-labelledby="book-for-heading" className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <h2 id="book-for-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Book for a member</Trans>
          </h2>
          <BookForMember staffId={hours.data.staff._id} types={hours.data.types} zone={zone} />
        </section>
      )}
      {hours.data && own && (
        <section aria-labelledby="hours-heading" className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="hours-heading" className="text-xl font-semibold text-slate-900">
              <Trans>Working hours</Trans>
            </h2>
            <HoursEditor key={hours.data.staff._id} data={hours.data} />
          </div>
          <div>
            <h2 className="text-xl font-semibold text-slate-900">
              <Trans>Days that differ</Trans>
            </h2>
            <ExceptionsEditor data={hours.data} />
          </div>
        </section>
      )}
    </div>
  );
}
