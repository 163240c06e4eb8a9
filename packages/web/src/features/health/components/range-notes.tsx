import { Trans, useLingui } from '@lingui/react/macro';
import type { BloodResult, ReferenceRange } from '@wellpath/shared/health/wire';
import { cn } from '@/lib/class-names';
import { formatReferenceRange } from './blood-format';

interface RangeNotesProps {
  /** Both sexes' ranges: the member's sex is not known and the ranges differ. */
  rangesBySex?: BloodResult['ranges_by_sex'];
  /** The lab's own range, for a marker whose range differs between laboratories. */
  labRange?: ReferenceRange | null;
  unit: string;
  decimals?: number;
  className?: string;
}

/** What the normal range line cannot say alone: the range of each sex, and the lab's own range beside the catalogue's. */
export function RangeNotes({ rangesBySex, labRange, unit, decimals, className }: RangeNotesProps) {
  const { t } = useLingui();
  const female = rangesBySex && formatReferenceRange(rangesBySex.female, unit, decimals);
  const male = rangesBySex && formatReferenceRange(rangesBySex.male, unit, decimals);
  const lab = labRange && formatReferenceRange(labRange, unit, decimals);
  if (!(female && male) && !lab) return null;
  return (
    <div className={cn('space-y-1 text-xs text-slate-600', className)} data-testid="range-notes">
      {female && male && (
        <p>
          <Trans>
            Normal range for women: {female}; for men: {male}. Your sex is not on your profile, so a value outside either range is flagged.
          </Trans>
        </p>
      )}
      {lab && <p>{t`Your lab's range: ${lab}`}</p>}
    </div>
  );
}
