import { pageTitle } from '@/config/brand';
import { useWorkCount } from '../api/work';

/**
 * A workspace page's title with the count of My work in front (decision 0100): "(3) Messages · WellPath",
 * so a staff member sees from another tab that work is waiting. Without work, or before it loads, the plain title.
 */
export function CareTitle({ title }: { title: string }) {
  const count = useWorkCount();
  const plain = pageTitle(title);
  return <title>{count ? `(${count}) ${plain}` : plain}</title>;
}
