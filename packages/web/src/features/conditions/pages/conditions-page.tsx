import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import type { ConditionSummary } from '@wellpath/shared/conditions/wire';
import { AsyncSection } from '@/components/ui/async-section';
import { Card } from '@/components/ui/card';
import { EmptyCard } from '@/components/ui/empty-card';
import { focusRing } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useConditionsQuery } from '../api/conditions';
import { ConditionToggle } from '../components/condition-toggle';

/** /conditions: the catalogue of conditions; the member marks the ones they have (shown on the profile). */
export function ConditionsPage() {
  const { t } = useLingui();
  const conditions = useConditionsQuery();
  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Conditions`)}</title>
      <PageHeader
        title={t`Conditions`}
        description={t`Learn about common heart and metabolic conditions and what helps. Mark the ones you have so they appear on your profile and your care team can suggest the right programs and reading.`}
      />

      <AsyncSection
        query={conditions}
        loading={
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={t`Loading conditions`}>
            {[0, 1, 2, 3].map((i) => (
              <Card key={i} className="space-y-3 p-5">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-5 w-1/3" />
              </Card>
            ))}
          </div>
        }
        error={t`Failed to load conditions. Please try again later.`}
        empty={
          <EmptyCard icon={Stethoscope}>
            <Trans>No conditions are described yet. Your care team will add them here.</Trans>
          </EmptyCard>
        }
      >
        {(list) => <ConditionList conditions={list} />}
      </AsyncSection>
    </div>
  );
}

function ConditionList({ conditions }: { conditions: ConditionSummary[] }) {
  const { t } = useLingui();
  const marked = conditions.filter((c) => c.has_condition).length;
  const learnMore = (name: string) => t`Learn more about ${name}`;
  return (
    <>
      <p className="text-sm text-slate-700" aria-live="polite">
        {marked === 0
          ? t`You have not marked any condition yet.`
          : t`You have marked ${plural(marked, { one: '# condition', other: '# conditions' })}.`}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {conditions.map((c) => (
          <li key={c._id}>
            <Card className={cn('flex h-full flex-col p-5', c.has_condition && 'ring-2 ring-teal-600')} data-testid="condition">
              <h2 className="text-lg font-semibold text-slate-900">
                <Link to={paths.conditions.detail.getHref(c._id)} className={cn('rounded hover:text-teal-800 hover:underline', focusRing)}>
                  {c.name}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{c.summary}</p>
              <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
                <ConditionToggle id={c._id} name={c.name} checked={c.has_condition} markedFrom={c.marked_from} />
                <Link
                  to={paths.conditions.detail.getHref(c._id)}
                  aria-label={learnMore(c.name)}
                  className={cn(
                    'inline-flex items-center gap-1 rounded text-sm font-semibold text-teal-800 underline-offset-2 hover:underline',
                    focusRing,
                  )}
                >
                  <Trans>Learn more</Trans>
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
