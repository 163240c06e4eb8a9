import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, BookOpen, ChevronRight, ExternalLink, Layers, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ConditionDetail } from '@wellpath/shared/conditions/wire';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { Prose } from '@/components/ui/prose';
import { useConditionQuery } from '../api/conditions';
import { ConditionToggle } from '../components/condition-toggle';

const linkRow = cn('flex items-start justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50', focusRing);

/** /conditions/:id: what the condition is, mark or unmark it, and the pillars, programmes and reading that help. */
export function ConditionDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const condition = useConditionQuery(id);
  const notFound = condition.isError && isApiError(condition.error) && condition.error.status === 404;
  return (
    <div className="space-y-6">
      <title>{pageTitle(condition.data?.name ?? t`Condition Details`)}</title>
      <Link
        to={paths.conditions.list.getHref()}
        className={cn(
          'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 underline-offset-2 hover:underline',
          focusRing,
        )}
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>All conditions</Trans>
      </Link>
      {condition.isPending && (
        <div className="space-y-4" role="status" aria-label={t`Loading condition`}>
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      )}
      {notFound && (
        <>
          <PageHeader title={t`Condition not found`} />
          <StatusMessage type="error">
            <Trans>This condition does not exist or is no longer described. Choose one from the list of conditions.</Trans>
          </StatusMessage>
        </>
      )}
      {condition.isError && !notFound && (
        <>
          <PageHeader title={t`Condition Details`} />
          <StatusMessage type="error">
            <Trans>Failed to load conditions. Please try again later.</Trans>
          </StatusMessage>
        </>
      )}
      {condition.isSuccess && <ConditionContent condition={condition.data} />}
    </div>
  );
}

function Related({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

function ConditionContent({ condition }: { condition: ConditionDetail }) {
  const { t } = useLingui();
  const name = condition.name;
  const opensInNewTab = (title: string) => t`${title} (opens in a new tab)`;
  return (
    <>
      <PageHeader title={condition.name} description={condition.summary} />
      <Card className={cn('p-4', condition.has_condition && 'bg-teal-50 ring-teal-200')}>
        <ConditionToggle id={condition._id} name={condition.name} checked={condition.has_condition} markedFrom={condition.marked_from} />
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Conditions you mark are listed on your profile. Only you and your care team see them.</Trans>
        </p>
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="p-5 sm:p-6 lg:col-span-2">
          <h2 className="sr-only">
            <Trans>About {name}</Trans>
          </h2>
          <Prose html={condition.description} />
        </Card>

        <div className="space-y-4">
          {condition.pillars.length > 0 && (
            <Related title={t`Lifestyle pillars that help`} icon={<Layers className="size-5 text-teal-700" aria-hidden="true" />}>
              <LinkList items={condition.pillars.map((p) => ({ id: p._id, to: paths.lifestyle.getHref(p.slug), title: p.name }))} />
            </Related>
          )}
          {condition.programs.length > 0 && (
            <Related title={t`Programs`} icon={<ListChecks className="size-5 text-teal-700" aria-hidden="true" />}>
              <LinkList
                items={condition.programs.map((p) => ({
                  id: p._id,
                  to: paths.programs.detail.getHref(p._id),
                  title: p.title,
                  detail: p.shortText,
                }))}
              />
            </Related>
          )}
          {condition.education.length > 0 && (
            <Related
              title={t({ message: 'Reading', context: 'things to read' })}
              icon={<BookOpen className="size-5 text-teal-700" aria-hidden="true" />}
            >
              <LinkList
                items={condition.education.map((e) => ({
                  id: e._id,
                  to: paths.education.post.getHref(e._id),
                  title: e.title,
                  detail: e.summary,
                }))}
              />
            </Related>
          )}
          {condition.links.length > 0 && (
            <Related title={t`Trusted sources`} icon={<ExternalLink className="size-5 text-teal-700" aria-hidden="true" />}>
              <ul className="space-y-1">
                {condition.links.map((l) => (
                  <li key={l.url}>
                    <a
                      href={l.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={opensInNewTab(l.title)}
                      className={cn(linkRow, 'justify-start font-medium text-teal-800 underline-offset-2 hover:underline')}
                    >
                      <span>{l.title}</span>
                      <ExternalLink className="mt-1 size-3.5 shrink-0" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </Related>
          )}
        </div>
      </div>
    </>
  );
}

/** In-app links with a title and an optional line under it. */
function LinkList({ items }: { items: Array<{ id: string; to: string; title: string; detail?: string }> }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.to} className={linkRow}>
            <span>
              <span className="block font-medium text-slate-900">{item.title}</span>
              {item.detail && <span className="mt-0.5 block text-sm text-slate-600">{item.detail}</span>}
            </span>
            <ChevronRight className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
