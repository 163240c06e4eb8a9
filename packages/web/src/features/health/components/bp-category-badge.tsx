import { BP_FLAG_MESSAGES, bpBadge, type BpCategory, type BpFlag } from '@wellpath/shared/health/blood-pressure';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { tr } from '@/lib/i18n/translate';
import { BP_CATEGORY_STYLES, BP_CHECK_STYLE } from './bp-format';

/**
 * A reading's (or an average's) badge: its AHA/ACC 2017 category as a labelled pill, unless a flag
 * beside it (under 90/60, a pulse under 40 or over 120) asks more, then "Low: check" in amber
 * (bpBadge): never a green "Normal" beside a flag. The crisis category and a check carry a warning icon.
 */
export function BpCategoryBadge({
  category,
  flags = [],
  className,
}: {
  category: BpCategory;
  flags?: readonly BpFlag[];
  className?: string;
}) {
  const badge = bpBadge(category, flags);
  const warn = badge.kind === 'check' || category === 'crisis';
  return (
    <span
      data-category={badge.kind === 'category' ? badge.category : undefined}
      data-check={badge.kind === 'check' ? badge.flag : undefined}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        badge.kind === 'check' ? BP_CHECK_STYLE : BP_CATEGORY_STYLES[badge.category],
        className,
      )}
    >
      {warn && <TriangleAlert className="size-3.5" aria-hidden="true" />}
      {tr(badge.message)}
    </span>
  );
}

const flagClasses =
  'inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset';

/** Words, not colour alone: a reading under 90/60, a pulse under 40 or over 120. */
export function ReadingFlags({ flags }: { flags: readonly BpFlag[] }) {
  return (
    <>
      {flags.map((flag) => (
        <span key={flag} className={flagClasses} data-flag={flag}>
          {tr(BP_FLAG_MESSAGES[flag])}
        </span>
      ))}
    </>
  );
}
