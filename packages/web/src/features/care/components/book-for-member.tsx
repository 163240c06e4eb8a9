import { Trans, useLingui } from '@lingui/react/macro';
import type { FreeSlot } from '@wellpath/shared/appointments/wire';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { isApiError } from '@/lib/api-client';
import { useNow } from './use-now';
import { useBookingStaffQuery, useMemberSearchQuery, useStaffBookMutation, useStaffFreeQuery } from '../api/calendar';

/**
 * Books a visit for a member in one's own calendar (an administrator: in the calendar shown). `member`:
 * the member is known (booked from their record), so there is nobody to search for.
 */
export function BookForMember({
  staffId,
  types,
  zone,
  member: known,
}: {
  staffId: string;
  types: string[];
  zone: string;
  member?: { _id: string; name: string };
}) {
  const { t, i18n } = useLingui();
  const [q, setQ] = useState('');
  const [chosen, setMember] = useState('');
  const member = known?._id ?? chosen;
  const [type, setType] = useState(types[0] ?? '');
  const [at, setAt] = useState('');
  const found = useMemberSearchQuery(q);
  const catalogue = useBookingStaffQuery();
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(useNow());
  const free = useStaffFreeQuery({ type: type || null, from, days: 14, staff: staffId });
  const book = useStaffBookMutation();
  const label = (s: FreeSlot) =>
    new Intl.DateTimeFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
    }).format(new Date(s.starts_at));
  const typeName = (key: string) => catalogue.data?.types.find((x) => x.key === key)?.name ?? key;
  if (types.length === 0)
    return (
      <p className="text-sm text-slate-700">
        <Trans>Choose the types of appointment you offer in your working hours first.</Trans>
      </p>
    );
  return (
    <div className="space-y-3">
      {known ? (
        <p className="text-sm text-slate-800">
          <Trans>
            For <strong>{known.name}</strong>, in your calendar.
          </Trans>
        </p>
      ) : (
        <>
          <TextField label={t`Find the member (name or e-mail)`} value={q} onChange={(e) => setQ(e.target.value)} />
          <SelectField label={t`Member`} value={member} onChange={(e) => setMember(e.target.value)}>
            <option value="">{t`Choose a member`}</option>
            {(found.data?.members ?? []).map((m) => (
              <option key={m._id} value={m._id}>
                {m.name} ({m.email})
              </option>
            ))}
          </SelectField>
        </>
      )}
      <SelectField label={t`Type of appointment`} value={type} onChange={(e) => setType(e.target.value)}>
        {types.map((k) => (
          <option key={k} value={k}>
            {typeName(k)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t`Time`} value={at} onChange={(e) => setAt(e.target.value)}>
        <option value="">{t`Choose a free time`}</option>
        {(free.data?.slots ?? []).map((s) => (
          <option key={s.starts_at} value={s.starts_at}>
            {label(s)}
          </option>
        ))}
      </SelectField>
      {book.isError && (
        <StatusMessage type="error">
          {isApiError(book.error) && book.error.serverMessage ? book.error.serverMessage : t`The appointment could not be booked.`}
        </StatusMessage>
      )}
      {book.isSuccess && <StatusMessage type="success">{t`The appointment is booked, and the member is e-mailed.`}</StatusMessage>}
      <Button
        disabled={!member || !type || !at}
        loading={book.isPending}
        onClick={() => book.mutate({ member_id: member, type, starts_at: at, staff_id: staffId }, { onSuccess: () => setAt('') })}
      >
        <Trans>Book for the member</Trans>
      </Button>
    </div>
  );
}
