import { Trans, useLingui } from '@lingui/react/macro';
import type { Target, TargetValue } from '@wellpath/shared/health/targets';
import { Target as TargetIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { formatPercent } from '@/lib/i18n/format';
import { useTargetWords } from './target-words';

const STATUS_TONE: Record<Target['status'], string> = {
  met: 'bg-teal-50 text-teal-900 ring-teal-200',
  not_met: 'bg-amber-50 text-amber-900 ring-amber-200',
  unknown: 'bg-slate-50 text-slate-700 ring-slate-200',
};

/** Whether the number meets the target, in words and colour (never colour alone). */
export function TargetStatusPill({ status, needs = null }: { status: Target['status']; needs?: Target['needs'] }) {
  const words = useTargetWords();
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1', STATUS_TONE[status])}>
      {words.status(status, needs)}
    </span>
  );
}

/**
 * The member's target beside their numbers (decision 0091): the goal, their number against it, and
 * who set it, when and why, or the guideline it comes from.
 */
export function TargetCard({
  target,
  currentLabel,
  show,
}: {
  target: Target;
  /** The words before the member's current number, with their colon (French writes a no-break space before it). */
  currentLabel: string;
  /** Writes a number of this kind as the screen does (a weight in pounds); else in the target's unit. */
  show?: (v: TargetValue) => string;
}) {
  const { t } = useLingui();
  const words = useTargetWords();
  const { kind, personal, current } = target;
  const written = (v: TargetValue) => (show ? show(v) : words.value(kind, v));
  const goal = (v: TargetValue) => words.goal(kind, v, written(v));
  const name = words.name(kind);
  const headingId = `target-${kind}`;
  return (
    <Card className="p-5 sm:p-6" data-testid={`target-${kind}`}>
      <section aria-labelledby={headingId} className="space-y-3 text-sm">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <TargetIcon className="size-5 text-teal-700" aria-hidden="true" />
          {personal ? t`${name}: your target from your care team` : t`${name}: your target`}
        </h2>
        {target.target ? (
          <p className="flex flex-wrap items-center gap-3">
            <span className="text-xl font-semibold text-slate-900">{goal(target.target)}</span>
            <TargetStatusPill status={target.status} needs={target.needs} />
          </p>
        ) : target.needs === 'heart_risk' ? (
          <p className="text-slate-700" data-testid="target-needs">
            {words.needs(target.needs, 'member')}
          </p>
        ) : (
          <p className="text-slate-700">
            <Trans>No target is set for this yet. Your care team can set one with you.</Trans>
          </p>
        )}
        {target.needs === 'recent_result' && (
          <p className="text-slate-700" data-testid="target-needs">
            {words.needs(target.needs, 'member')}
          </p>
        )}
        {current && (
          <p className="text-slate-700">
            {currentLabel} <span className="font-semibold text-slate-900">{written(current.value)}</span> ({formatLongDate(current.date)})
          </p>
        )}
        {kind === 'activity' && target.target && current && (
          <ProgressBar
            value={(current.value.value / target.target.value) * 100}
            label={t`Activity this week against your target`}
            valueText={formatPercent(Math.min(1, current.value.value / target.target.value))}
          />
        )}
        {personal ? (
          <div className="space-y-1 rounded-xl bg-slate-50 p-3 text-slate-700">
            <p>
              <Trans>
                Set by {personal.set_by_name} on {formatLongDate(personal.set_at)}.
              </Trans>
            </p>
            <p>
              <Trans>Why:</Trans> <q className="text-slate-900">{personal.note}</q>
            </p>
            {target.default && (
              <p className="text-xs text-slate-600">
                <Trans>
                  Guideline default it replaces: {goal(target.default.target)} ({words.source(target.default.source)}).
                </Trans>
              </p>
            )}
          </div>
        ) : (
          target.default && (
            <p className="text-xs text-slate-600">
              <Trans>Guideline default: {words.source(target.default.source)}. Your care team may set a personal target with you.</Trans>
            </p>
          )
        )}
      </section>
    </Card>
  );
}
