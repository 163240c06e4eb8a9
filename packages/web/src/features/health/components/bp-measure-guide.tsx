import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

const STEPS = [
  msg`Use a validated upper-arm monitor with the correct cuff size for your arm.`,
  msg`No caffeine, exercise or smoking in the 30 minutes before you measure, and empty your bladder.`,
  msg`Sit in a chair with your back supported and your feet flat on the floor, legs uncrossed.`,
  msg`Rest your arm on a table so the cuff, on bare skin, is at the level of your heart.`,
  msg`Rest quietly for 5 minutes first, and do not talk while you measure.`,
  msg`Take two readings one minute apart, in the morning and in the evening, for 7 days. Log every reading.`,
];

/** Hypertension Canada's protocol for measuring at home. */
export function BpMeasureGuide() {
  const { i18n, t } = useLingui();
  return (
    <details className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" open>
      <summary className={cn('cursor-pointer rounded text-lg font-semibold text-slate-900', focusRing)}>
        <Trans>How to measure at home</Trans>
      </summary>
      <p className="mt-3 text-sm text-slate-600">
        {t`Hypertension Canada's home protocol, so your readings can be compared with the guideline:`}
      </p>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-sm leading-6 text-slate-800">
        {STEPS.map((step, index) => (
          <li key={index}>{i18n._(step)}</li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-600">
        <Trans>Your care team uses the average of these readings, not any single one.</Trans>
      </p>
    </details>
  );
}
