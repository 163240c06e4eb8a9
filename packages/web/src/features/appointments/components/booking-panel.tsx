import { Trans, useLingui } from '@lingui/react/macro';
import type { Appointment, FreeSlot } from '@wellpath/shared/appointments/wire';
import { addDays, mondayOf } from '@wellpath/shared/appointments/slots';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { isApiError } from '@/lib/api-client';
import { today } from '@/lib/dates';
import { useBookMutation, useFreeTimesQuery, useMoveMutation } from '../api/appointments';
import { FreeTimes, SlotButton } from './free-times';
import { dayHeading, whenLong } from './time-format';

interface BookingPanelProps {
  /** The type chosen (book) or the appointment's (move). */
  type: { key: string; name: string; minutes: number };
  /** Moving this appointment (its staff member's times only); booking a new one when null. */
  moving: Appointment | null;
  coach?: string;
  onDone: (message: string) => void;
  onCancel?: () => void;
}

interface ConfirmProps {
  refTo: RefObject<HTMLDivElement | null>;
  when: string;
  staff: string;
  name: string;
  moving: boolean;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** Step two: the time chosen, said in full, to confirm or to change. */
function ConfirmStep({ refTo, when, staff, name, moving, busy, onConfirm, onBack }: ConfirmProps) {
  const { t } = useLingui();
  return (
    <div
      ref={refTo}
      tabIndex={-1}
      className="space-y-4 rounded-2xl border border-teal-200 bg-teal-50 p-4"
      role="group"
      aria-label={t`Confirm the time`}
    >
      <p className="text-slate-900">
        {moving ? (
          <Trans>
            Move your {name} with {staff} to <strong>{when}</strong>?
          </Trans>
        ) : (
          <Trans>
            Book {name} with {staff} on <strong>{when}</strong>?
          </Trans>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm} loading={busy}>
          {moving ? <Trans>Confirm the move</Trans> : <Trans>Confirm the booking</Trans>}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <Trans>Choose another time</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Step one, a free time in a week; step two, the booking (or the move) confirmed. A time just taken offers the next ones. */
export function BookingPanel({ type, moving, coach, onDone, onCancel }: BookingPanelProps) {
  const { t } = useLingui();
  const thisWeek = mondayOf(today());
  const [week, setWeek] = useState(thisWeek);
  const [picked, setPicked] = useState<FreeSlot | null>(null);
  const [taken, setTaken] = useState<{ message: string; next: FreeSlot[] } | null>(null);
  const free = useFreeTimesQuery({ type: type.key, week, staff: moving?.staff?._id, coach: moving ? undefined : coach });
  const book = useBookMutation();
  const move = useMoveMutation();
  const zone = free.data?.time_zone ?? 'UTC';
  const busy = book.isPending || move.isPending;
  // Step two takes the focus, so a keyboard or a screen reader goes on from the time chosen.
  const stepTwo = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (picked) stepTwo.current?.focus();
  }, [picked]);

  const confirm = () => {
    if (!picked) return;
    const when = whenLong(picked.starts_at, zone);
    const onError = (error: Error) => {
      const body = isApiError(error) ? error.body : {};
      setTaken({
        message: isApiError(error) && error.serverMessage ? error.serverMessage : t`Something went wrong. Please try again.`,
        next: body.code === 'SLOT_TAKEN' && Array.isArray(body.next) ? (body.next as FreeSlot[]) : [],
      });
      setPicked(null);
    };
    if (moving)
      move.mutate(
        { id: moving._id, starts_at: picked.starts_at },
        { onSuccess: () => onDone(t`Your appointment is moved to ${when}.`), onError },
      );
    else
      book.mutate(
        { type: type.key, staff_id: picked.staff._id, starts_at: picked.starts_at },
        { onSuccess: () => onDone(t`Your appointment is booked for ${when}. We sent you an e-mail with a calendar file.`), onError },
      );
  };

  const pick = (slot: FreeSlot) => {
    setTaken(null);
    setPicked(slot);
  };

  if (picked)
    return (
      <ConfirmStep
        refTo={stepTwo}
        when={whenLong(picked.starts_at, zone)}
        staff={picked.staff.name}
        name={type.name}
        moving={moving !== null}
        busy={busy}
        onConfirm={confirm}
        onBack={() => setPicked(null)}
      />
    );

  return (
    <div className="space-y-4">
      {taken && (
        <div className="space-y-3">
          <StatusMessage type="error">{taken.message}</StatusMessage>
          {taken.next.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t`The next free times`}>
              {taken.next.map((s) => (
                <li key={`${s.starts_at}|${s.staff._id}`}>
                  <SlotButton slot={s} zone={zone} onPick={pick} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {free.isPending ? (
        <p className="text-sm text-slate-600">
          <Trans>Loading the free times…</Trans>
        </p>
      ) : free.isError ? (
        <StatusMessage type="error">
          <Trans>The free times could not be loaded. Please try again later.</Trans>
        </StatusMessage>
      ) : (
        <FreeTimes
          slots={free.data.slots}
          zone={zone}
          weekLabel={t`Week of ${dayHeading(`${week}T12:00:00.000Z`, 'UTC')}`}
          onPrevious={week > thisWeek ? () => setWeek(addDays(week, -7)) : null}
          onNext={() => setWeek(addDays(week, 7))}
          onPick={pick}
        />
      )}
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Keep the appointment as it is</Trans>
        </Button>
      )}
    </div>
  );
}
