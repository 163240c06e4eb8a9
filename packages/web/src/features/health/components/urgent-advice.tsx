import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';

/** What to do about a reading above 180/120: the same urgency in every language. */
export const URGENT_ADVICE = msg`If you also have chest pain, shortness of breath, weakness, vision or speech changes, call 911. Otherwise rest 5 minutes, measure again, and if it is still above 180/120 contact your doctor or go to urgent care today.`;

/** Shown when a reading is above 180/120 (needsUrgentCare). */
export function UrgentAdvice({ systolic, diastolic }: { systolic: number; diastolic: number }) {
  const { i18n } = useLingui();
  return (
    <div role="alert" className="flex gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900" data-testid="urgent-advice">
      <TriangleAlert className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden="true" />
      <div>
        <p className="font-bold">
          <Trans>
            Your reading of {systolic}/{diastolic} mm Hg is very high.
          </Trans>
        </p>
        <p className="mt-1 text-sm leading-6">{i18n._(URGENT_ADVICE)}</p>
      </div>
    </div>
  );
}
