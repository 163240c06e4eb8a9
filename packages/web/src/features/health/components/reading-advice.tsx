import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLowBloodPressure, pulseFlag } from '@wellpath/shared/health/blood-pressure';
import { Activity, TriangleAlert } from 'lucide-react';

export const LOW_BP_ADVICE = msg`Low blood pressure is often harmless when you feel well. If you feel dizzy or light-headed, or have fainted, sit or lie down and contact your care team. If you take blood pressure medicines, contact your care team: the dose may need to change (do not stop them on your own). Call 911 if you faint and do not come round quickly, or have chest pain, shortness of breath or confusion.`;

export const PULSE_ADVICE = {
  low: msg`A resting pulse under 40 beats a minute is very slow. Some very fit people have a slow pulse, but if you feel dizzy, faint, short of breath or unusually tired, or you take blood pressure or heart medicines, contact your care team today. Call 911 if you faint or have chest pain.`,
  high: msg`A resting pulse over 120 beats a minute is very fast. Rest for 5 minutes and measure again. If it stays over 120, or you feel dizzy, faint, short of breath or your heart is racing or fluttering, contact your care team today. Call 911 if you faint or have chest pain.`,
} as const;

/** Advice for a reading under 90/60, or with a resting pulse under 40 or over 120; nothing otherwise. */
export function ReadingAdvice({ reading }: { reading: { systolic: number; diastolic: number; pulse: number | null } }) {
  const { i18n } = useLingui();
  const low = isLowBloodPressure(reading.systolic, reading.diastolic);
  const pulse = pulseFlag(reading.pulse);
  if (!low && !pulse) return null;
  const { systolic, diastolic } = reading;
  const beats = reading.pulse;
  return (
    <div className="space-y-3 rounded-xl border-2 border-amber-600 bg-amber-50 p-4 text-amber-950" data-testid="reading-advice">
      {low && (
        <div className="flex gap-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <p className="font-bold">
              <Trans>
                Your reading of {systolic}/{diastolic} mm Hg is low (under 90/60).
              </Trans>
            </p>
            <p className="mt-1 text-sm leading-6">{i18n._(LOW_BP_ADVICE)}</p>
          </div>
        </div>
      )}
      {pulse && beats !== null && (
        <div className="flex gap-3">
          <Activity className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <p className="font-bold">
              {pulse === 'low' ? (
                <Trans>Your pulse of {beats} beats a minute is very slow (under 40).</Trans>
              ) : (
                <Trans>Your pulse of {beats} beats a minute is very fast (over 120).</Trans>
              )}
            </p>
            <p className="mt-1 text-sm leading-6">{i18n._(PULSE_ADVICE[pulse])}</p>
          </div>
        </div>
      )}
    </div>
  );
}
