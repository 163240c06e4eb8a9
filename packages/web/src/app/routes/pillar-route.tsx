import { PillarPosts } from '@/features/education/components/pillar-posts';
import { PillarPage } from '@/features/lifestyle/pages/pillar-page';

/** Pillar details composed with the pillar's education posts (features do not import each other). */
export function PillarRoute() {
  return <PillarPage education={(slug) => <PillarPosts pillarSlug={slug} />} />;
}
