import { useLingui } from '@lingui/react/macro';
import type { EducationPostListItem } from '@wellpath/shared/education/wire';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { PostCard, PostCardSkeleton } from './post-card';

interface PostListProps {
  posts: EducationPostListItem[];
  /** Shown when there is no post. */
  empty: ReactNode;
  showCategory?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function PostList({ posts, empty, showCategory, headingLevel, className }: PostListProps) {
  if (posts.length === 0) return <>{empty}</>;
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {posts.map((post) => (
        <li key={post._id}>
          <PostCard post={post} showCategory={showCategory} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function PostListSkeleton({ count = 3, label, className }: { count?: number; label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={label ?? t`Loading articles`} className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, i) => (
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}
