import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AlertList as AlertQueue } from '@wellpath/shared/staff/wire';
import { CircleCheck, MoonStar, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AsyncSection } from '@/components/ui/async-section';
import { EmptyCard } from '@/components/ui/empty-card';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAlertQueueQuery } from '../api/alerts';
import { AlertList } from '../components/alert-list';
import { RoleGate } from '../components/staff-context';
import { CareTitle } from '../components/care-title';

/** /care/alerts: the urgent queue, worst first (clinicians and administrators). */
export function AlertsPage() {
  const { t } = useLingui();
  return <RoleGate permission="alerts:manage" title={t`Urgent alerts`} screen={AlertsQueue} />;
}

function AlertsQueue() {
  const { t } = useLingui();
  const title = t`Urgent alerts`;
  const [params, setParams] = useSearchParams();
  const showResolved = params.get('status') === 'all';
  const queue = useAlertQueueQuery(showResolved ? 'all' : 'open');
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  return (
    <div className="space-y-6">
      <CareTitle title={title} />
      <PageHeader
        title={title}
        description={t`Answers and readings that need a person to follow up. Acknowledge an alert when you take it on: the member then sees that it was seen. Resolve it with a note of what was done.`}
        actions={
          <div className="flex items-center gap-3 text-sm font-medium text-slate-800">
            <Switch
              checked={showResolved}
              onChange={(on) => setParams(on ? { status: 'all' } : {}, { replace: true })}
              label={t`Show resolved`}
            />
            <span aria-hidden="true">
              <Trans>Show resolved</Trans>
            </span>
          </div>
        }
      />
      {queue.data && <QueueNotices queue={queue.data} />}
      <FormStatus outcome={outcome} />
      <AsyncSection
        query={queue}
        isEmpty={(data) => data.alerts.length === 0}
        loading={<SkeletonGroup className="space-y-4" label={t`Loading alerts`} shapes={['h-40 rounded-2xl', 'h-40 rounded-2xl']} />}
        error={
          <RetryError query={queue}>
            <Trans>The alerts could not be loaded.</Trans>
          </RetryError>
        }
        empty={
          <EmptyCard icon={CircleCheck}>
            {showResolved ? (
              <Trans>No alerts have been raised yet.</Trans>
            ) : (
              <Trans>No open alerts. New ones appear here as soon as they are raised.</Trans>
            )}
          </EmptyCard>
        }
      >
        {(data) => <AlertList alerts={data.alerts} assignees={data.assignees} onOutcome={setOutcome} />}
      </AsyncSection>
    </div>
  );
}

/**
 * What the queue must say before its alerts: the clinic is closed (its out-of-hours wording, from
 * content/care-workflow.yaml), and alerts that could not be read and are not listed.
 */
function QueueNotices({ queue }: { queue: AlertQueue }) {
  const { unreadable } = queue;
  return (
    <>
      {!queue.clinic.open_now && (
        <p
          className="flex gap-2 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset"
          data-testid="out-of-hours"
        >
          <MoonStar className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{queue.clinic.out_of_hours}</span>
        </p>
      )}
      {unreadable > 0 && (
        <p
          role="alert"
          className="flex gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-900 ring-1 ring-red-200 ring-inset"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <Plural
            value={unreadable}
            one="# alert could not be read and is not listed. The server's log names it: tell whoever runs WellPath today."
            other="# alerts could not be read and are not listed. The server's log names them: tell whoever runs WellPath today."
          />
        </p>
      )}
    </>
  );
}
