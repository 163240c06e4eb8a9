import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { AsyncSection } from '@/components/ui/async-section';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { usePostsQuery } from '../api/education';
import { EmptyState } from './empty-state';
import { PostList, PostListSkeleton } from './post-list';
import { RetryError } from '@/components/ui/retry-error';

export const PILLAR_POSTS_LIMIT = 3;

interface PillarPostsProps {
  /** The lifestyle pillar's slug (e.g. "sleep"). */
  pillarSlug: string;
  /** The section heading; the pillar page can name the pillar in it. */
  title?: string;
  description?: string;
}

/**
 * Up to three Education Center articles tagged with a lifestyle pillar, newest first, for the pillar
 * page (/lifestyle/:slug). A complete section: heading, loading, error and empty states.
 */
export function PillarPosts({ pillarSlug, title, description }: PillarPostsProps) {
  const headingId = useId();
  const { t } = useLingui();
  const posts = usePostsQuery({ pillar: pillarSlug, limit: PILLAR_POSTS_LIMIT });
  return (
    <section aria-labelledby={headingId} data-testid="pillar-posts">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {title ?? t`Articles to read`}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description ?? t`Short reads from your care team on this topic.`}</p>
        </div>
        <TextLink to={paths.education.home.getHref()} className="text-sm">
          <Trans>Education Center</Trans>
        </TextLink>
      </div>
      <AsyncSection
        query={posts}
        loading={<PostListSkeleton count={PILLAR_POSTS_LIMIT} />}
        error={
          <RetryError query={posts}>
            <Trans>We couldn't load the articles. Please try again later.</Trans>
          </RetryError>
        }
      >
        {(list) => (
          <PostList
            posts={list.slice(0, PILLAR_POSTS_LIMIT)}
            empty={
              <EmptyState icon={<BookOpen className="size-6" aria-hidden="true" />} title={t`No articles on this topic yet`}>
                <Trans>
                  Your care team adds new articles regularly. In the meantime, browse the{' '}
                  <TextLink to={paths.education.home.getHref()}>Education Center</TextLink>.
                </Trans>
              </EmptyState>
            }
          />
        )}
      </AsyncSection>
    </section>
  );
}
