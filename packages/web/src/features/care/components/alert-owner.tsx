import { Trans, useLingui } from '@lingui/react/macro';
import type { Alert, AlertAssignee } from '@wellpath/shared/staff/wire';
import { AlertTriangle, ArrowUpCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FormOutcome } from '@/components/ui/form-status';
import { failedSubmit } from '@/lib/forms';
import { useAssignAlertMutation } from '../api/alerts';
import { Badge } from './badge';
import { OwnerPicker } from './owner-picker';
import { useStaff } from './staff-context';

/** The owner as the screen names it: "You", a staff member's name, or the clinicians' pool. */
function useOwnerName(alert: Alert): string {
  const { t } = useLingui();
  const me = useStaff();
  if (!alert.assigned_to) return t`Clinicians’ pool`;
  return alert.assigned_to._id === me._id ? t`You` : alert.assigned_to.name;
}

/** Whether an open alert has passed its due time without anyone acknowledging it. */
function isOverdue(alert: Alert, now: number): boolean {
  return !alert.resolved && !alert.acknowledged && alert.due_at !== null && Date.parse(alert.due_at) <= now;
}

/** Due time with what it means now: "Overdue" once it has passed unacknowledged. */
function DueLine({ alert, now, clinicTime }: { alert: Alert; now: number; clinicTime: (value: string) => string }) {
  const { t } = useLingui();
  if (!alert.due_at) return <Trans comment="an alert raised before due times existed">No due time</Trans>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <time dateTime={alert.due_at}>{clinicTime(alert.due_at)}</time>
      {isOverdue(alert, now) && (
        <Badge tone="danger" icon={AlertTriangle} label={t`Due time`}>
          <Trans comment="an alert not acknowledged by its due time">Overdue</Trans>
        </Badge>
      )}
    </span>
  );
}

/** The owner and due time of an open alert, as lines of the card's description list. */
export function OwnerAndDue({ alert, now, clinicTime }: { alert: Alert; now: number; clinicTime: (value: string) => string }) {
  const owner = useOwnerName(alert);
  return (
    <>
      <dt className="font-medium text-slate-600">
        <Trans comment="who an alert belongs to">Owner</Trans>
      </dt>
      <dd className="text-slate-800">{owner}</dd>
      <dt className="font-medium text-slate-600">
        <Trans comment="by when an alert must be acknowledged">Due</Trans>
      </dt>
      <dd className="text-slate-800">
        <DueLine alert={alert} now={now} clinicTime={clinicTime} />
      </dd>
    </>
  );
}

/** The escalations an alert has had (decision 0086), each with its time on the clinic's clock. */
export function Escalations({ alert, clinicTime }: { alert: Alert; clinicTime: (value: string) => string }) {
  const { pool_at: pool, admins_at: admins } = alert.escalated;
  if (!pool && !admins) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm font-medium text-amber-900" data-testid="escalations">
      {pool && (
        <li className="flex items-center gap-1.5">
          <ArrowUpCircle className="size-4 shrink-0" aria-hidden="true" />
          <Trans>
            Escalated to every clinician and the care-team inbox, <time dateTime={pool}>{clinicTime(pool)}</time>
          </Trans>
        </li>
      )}
      {admins && (
        <li className="flex items-center gap-1.5">
          <ArrowUpCircle className="size-4 shrink-0" aria-hidden="true" />
          <Trans>
            Escalated to the administrators, <time dateTime={admins}>{clinicTime(admins)}</time>
          </Trans>
        </li>
      )}
    </ul>
  );
}

interface OwnerActionsProps {
  alert: Alert;
  /** Who may own an alert (the queue's list); without it, only "Take". */
  assignees?: AlertAssignee[];
  memberName: string;
  onOutcome: (outcome: FormOutcome | null) => void;
}

/** "Take" (assign to me) and, on the queue, an owner picker: the pool or a named clinician or administrator. */
export function OwnerActions({ alert, assignees, memberName, onOutcome }: OwnerActionsProps) {
  const { t } = useLingui();
  const me = useStaff();
  const assign = useAssignAlertMutation();
  const current = alert.assigned_to?._id ?? 'pool';
  const [choice, setChoice] = useState(current);
  const mine = alert.assigned_to?._id === me._id;

  function submit(to: string) {
    onOutcome(null);
    assign.mutate(
      { id: alert._id, to },
      {
        onSuccess: (done) => {
          const owner = done.assigned_to ? (done.assigned_to._id === me._id ? null : done.assigned_to.name) : undefined;
          onOutcome({
            type: 'success',
            message:
              owner === undefined
                ? t`The alert for ${memberName} is back in the clinicians’ pool.`
                : owner === null
                  ? t`The alert for ${memberName} is yours now.`
                  : t`The alert for ${memberName} is assigned to ${owner}.`,
          });
        },
        onError: (error) =>
          onOutcome(failedSubmit(error, t`The alert could not be assigned. Please try again.`, { serverMessageOn: [400, 409] })),
      },
    );
  }

  return (
    <div className="mt-4 flex flex-wrap items-end gap-2">
      {!mine && (
        <Button
          variant="secondary"
          aria-label={t`Take the alert for ${memberName}`}
          loading={assign.isPending && assign.variables.to === 'me'}
          disabled={assign.isPending}
          onClick={() => submit('me')}
        >
          <Trans comment="assign an alert to oneself (the start of its accessible name: Take the alert for ...)">Take</Trans>
        </Button>
      )}
      {assignees && (
        <OwnerPicker
          label={t`Owner`}
          pool={t`Clinicians’ pool`}
          assignees={assignees}
          owner={{ choice, setChoice, current, pending: assign.isPending, submit }}
          assignLabel={t`Assign the alert for ${memberName}`}
        >
          <Trans comment="give an alert to the chosen owner">Assign</Trans>
        </OwnerPicker>
      )}
    </div>
  );
}
