import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AsyncSection } from '@/components/ui/async-section';
import { EmptyCard } from '@/components/ui/empty-card';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { pageTitle } from '@/config/brand';
import { useAlertsQuery } from '../api/alerts';
import { AlertList } from '../components/alert-list';
import { RoleGate } from '../components/staff-context';

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
  const alerts = useAlertsQuery({ status: showResolved ? 'all' : 'open' });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  return (
    <div className="space-y-6">
      <title>{pageTitle(title)}</title>
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
      <FormStatus outcome={outcome} />
      <AsyncSection
        query={alerts}
        loading={<SkeletonGroup className="space-y-4" label={t`Loading alerts`} shapes={['h-40 rounded-2xl', 'h-40 rounded-2xl']} />}
        error={
          <RetryError query={alerts}>
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
        {(list) => <AlertList alerts={list} onOutcome={setOutcome} />}
      </AsyncSection>
    </div>
  );
}
