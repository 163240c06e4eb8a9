import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, CalendarCheck, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import type { NavCategory } from '../api/get-categories';

interface CategorySummary {
  id: string;
  name: string;
  path: string;
  description: string;
  postCount: number | null;
  subcategories: Array<{ _id: string; name: string }>;
}

function isSubcategory(value: unknown): value is { _id: string; name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_id' in value &&
    'name' in value &&
    typeof value._id === 'string' &&
    typeof value.name === 'string'
  );
}

/** The list endpoint's extra fields arrive passed through (§3); read them defensively. */
export function summariseCategory(category: NavCategory): CategorySummary {
  const subs: unknown[] = Array.isArray(category.subcategories) ? category.subcategories : [];
  return {
    id: category.id,
    name: category.name,
    path: category.path,
    description: typeof category.description === 'string' ? category.description : '',
    postCount: typeof category.post_count === 'number' ? category.post_count : null,
    subcategories: subs.filter(isSubcategory).map((sub) => ({ _id: sub._id, name: sub.name })),
  };
}

export function articleCount(count: number): string {
  return i18n._(msg`${plural(count, { one: '# article', other: '# articles' })}`);
}

const chip = cn(
  'inline-flex min-h-8 items-center rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800 ring-1 ring-slate-200 ring-inset hover:bg-teal-50 hover:text-teal-900 hover:ring-teal-200',
  focusRing,
);

/** A category on the Education home: what it covers, how many articles, and its subcategories. */
export function CategoryCard({ category }: { category: NavCategory }) {
  const c = summariseCategory(category);
  const titleId = useId();
  const { t } = useLingui();
  const name = c.name;
  return (
    <Card className="flex h-full flex-col p-5">
      <section aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-800">
            <BookOpen className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 id={titleId} className="text-lg leading-snug font-semibold text-slate-900">
              <Link to={c.path} className={cn('rounded hover:text-teal-800 hover:underline', focusRing)}>
                {c.name}
              </Link>
            </h3>
            {c.postCount !== null && <p className="text-sm text-slate-600">{articleCount(c.postCount)}</p>}
          </div>
        </div>
        {c.description && <p className="mt-3 text-sm leading-6 text-slate-700">{c.description}</p>}
        {c.subcategories.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Topics in ${name}`}>
            {c.subcategories.map((sub) => (
              <li key={sub._id}>
                <Link to={paths.education.subcategory.getHref(c.id, sub._id)} className={chip}>
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={c.path}
          className={cn(
            'mt-auto inline-flex items-center gap-1 self-start rounded pt-4 text-sm font-semibold text-teal-800 hover:underline',
            focusRing,
          )}
        >
          <Trans>
            See all articles<span className="sr-only"> in {name}</span>
          </Trans>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </section>
    </Card>
  );
}

/** The fixed Programs entry (§3), shown after the categories as a wide banner. */
export function ProgramsCard({ category }: { category: NavCategory }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-2xl bg-teal-700 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
          <CalendarCheck className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 id={titleId} className="text-lg font-semibold">
            {category.id === 'programs' ? <Trans>Programs</Trans> : category.name}
          </h3>
          <p className="mt-0.5 text-sm leading-6 text-teal-50">
            <Trans>Put what you read into practice with a guided program you can track day by day.</Trans>
          </p>
        </div>
      </div>
      <Link
        to={category.path || paths.programs.list.getHref()}
        className="inline-flex min-h-10 shrink-0 items-center gap-1 self-start rounded-lg bg-white px-4 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:self-center"
      >
        <Trans>Browse programs</Trans>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

export function CategoryCardSkeleton() {
  // Block for block at a topic card's sizes: icon and name, a description of three lines, a few
  // subcategory chips, See all articles.
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start gap-3">
        <Skeleton className="size-10 shrink-0 rounded-xl" />
        <SkeletonGroup className="flex-1" shapes={['h-6 w-2/3', 'mt-1 h-4 w-20']} />
      </div>
      <Skeleton className="mt-3 h-[4.5rem] w-full" />
      <SkeletonGroup
        className="mt-4 flex flex-wrap gap-2"
        shapes={[
          'h-8 w-28 rounded-full',
          'h-8 w-24 rounded-full',
          'h-8 w-32 rounded-full',
          'h-8 w-24 rounded-full',
          'h-8 w-28 rounded-full',
        ]}
      />
      <div className="mt-auto pt-4">
        <Skeleton className="h-5 w-32" />
      </div>
    </Card>
  );
}
