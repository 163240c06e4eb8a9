import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isTakenOn, type Medication } from '@wellpath/shared/health/medications';
import { useState } from 'react';
import { apiQuery, useApiMutation } from '@/api/resources';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

/** The medications of the daily check the member was taking on `day`, from the day the check was turned on. */
function checkedOn(medications: readonly Medication[], day: string) {
  return medications.filter((m) => m.track_daily && m.adherence && day >= m.adherence.from && isTakenOn(m, day));
}

/**
 * The tracking popup's daily "taken" check (issue 35, decision 0112): one box for each medication the
 * member put in it, saved as it is ticked (idempotent on the server), whatever the popup's own Save.
 * A record of what was taken, never advice.
 */
export function MedicationDailyCheck({ day }: { day: string }) {
  const { t } = useLingui();
  const list = useQuery(apiQuery('GET /healthtracking/medications'));
  const [failed, setFailed] = useState(false);
  // What the member just ticked shows at once, until the list has been read again after the save (a
  // call's own onSettled runs after the refresh); a failed save puts the box back and says so.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const forget = (id: string) =>
    setTicked((all) => {
      const { [id]: _forgotten, ...rest } = all;
      return rest;
    });
  const options = { onError: () => setFailed(true), onSuccess: () => setFailed(false) };
  const tick = useApiMutation('PUT /healthtracking/medications/:id/taken/:day', (id: string) => [{ params: { id, day } }], options);
  const untick = useApiMutation('DELETE /healthtracking/medications/:id/taken/:day', (id: string) => [{ params: { id, day } }], options);
  const medications = checkedOn(list.data?.medications ?? [], day);
  if (medications.length === 0) return null;
  const busy = tick.isPending || untick.isPending;
  return (
    <fieldset className="mt-5 space-y-2" data-testid="medication-daily-check">
      <legend className="font-semibold text-slate-900">
        <Trans>Medications taken</Trans>
      </legend>
      <p className="text-sm text-slate-700">
        <Trans>Saved as you tick. Your care team advises on any change.</Trans>
      </p>
      <ul className="space-y-2">
        {medications.map((m) => {
          const id = `medication-taken-${m._id}`;
          const taken = ticked[m._id] ?? m.adherence?.taken_on.includes(day) ?? false;
          return (
            <li key={m._id} className="flex items-center gap-3">
              <input
                id={id}
                type="checkbox"
                className={cn('size-5 shrink-0 accent-teal-700', focusRing)}
                checked={taken}
                disabled={busy}
                onChange={() => {
                  setTicked((all) => ({ ...all, [m._id]: !taken }));
                  (taken ? untick : tick).mutate(m._id, { onSettled: () => forget(m._id) });
                }}
              />
              <label htmlFor={id} className="text-slate-900">
                {t`${m.name}: taken`}
              </label>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-800">
          <Trans>The daily check could not be saved. Please try again.</Trans>
        </p>
      )}
    </fieldset>
  );
}
