import { Trans, useLingui } from '@lingui/react/macro';
import { tr } from '@/lib/i18n/translate';
import { isStaffRole, ROLE_LABELS } from '@wellpath/shared/staff/roles';
import { ShieldCheck } from 'lucide-react';
import { AsyncSection } from '@/components/ui/async-section';
import { Card } from '@/components/ui/card';
import { RetryError } from '@/components/ui/retry-error';
import { ShowMoreButton, useShowMore } from '@/components/ui/show-more';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { useAccessLogQuery } from '../api/access-log';

type Entry = NonNullable<ReturnType<typeof useAccessLogQuery>['data']>[number];

const roleLabel = (role: string) => (isStaffRole(role) ? tr(ROLE_LABELS[role]) : role);

/** "Who has viewed your record": every time someone on the care team opened the member's health data or acted on it. */
export function AccessLogCard() {
  const log = useAccessLogQuery();
  const { t } = useLingui();
  return (
    <Card className="p-6">
      <section aria-labelledby="access-log-heading">
        <h2 id="access-log-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Who has viewed your record</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Each time someone on your care team opens your health information or acts on your record, it is listed here.</Trans>
        </p>
        <div className="mt-4">
          <AsyncSection
            query={log}
            loading={
              <SkeletonGroup className="space-y-3" label={t`Loading who has viewed your record`} shapes={['h-12', 'h-12', 'h-12']} />
            }
            error={
              <RetryError query={log}>
                <Trans>Failed to load who has viewed your record. Please try again later.</Trans>
              </RetryError>
            }
            empty={
              <p className="flex items-center gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
                <ShieldCheck className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
                <Trans>No one on your care team has opened your record yet.</Trans>
              </p>
            }
          >
            {(entries) => <AccessLogList entries={entries} />}
          </AsyncSection>
        </div>
      </section>
    </Card>
  );
}

function AccessLogList({ entries }: { entries: Entry[] }) {
  const { visible, hidden, more, step } = useShowMore(entries);
  const { t } = useLingui();
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {visible.map((entry) => (
          <li key={entry._id} className="py-3 first:pt-0 last:pb-0" data-testid="access-entry">
            <p className="text-xs text-slate-600">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </p>
            <p className="mt-0.5 text-sm font-medium text-slate-900">
              {entry.staff_name}, {roleLabel(entry.staff_role)}
            </p>
            <p className="text-sm text-slate-700">{entry.action}</p>
          </li>
        ))}
      </ul>
      <ShowMoreButton hidden={hidden} step={step} onClick={more} noun={t`entries`} />
    </>
  );
}
