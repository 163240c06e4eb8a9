import { Trans, useLingui } from '@lingui/react/macro';
import { SNOOZE_DAYS, type OutreachKind, type QuietMember } from '@wellpath/shared/outreach/wire';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyCard } from '@/components/ui/empty-card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useCheckInMutation, useOutreachQueueQuery, useReachedMutation, useSnoozeMutation } from '../api/outreach';
import { CareTitle } from '../components/care-title';
import { Badge } from '../components/badge';
import { formatDateTime } from '../components/format';
import { RoleGate } from '../components/staff-context';

/** /care/outreach: members who logged something once and nothing for 14 days, most in need first (decision 0099). */
export function OutreachPage() {
  const { t } = useLingui();
  return <RoleGate permission="members:read" title={t`Members going quiet`} screen={Outreach} />;
}

function Outreach() {
  const { t } = useLingui();
  const title = t`Members going quiet`;
  const queue = useOutreachQueueQuery();
  return (
    <div className="space-y-6">
      <CareTitle title={title} />
      <PageHeader
        title={title}
        description={t`Members who logged something before and nothing for 14 days (tracking, readings, surveys, messages), most in need first: a recent urgent alert, targets not met, the longest quiet. A member who logs something again leaves the list by themselves.`}
      />
      <AsyncSection
        query={{ ...queue, data: queue.data?.members }}
        loading={<SkeletonGroup className="space-y-2" label={t`Loading the members going quiet`} shapes={['h-24', 'h-24', 'h-24']} />}
        error={
          <RetryError query={queue}>
            <Trans>The list could not be loaded.</Trans>
          </RetryError>
        }
        empty={
          <EmptyCard icon={PhoneCall}>
            <Trans>No member has gone quiet. Everyone logged something in the last 14 days, or was contacted recently.</Trans>
          </EmptyCard>
        }
      >
        {(members) => (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              {queue.data && queue.data.total > members.length ? (
                <Trans>
                  The {members.length} most in need of {queue.data.total} members.
                </Trans>
              ) : (
                <Trans>{members.length} members to reach.</Trans>
              )}
            </p>
            <ul className="space-y-3">
              {members.map((m) => (
                <QuietMemberCard key={m._id} member={m} />
              ))}
            </ul>
          </div>
        )}
      </AsyncSection>
    </div>
  );
}

function QuietMemberCard({ member }: { member: QuietMember }) {
  const { t } = useLingui();
  const checkIn = useCheckInMutation();
  const reached = useReachedMutation();
  const [snoozing, setSnoozing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const failed = checkIn.isError || reached.isError;
  return (
    <li>
      <Card className="space-y-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-slate-900">
              <TextLink to={paths.care.member.getHref(member._id)}>{member.name}</TextLink>
            </h2>
            <p className="text-sm text-slate-700">
              <Trans>
                Quiet for {member.days_quiet} days; last logged {formatDateTime(member.last_logged_at)}
              </Trans>
            </p>
            {member.last_action && (
              <p className="text-sm text-slate-600">
                <Trans>
                  Last outreach: {actionName(member.last_action.kind, t)} by {member.last_action.by},{' '}
                  {formatDateTime(member.last_action.created_at)}
                </Trans>
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {member.recent_alert && <Badge tone="danger">{t`Urgent alert in the last 30 days`}</Badge>}
            {member.targets_not_met !== null && member.targets_not_met > 0 && (
              <Badge tone="warning">{t`Targets not met: ${member.targets_not_met}`}</Badge>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            loading={checkIn.isPending}
            disabled={done !== null}
            onClick={() => checkIn.mutate(member._id, { onSuccess: () => setDone(t`Check-in message sent.`) })}
          >
            {t`Send a check-in message`}
          </Button>
          <Button variant="secondary" size="sm" disabled={done !== null} onClick={() => setSnoozing(true)}>
            {t`Snooze`}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={reached.isPending}
            disabled={done !== null}
            onClick={() => reached.mutate(member._id, { onSuccess: () => setDone(t`Recorded as reached by phone.`) })}
          >
            {t`Reached by phone`}
          </Button>
        </div>
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
        {failed && (
          <p role="alert" className="text-sm text-red-800">
            {t`The action was not recorded. Try again.`}
          </p>
        )}
        <SnoozeDialog member={member} open={snoozing} onClose={() => setSnoozing(false)} onDone={() => setDone(t`Snoozed.`)} />
      </Card>
    </li>
  );
}

function actionName(kind: OutreachKind, t: ReturnType<typeof useLingui>['t']) {
  return kind === 'check_in' ? t`check-in message` : kind === 'snooze' ? t`snoozed` : t`reached by phone`;
}

function SnoozeDialog({ member, open, onClose, onDone }: { member: QuietMember; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const snooze = useSnoozeMutation();
  const [days, setDays] = useState<(typeof SNOOZE_DAYS)[number]>(14);
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      title={t`Snooze ${member.name}`}
      describeBody={false}
      confirmLabel={t`Snooze`}
      busy={snooze.isPending}
      confirmDisabled={reason.trim() === ''}
      onCancel={onClose}
      onConfirm={() =>
        snooze.mutate(
          { id: member._id, body: { days, reason: reason.trim() } },
          {
            onSuccess: () => {
              onClose();
              onDone();
            },
          },
        )
      }
    >
      <div className="space-y-4">
        <SelectField label={t`For`} value={String(days)} onChange={(e) => setDays(Number(e.target.value) as (typeof SNOOZE_DAYS)[number])}>
          {SNOOZE_DAYS.map((d) => (
            <option key={d} value={d}>
              {t`${d} days`}
            </option>
          ))}
        </SelectField>
        <TextField label={t`Reason`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        {snooze.isError && (
          <p role="alert" className="text-sm text-red-800">
            {t`The action was not recorded. Try again.`}
          </p>
        )}
      </div>
    </Modal>
  );
}
