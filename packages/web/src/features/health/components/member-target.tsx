import { Trans, useLingui } from '@lingui/react/macro';
import type { Target, TargetValue } from '@wellpath/shared/health/targets';
import { TargetCard } from '@/components/targets/target-card';
import { useTarget } from '../api/targets';

/**
 * The member's target of one kind beside the matching numbers (decision 0091). Nothing while it
 * loads; a target without a value (no HbA1c target without diabetes) only when `always`.
 */
export function MemberTarget({
  kind,
  currentLabel,
  always = true,
  show,
}: {
  kind: Target['kind'];
  currentLabel: string;
  always?: boolean;
  show?: (v: TargetValue) => string;
}) {
  const { query, target } = useTarget(kind);
  if (query.isError) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Your target could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  if (!target || (!always && !target.target)) return null;
  return <TargetCard target={target} currentLabel={currentLabel} show={show} />;
}

/** The LDL and HbA1c targets above the blood results (HbA1c only when there is one: with diabetes, or set by the care team). */
export function BloodTargets() {
  const { t } = useLingui();
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <MemberTarget kind="ldl" currentLabel={t`Your latest LDL cholesterol:`} />
      <MemberTarget kind="hba1c" currentLabel={t`Your latest HbA1c:`} always={false} />
    </div>
  );
}
