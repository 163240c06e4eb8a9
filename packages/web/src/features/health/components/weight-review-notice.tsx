import { useLingui } from '@lingui/react/macro';
import type { BodySummary } from '@wellpath/shared/health/wire';
import { Info } from 'lucide-react';

/**
 * A fast weight loss flagged for review (decision 0103): said calmly, with only what is true of what
 * happens next (the review is on the member's record, where the care team sees it; no one is notified
 * and no one owns it yet, decision 0103 amended) and when to see a doctor; no advice on eating or dosing.
 */
export function WeightReviewNotice({ review }: { review: NonNullable<BodySummary['weight_review']> }) {
  const { t } = useLingui();
  const what =
    review.reason === 'fast_loss'
      ? t`Your weight has gone down by more than 1.5 kg a week for three weeks in a row.`
      : t`Your latest weight is lower than before and gives a BMI under 18.5.`;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-2xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950"
      data-testid="weight-review"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">{t`A weight change worth a check`}</p>
        <p>
          {what}{' '}
          {t`A change this fast is worth a check. Your care team can see this on your record. If you are losing weight without trying, or you feel unwell, contact your doctor.`}
        </p>
      </div>
    </div>
  );
}
