import { Trans, useLingui } from '@lingui/react/macro';
import { ALERT_KIND_NAMES, type WorkItem } from '@wellpath/shared/staff/wire';
import { AlertTriangle, BellRing, CircleCheck, Inbox, MessagesSquare, Scale, type LucideIcon } from 'lucide-react';
import { AsyncSection } from '@/components/ui/async-section';
import { Card } from '@/components/ui/card';
import { EmptyCard } from '@/components/ui/empty-card';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { tr } from '@/lib/i18n/translate';
import { useWorkQuery } from '../api/work';
import { Badge } from '../components/badge';
import { CareTitle } from '../components/care-title';
import { formatDateTime } from '../components/format';
import { HandoverNotices, workHref } from '../components/handover-notices';
import { useStaff } from '../components/staff-context';
import { useNow } from '../components/use-now';

const ICONS: Record<WorkItem['kind'], LucideIcon> = { alert: BellRing, thread: MessagesSquare, request: Inbox, weight_review: Scale };

/** /care/work: what is mine and what of the pool is due, worst first (decision 0100). Every role opens it. */
export function WorkPage() {
  const { t } = useLingui();
  const title = t`My work`;
  const work = useWorkQuery();
  return (
    <div className="space-y-6">
      <CareTitle title={title} />
      <PageHeader
        title={title}
        description={t`Alerts, messages and programme requests assigned to you, those of the pool that are overdue or due within a day, and every weight loss to review: worst first, then by due time.`}
      />
      {work.data && (
        <p className="text-sm text-slate-700" data-testid="work-counts">
          <Trans>
            {work.data.counts.mine} assigned to you · {work.data.counts.overdue} overdue
          </Trans>
        </p>
      )}
      {work.data?.handovers && <HandoverNotices handovers={work.data.handovers} />}
      <AsyncSection
        query={work}
        isEmpty={(data) => data.items.length === 0}
        loading={<SkeletonGroup className="space-y-3" label={t`Loading your work`} shapes={['h-24 rounded-2xl', 'h-24 rounded-2xl']} />}
        error={
          <RetryError query={work}>
            <Trans>Your work could not be loaded.</Trans>
          </RetryError>
        }
        empty={
          <EmptyCard icon={CircleCheck}>
            <Trans>Nothing is assigned to you and nothing in the pool is due. New work appears here.</Trans>
          </EmptyCard>
        }
      >
        {(data) => (
          <ul className="space-y-3" aria-label={t`My work, worst first`}>
            {data.items.map((item) => (
              <li key={`${item.kind}:${item._id}`}>
                <WorkCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </AsyncSection>
    </div>
  );
}

function WorkCard({ item }: { item: WorkItem }) {
  const { t } = useLingui();
  const me = useStaff();
  const now = useNow();
  const Icon = ICONS[item.kind];
  const member = item.member.name || t`A member who deleted their account`;
  const owner = item.assigned_to ? (item.assigned_to._id === me._id ? t`You` : item.assigned_to.name) : t`The pool`;
  const due = item.due_at ? formatDateTime(item.due_at) : null;
  const overdue = item.due_at !== null && Date.parse(item.due_at) <= now;
  const heading =
    item.kind === 'alert' && item.alert_kind
      ? tr(ALERT_KIND_NAMES[item.alert_kind])
      : item.kind === 'weight_review'
        ? item.title === 'low_bmi'
          ? t`Weight loss to review: a BMI under 18.5 after a loss`
          : t`Weight loss to review: more than 1.5 kg a week for three weeks`
        : item.kind === 'thread'
          ? t`Message: ${item.title}`
          : t`Programme request: ${item.title}`;
  const href = workHref(item.kind, item._id, item.member._id);
  return (
    <Card className="p-4" data-testid="work-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="flex min-w-0 items-center gap-2 text-base font-semibold break-words text-slate-900">
          <Icon className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
          <TextLink to={href}>{heading}</TextLink>
        </h2>
        <div className="flex flex-wrap gap-2">
          {overdue && (
            <Badge tone="danger" icon={AlertTriangle} label={t`Due time`}>
              <Trans comment="work not done by its due time">Overdue</Trans>
            </Badge>
          )}
          {item.mine && (
            <Badge tone="info" label={t`Owner`}>
              <Trans comment="work assigned to the reader">Mine</Trans>
            </Badge>
          )}
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">
          <Trans>Member</Trans>
        </dt>
        <dd className="text-slate-800">
          {item.member.name ? <TextLink to={paths.care.member.getHref(item.member._id)}>{member}</TextLink> : member}
        </dd>
        <dt className="font-medium text-slate-600">
          <Trans comment="who a piece of work belongs to">Owner</Trans>
        </dt>
        <dd className="text-slate-800">{owner}</dd>
        <dt className="font-medium text-slate-600">
          <Trans comment="by when a piece of work should be done">Due</Trans>
        </dt>
        <dd className="text-slate-800">{due ? <time dateTime={item.due_at ?? undefined}>{due}</time> : <Trans>No due time</Trans>}</dd>
      </dl>
    </Card>
  );
}
