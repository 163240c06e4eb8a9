import { BP_CATEGORY_MESSAGES, type BpCategory } from '@wellpath/shared/health/blood-pressure';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { tr } from '@/lib/i18n/translate';
import { BP_CATEGORY_STYLES } from './bp-format';

/** An AHA/ACC 2017 category as a labelled pill (the crisis category also carries a warning icon). */
export function BpCategoryBadge({ category, className }: { category: BpCategory; className?: string }) {
  return (
    <span
      data-category={category}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        BP_CATEGORY_STYLES[category],
        className,
      )}
    >
      {category === 'crisis' && <TriangleAlert className="size-3.5" aria-hidden="true" />}
      {tr(BP_CATEGORY_MESSAGES[category])}
    </span>
  );
}
