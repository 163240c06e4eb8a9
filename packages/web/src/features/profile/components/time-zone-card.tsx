import { Trans, useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useApiMutation } from '@/api/resources';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-field';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { deviceTimeZone } from '@/lib/dates';
import { failedSubmit } from '@/lib/forms';
import { CardHeading } from './card-heading';

/** Every IANA zone this browser knows, with the chosen one (UTC, an alias) kept in the list. */
export function timeZones(selected: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', selected])].sort();
}

/** "America/St_Johns" as "America/St Johns". */
export const zoneName = (zone: string) => zone.replaceAll('_', ' ');

/**
 * "Time zone" on the profile (decision 0073): the member's own, which every "today" of theirs follows
 * (a programme's first day, the days they may track, their week, their reminders), on every device
 * and for the care team. Set from the first device they used; changed here.
 */
export function TimeZoneCard({ saved }: { saved: string | null }) {
  const { t } = useLingui();
  const [zone, setZone] = useState(saved ?? deviceTimeZone());
  const zones = useMemo(() => timeZones(zone), [zone]);
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const save = useApiMutation('PUT /user/time-zone', (time_zone: string) => [{ body: { time_zone } }]);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    save.mutate(zone, {
      onSuccess: () => setOutcome({ type: 'success', message: t`Your time zone is saved.` }),
      onError: (error) => setOutcome(failedSubmit(error, t`Failed to save your time zone. Please try again.`)),
    });
  }

  return (
    <Card className="p-6">
      <CardHeading icon={Globe} id="time-zone-heading">
        <Trans>Time zone</Trans>
      </CardHeading>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          Your days follow it on every device: when a programme starts, which days you can track, your week and the time of your reminders.
          Your care team sees the same days.
        </Trans>
      </p>
      <FormStatus outcome={outcome} className="mt-5" />
      <form onSubmit={onSubmit} onChange={clearSuccess} aria-labelledby="time-zone-heading" noValidate className="mt-5 space-y-5">
        <SelectField label={t`Time zone`} value={zone} onChange={(e) => setZone(e.target.value)} disabled={save.isPending}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {zoneName(z)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={save.isPending} disabled={save.isPending || zone === saved}>
          <Trans>Save Time Zone</Trans>
        </Button>
      </form>
    </Card>
  );
}
