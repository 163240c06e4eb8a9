import { Trans, useLingui } from '@lingui/react/macro';
import type { FreeSlot } from '@wellpath/shared/appointments/wire';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { dayHeading, dayKey, timeOfDay } from './time-format';

/** One free time as a button: its time, and who gives it. */
export function SlotButton({ slot, zone, onPick }: { slot: FreeSlot; zone: string; onPick: (slot: FreeSlot) => void }) {
  const { t } = useLingui();
  const time = timeOfDay(slot.starts_at, zone);
  const day = dayHeading(slot.starts_at, zone);
  const staff = slot.staff.name;
  return (
    <button
      type="button"
      onClick={() => onPick(slot)}
      aria-label={t`${day}, ${time} with ${staff}`}
      className={cn(
        'flex min-h-11 flex-col items-start rounded-lg border border-teal-200 bg-white px-3 py-1.5 text-left text-sm hover:bg-teal-50',
        focusRing,
      )}
    >
      <span className="font-semibold text-teal-900">{time}</span>
      <span className="text-xs text-slate-600">{staff}</span>
    </button>
  );
}

interface FreeTimesProps {
  slots: FreeSlot[];
  zone: string;
  /** The heading's words: "Week of ...". */
  weekLabel: string;
  onPrevious: (() => void) | null;
  onNext: () => void;
  onPick: (slot: FreeSlot) => void;
}

/** A week of free times, day by day, on the member's clock; the weeks before and after one button away. */
export function FreeTimes({ slots, zone, weekLabel, onPrevious, onNext, onPick }: FreeTimesProps) {
  const days = new Map<string, FreeSlot[]>();
  for (const s of slots) {
    const key = dayKey(s.starts_at, zone);
    days.set(key, [...(days.get(key) ?? []), s]);
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900" aria-live="polite">
          {weekLabel}
        </h3>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={onPrevious ?? undefined} disabled={!onPrevious}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            <Trans>Previous week</Trans>
          </Button>
          <Button variant="secondary" size="sm" onClick={onNext}>
            <Trans>Next week</Trans>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {days.size === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <Trans>No free times this week. Try the next week.</Trans>
        </p>
      ) : (
        [...days.entries()].map(([key, list]) => (
          <section key={key} aria-label={dayHeading(list[0]!.starts_at, zone)}>
            <h4 className="text-sm font-semibold text-slate-800 first-letter:uppercase">{dayHeading(list[0]!.starts_at, zone)}</h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {list.map((s) => (
                <li key={`${s.starts_at}|${s.staff._id}`}>
                  <SlotButton slot={s} zone={zone} onPick={onPick} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
