import { Trans, useLingui } from '@lingui/react/macro';
import type { Target } from '@wellpath/shared/health/targets';
import { useState } from 'react';
import { TargetStatusPill } from '@/components/targets/target-card';
import { useTargetWords } from '@/components/targets/target-words';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/dates';
import { failedSubmit } from '@/lib/forms';
import { useMemberTargetsQuery, useRemoveTargetMutation } from '../api/members';
import { Section } from './section';
import { TargetForm } from './target-form';

/**
 * The member's targets in their record (decision 0091): every role sees them; clinicians set and
 * remove them; the member's numbers against them only for roles that read health data.
 */
export function MemberTargets({ memberId, canSet, withNumbers }: { memberId: string; canSet: boolean; withNumbers: boolean }) {
  const { t } = useLingui();
  const targets = useMemberTargetsQuery(memberId);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  return (
    <Section
      id="targets"
      title={t`Targets`}
      description={
        canSet
          ? t`Set a personal target where the guideline default does not fit this member. The member sees it with your note.`
          : t`Set by the member's clinician. Only clinicians can change them.`
      }
    >
      <FormStatus outcome={outcome} />
      <AsyncSection
        query={targets}
        loading={<SkeletonGroup label={t`Loading targets`} shapes={['h-40 rounded-2xl']} />}
        error={
          <RetryError query={targets}>
            <Trans>The targets could not be loaded.</Trans>
          </RetryError>
        }
      >
        {(data) => (
          <ul className="space-y-3">
            {data.targets.map((target) => (
              <TargetRow
                key={target.kind}
                memberId={memberId}
                target={target}
                canSet={canSet}
                withNumbers={withNumbers}
                onOutcome={setOutcome}
              />
            ))}
          </ul>
        )}
      </AsyncSection>
    </Section>
  );
}

function TargetRow({
  memberId,
  target,
  canSet,
  withNumbers,
  onOutcome,
}: {
  memberId: string;
  target: Target;
  canSet: boolean;
  withNumbers: boolean;
  onOutcome: (o: FormOutcome | null) => void;
}) {
  const { t } = useLingui();
  const words = useTargetWords();
  const remove = useRemoveTargetMutation(memberId);
  const [editing, setEditing] = useState(false);
  const { kind, personal, current } = target;
  const name = words.name(kind);
  return (
    <li className="space-y-2 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200" data-testid={`care-target-${kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        {withNumbers && target.target && <TargetStatusPill status={target.status} needs={target.needs} />}
      </div>
      <p className="text-slate-900">
        {target.target
          ? words.goal(kind, target.target)
          : withNumbers
            ? (words.needs(target.needs, 'staff') ?? t`No target: no guideline default applies.`)
            : t`No personal target set.`}{' '}
        <span className="text-slate-600">{personal ? t`(personal)` : target.default ? t`(guideline default)` : ''}</span>
      </p>
      {personal && (
        <p className="text-slate-700">
          <Trans>
            Set by {personal.set_by_name} on {formatLongDate(personal.set_at)}. Note to the member: <q>{personal.note}</q>
          </Trans>
        </p>
      )}
      {target.default && (
        <p className="text-xs text-slate-600">
          <Trans>
            Guideline default: {words.goal(kind, target.default.target)} ({words.source(target.default.source)}).
          </Trans>
        </p>
      )}
      {withNumbers && (
        <p className="text-slate-700">
          {current ? (
            <Trans>
              Member&apos;s number: {words.value(kind, current.value)} ({formatLongDate(current.date)})
            </Trans>
          ) : (
            <Trans>No number to compare yet.</Trans>
          )}
        </p>
      )}
      {withNumbers && target.needs === 'recent_result' && <p className="text-slate-700">{words.needs(target.needs, 'staff')}</p>}
      {canSet && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => (onOutcome(null), setEditing((v) => !v))}
            aria-expanded={editing}
            aria-label={editing ? t`Cancel` : t`Set target: ${name}`}
          >
            {editing ? t`Cancel` : t`Set target`}
          </Button>
          {personal && !editing && (
            <Button
              variant="secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(kind, {
                  onSuccess: () => onOutcome({ type: 'success', message: t`${name}: the guideline default applies again.` }),
                  onError: (error) => onOutcome(failedSubmit(error, t`The target could not be removed. Please try again.`)),
                })
              }
            >
              <Trans>Use the guideline default</Trans>
            </Button>
          )}
        </div>
      )}
      {editing && (
        <TargetForm
          memberId={memberId}
          target={target}
          onDone={(message) => {
            setEditing(false);
            onOutcome({ type: 'success', message });
          }}
        />
      )}
    </li>
  );
}
