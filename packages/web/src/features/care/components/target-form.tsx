import { Trans, useLingui } from '@lingui/react/macro';
import { TARGET_BOUNDS, type Target } from '@wellpath/shared/health/targets';
import { useState, type FormEvent } from 'react';
import { useTargetWords } from '@/components/targets/target-words';
import { Button } from '@/components/ui/button';
import { CountedTextAreaField } from '@/components/ui/counted-text-area';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { TextField } from '@/components/ui/form-field';
import { failedSubmit } from '@/lib/forms';
import { useSetTargetMutation, type SetTargetInput } from '../api/members';

const NOTE_MAX = 500;

/** A clinician sets one target: blood pressure is one of the two guideline choices; the others a number; always a note for the member. */
export function TargetForm({ memberId, target, onDone }: { memberId: string; target: Target; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const words = useTargetWords();
  const set = useSetTargetMutation(memberId);
  const { kind } = target;
  const relaxedNow = target.target?.value === 140;
  const [choice, setChoice] = useState<'standard' | 'relaxed'>(relaxedNow ? 'relaxed' : 'standard');
  const [value, setValue] = useState(kind === 'blood_pressure' ? '' : String(target.target?.value ?? ''));
  const [note, setNote] = useState(target.personal?.note ?? '');
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const name = words.name(kind);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const body: SetTargetInput =
      kind === 'blood_pressure' ? { kind, choice, note } : { kind, value: value.trim() === '' ? Number.NaN : Number(value), note };
    set.mutate(body, {
      onSuccess: () => onDone(t`${name}: target saved. The member sees it with your note.`),
      onError: (error) => setOutcome(failedSubmit(error, t`The target could not be saved. Please try again.`)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl bg-slate-50 p-4" aria-label={t`Set target: ${name}`}>
      <FormStatus outcome={outcome} />
      {kind === 'blood_pressure' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            <Trans>Blood pressure target</Trans>
          </legend>
          {(['standard', 'relaxed'] as const).map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name={`bp-choice-${memberId}`} value={c} checked={choice === c} onChange={() => setChoice(c)} />
              {c === 'standard' ? t`Below 130/80 mm Hg (guideline default)` : t`Below 140/90 mm Hg`}
            </label>
          ))}
        </fieldset>
      ) : (
        <TextField
          label={t`${name} (${target.unit})`}
          inputMode="decimal"
          type="number"
          step={kind === 'activity' ? 1 : 0.1}
          min={TARGET_BOUNDS[kind].min}
          max={TARGET_BOUNDS[kind].max}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
        />
      )}
      <CountedTextAreaField
        label={t`Note for the member: why this target`}
        hint={t`The member reads this beside the target.`}
        rows={3}
        maxLength={NOTE_MAX}
        length={note.length}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        required
      />
      <Button type="submit" disabled={set.isPending}>
        <Trans>Save target</Trans>
      </Button>
    </form>
  );
}
