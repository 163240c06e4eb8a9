import { useLingui } from '@lingui/react/macro';
import type { WeightReview } from '@wellpath/shared/health/weight-loss';
import { Scale } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { useMarkWeightReviewedMutation, useMemberWeightReviewsQuery } from '../api/chart';
import { Badge } from './badge';
import { LoadedSection, Nothing } from './section';

/**
 * Weight losses flagged for review (decision 0103): a "needs review" item, not an urgent alert, with
 * the weights that raised it; a clinician or administrator marks it reviewed. Each read and review is
 * in the access log.
 */
export function MemberWeightReviews({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const query = useMemberWeightReviewsQuery(memberId);
  return (
    <LoadedSection
      id="weight-review"
      title={t`Weight review`}
      description={t`Weight losses of more than 1.5 kg a week for three weeks, or to a BMI under 18.5, flagged for the care team to look at. Not an urgent alert.`}
      query={query}
      loading={{ label: t`Loading the weight reviews`, shapes: ['h-24 rounded-xl'] }}
      failed={t`The weight reviews could not be loaded.`}
    >
      {(data) =>
        data.reviews.length === 0 ? (
          <Nothing>{t`No weight loss has been flagged.`}</Nothing>
        ) : (
          <ul className="space-y-3">
            {data.reviews.map((r) => (
              <ReviewItem key={r._id} memberId={memberId} review={r} />
            ))}
          </ul>
        )
      }
    </LoadedSection>
  );
}

function ReviewItem({ memberId, review }: { memberId: string; review: WeightReview }) {
  const { t } = useLingui();
  const mark = useMarkWeightReviewedMutation(memberId);
  const raised = formatDateTime(review.raised_at);
  const reason =
    review.reason === 'fast_loss'
      ? t`More than 1.5 kg a week for three weeks`
      : t`BMI ${formatNumber(review.evidence.bmi ?? 0, { min: 1, max: 1 })} after a loss`;
  const weights = review.evidence.weights.map((w) => `${formatNumber(w.kg, { max: 2 })} kg (${formatLongDate(w.measured_at)})`).join(' → ');
  const losses = review.evidence.weekly_losses.map((l) => formatNumber(l, { max: 2 })).join(', ');
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="weight-review-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Scale className="size-4" aria-hidden="true" />
          {reason}
        </p>
        {review.reviewed_at ? (
          <Badge tone="success" label={t`Status`}>{t`Reviewed`}</Badge>
        ) : (
          <Badge tone="warning" label={t`Status`}>{t`Needs review`}</Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">{t`Flagged ${raised}. Weights: ${weights}.`}</p>
      {losses && <p className="text-sm text-slate-700">{t`Loss each week (kg): ${losses}.`}</p>}
      {review.reviewed_at ? (
        <p className="mt-1 text-sm text-slate-600">{t`Reviewed by ${review.reviewed_by ?? ''} on ${formatDateTime(review.reviewed_at)}.`}</p>
      ) : (
        <div className="mt-3 space-y-2">
          <Button type="button" variant="secondary" disabled={mark.isPending} onClick={() => mark.mutate(review._id)}>
            {t`Mark reviewed`}
          </Button>
          {mark.isError && <StatusMessage type="error">{t`It could not be marked reviewed. Please try again.`}</StatusMessage>}
        </div>
      )}
    </li>
  );
}
