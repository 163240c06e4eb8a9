import { Trans, useLingui } from '@lingui/react/macro';
import { Apple, Check, Dumbbell, HeartPulse, Moon } from 'lucide-react';
import { formatPercent } from '@/lib/i18n/format';

/** A decorative preview of the member's journey; hidden from assistive technology. */
export function HeroIllustration() {
  const { t } = useLingui();
  const rows = [
    { icon: Moon, name: t`Sleep`, progress: 100, done: true },
    { icon: Apple, name: t`Nutrition`, progress: 64, done: false },
    { icon: Dumbbell, name: t`Physical activity`, progress: 38, done: false },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="rounded-3xl bg-white p-6 pb-14 shadow-xl ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <p className="font-semibold text-slate-900">
            <Trans>Your Health Journey</Trans>
          </p>
          <span className="rounded-full bg-teal-50 px-2.5 py-1 text-xs font-medium text-teal-800">
            <Trans>Week 3</Trans>
          </span>
        </div>
        <ul className="mt-6 space-y-5">
          {rows.map(({ icon: Icon, name, progress, done }) => (
            <li key={name} className="flex items-center gap-4">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-teal-50 text-teal-800">
                <Icon className="size-5" />
              </span>
              <div className="flex-1">
                <div className="flex justify-between text-sm">
                  <span className="font-medium text-slate-800">{name}</span>
                  {done ? (
                    <Check className="size-4 text-green-700" />
                  ) : (
                    <span className="text-slate-600">{formatPercent(progress / 100)}</span>
                  )}
                </div>
                <div className="mt-2 h-2 rounded-full bg-slate-100">
                  <div className="h-2 rounded-full bg-teal-600" style={{ width: `${progress}%` }} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-6 -left-6 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-rose-50 text-rose-700">
          <HeartPulse className="size-5" />
        </span>
        <div>
          <p className="text-xs text-slate-600">
            <Trans>LDL cholesterol</Trans>
          </p>
          <p className="text-sm font-semibold text-slate-900">
            <Trans>Back in range</Trans>
          </p>
        </div>
      </div>
    </div>
  );
}
