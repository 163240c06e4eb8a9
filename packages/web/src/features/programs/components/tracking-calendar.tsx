import { Trans, useLingui } from '@lingui/react/macro';
import { addDays } from '@wellpath/shared/programs/progress';
import { Check } from 'lucide-react';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { formatLongDateWithWeekday, formatter } from '@/lib/dates';

interface TrackingCalendarProps {
  startDay: string;
  /** The programme's end date (its finish day). */
  endDate: string;
  today: string;
  trackedDays: ReadonlySet<string>;
  /** Past days of the programme become buttons when given (Track / Edit Progress for that day). */
  onSelectDay?: (day: string) => void;
  /** Prefix for element ids, when several calendars share a page. */
  idPrefix: string;
}

const shortWeekday = formatter('en-CA', { weekday: 'short', timeZone: 'UTC' });
const longWeekday = formatter('en-CA', { weekday: 'long', timeZone: 'UTC' });

/** Sunday to Saturday in the app's language: "Sun" and "Sunday", "dim." and "dimanche". */
function weekdays(): Array<[string, string]> {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2023, 0, 1 + i));
    return [shortWeekday().format(day), longWeekday().format(day)];
  });
}

/** Today's outline, the same on the calendar and in its legend. */
const TODAY_RING = 'ring-2 ring-amber-500';

const monthTitle = formatter('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function parts(day: string): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, date };
}

function dayString(year: number, month: number, date: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The months from the start to the end date, each as weeks of seven cells (null = outside the month). */
function monthsBetween(startDay: string, endDay: string): Array<{ key: string; title: string; weeks: Array<Array<string | null>> }> {
  const months: Array<{ key: string; title: string; weeks: Array<Array<string | null>> }> = [];
  const end = parts(endDay);
  let { year, month } = parts(startDay);
  while (year < end.year || (year === end.year && month <= end.month)) {
    const first = new Date(Date.UTC(year, month - 1, 1));
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const cells: Array<string | null> = Array.from({ length: first.getUTCDay() }, () => null);
    for (let d = 1; d <= daysInMonth; d += 1) cells.push(dayString(year, month, d));
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks: Array<Array<string | null>> = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    months.push({ key: dayString(year, month, 1), title: monthTitle().format(first), weeks });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** A month grid from the programme's start to its end, with tracked days marked (§4 Program, design). */
export function TrackingCalendar({ startDay, endDate, today, trackedDays, onSelectDay, idPrefix }: TrackingCalendarProps) {
  const { t } = useLingui();
  const lastDay = addDays(endDate, -1);
  const months = monthsBetween(startDay, endDate);
  return (
    <div>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {months.map((month) => (
          <table
            key={month.key}
            className="w-full table-fixed border-separate border-spacing-1 text-center text-sm"
            aria-labelledby={`${idPrefix}-${month.key}`}
          >
            <caption id={`${idPrefix}-${month.key}`} className="pb-2 text-left font-semibold text-slate-900">
              {month.title}
            </caption>
            <thead>
              <tr>
                {weekdays().map(([short, long]) => (
                  <th key={short} scope="col" className="pb-1 text-xs font-medium text-slate-600">
                    <abbr title={long} className="no-underline">
                      {short}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {month.weeks.map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) => (
                    <td key={d} className="p-0">
                      {day && (
                        <DayCell
                          day={day}
                          startDay={startDay}
                          lastDay={lastDay}
                          endDate={endDate}
                          today={today}
                          tracked={trackedDays.has(day)}
                          onSelectDay={onSelectDay}
                        />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-slate-700" aria-label={t`Calendar legend`}>
        <li className="flex items-center gap-1.5">
          <span className="inline-flex size-4 items-center justify-center rounded bg-teal-700 text-white" aria-hidden="true">
            <Check className="size-3" />
          </span>
          <Trans>Tracked</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-4 rounded bg-white ring-1 ring-slate-400" aria-hidden="true" />
          <Trans>Not tracked</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className={cn('size-4 rounded bg-white', TODAY_RING)} aria-hidden="true" />
          <Trans>Today</Trans>
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-4 rounded border border-dashed border-slate-400 bg-white" aria-hidden="true" />
          <Trans>Still to come</Trans>
        </li>
      </ul>
    </div>
  );
}

interface DayCellProps {
  day: string;
  startDay: string;
  lastDay: string;
  endDate: string;
  today: string;
  tracked: boolean;
  onSelectDay?: (day: string) => void;
}

function DayCell({ day, startDay, lastDay, endDate, today, tracked, onSelectDay }: DayCellProps) {
  const { t } = useLingui();
  const date = Number(day.slice(8));
  const inProgram = day >= startDay && day <= lastDay;
  const isToday = day === today;
  const selectable = onSelectDay !== undefined && day >= startDay && day <= today;
  const base = 'relative flex aspect-square w-full min-h-9 items-center justify-center rounded-md text-sm';
  // Today's amber outline replaces the grey one of a day not tracked (two ring colours on one cell
  // would leave the winner to the stylesheet's order).
  const look = cn(
    base,
    tracked
      ? 'bg-teal-700 font-semibold text-white'
      : inProgram && day <= today
        ? cn('bg-white font-medium text-slate-900', !isToday && 'ring-1 ring-slate-400')
        : inProgram
          ? 'border border-dashed border-slate-300 bg-white text-slate-600'
          : 'text-slate-500',
    isToday && TODAY_RING,
  );
  const state = tracked
    ? t`tracked`
    : day >= startDay && day <= today
      ? t`not tracked`
      : inProgram
        ? t`still to come`
        : day === endDate
          ? null
          : t`outside the program`;
  const label = [
    formatLongDateWithWeekday(day),
    state,
    isToday ? t({ message: 'today', context: 'calendar day' }) : null,
    day === endDate ? t`finish day` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const content = (
    <>
      <span aria-hidden="true">{date}</span>
      {tracked && <Check className="absolute top-0.5 right-0.5 size-3" aria-hidden="true" />}
      <span className="sr-only">{label}</span>
    </>
  );
  if (selectable) {
    return (
      <button
        type="button"
        className={cn(look, 'hover:ring-2 hover:ring-teal-600', focusRing)}
        aria-current={isToday ? 'date' : undefined}
        onClick={() => onSelectDay(day)}
        data-day={day}
      >
        {content}
      </button>
    );
  }
  return (
    <span className={look} aria-current={isToday ? 'date' : undefined} data-day={day} title={day === endDate ? t`Finish day` : undefined}>
      {content}
    </span>
  );
}
