import { TriangleAlert } from 'lucide-react';

export const URGENT_ADVICE =
  'If you also have chest pain, shortness of breath, weakness, vision or speech changes, call 911. Otherwise rest 5 minutes, measure again, and if it is still above 180/120 contact your doctor or go to urgent care today.';

/** Shown when a reading is above 180/120 (needsUrgentCare). */
export function UrgentAdvice({ systolic, diastolic }: { systolic: number; diastolic: number }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900" data-testid="urgent-advice">
      <TriangleAlert className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden="true" />
      <div>
        <p className="font-bold">
          Your reading of {systolic}/{diastolic} mm Hg is very high.
        </p>
        <p className="mt-1 text-sm leading-6">{URGENT_ADVICE}</p>
      </div>
    </div>
  );
}
