import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { EducationPostListItem } from '@wellpath/shared/education/wire';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { HighlightedText } from './highlighted-text';

export function readingTime(minutes: number): string {
  return t`${minutes} min read`;
}

interface PostCardProps {
  /** With `highlight` (a search result), the matched words are marked. */
  post: EducationPostListItem;
  /** Hide the category line where the page already is the category. */
  showCategory?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** An article in a list: the whole card opens it. */
export function PostCard({ post, showCategory = true, headingLevel: Heading = 'h3' }: PostCardProps) {
  const titleId = useId();
  const { highlight } = post;
  // A search result shows its summary whole when a word matched there (a clamp could hide it), and
  // otherwise quotes the article where it matched: either way the member sees why the post is there.
  const summaryMatched = highlight?.summary.some((s) => s.match) ?? false;
  const topic = post.subcategory ? `${post.category.name} · ${post.subcategory.name}` : post.category.name;
  return (
    <Card className="relative flex h-full flex-col p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        {showCategory && <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">{topic}</p>}
        {!showCategory && post.subcategory && (
          <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">{post.subcategory.name}</p>
        )}
        <Heading id={titleId} className="mt-1.5 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={paths.education.post.getHref(post._id)}
            className={cn('rounded after:absolute after:inset-0 after:rounded-2xl hover:text-teal-800', focusRing)}
          >
            {highlight ? <HighlightedText segments={highlight.title} /> : post.title}
          </Link>
        </Heading>
        <p className={cn('mt-2 text-sm leading-6 text-slate-600', !summaryMatched && 'line-clamp-3')}>
          {highlight ? <HighlightedText segments={highlight.summary} /> : post.summary}
        </p>
        {highlight && !summaryMatched && highlight.excerpt.length > 0 && (
          <p className="mt-3 border-l-2 border-amber-300 pl-3 text-sm leading-6 text-slate-700">
            <span className="sr-only">
              <Trans>From the article:</Trans>{' '}
            </span>
            <HighlightedText segments={highlight.excerpt} />
          </p>
        )}
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {readingTime(post.reading_minutes)}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.published}>{formatLongDate(post.published)}</time>
        </p>
      </article>
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <Card className="p-5">
      <SkeletonGroup shapes={['h-3 w-32', 'mt-3 h-5 w-4/5', 'mt-3 h-3.5 w-full', 'mt-2 h-3.5 w-11/12', 'mt-5 h-3 w-40']} />
    </Card>
  );
}
