import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConditionSummary } from '@wellpath/shared/conditions/wire';
import { useId, useState } from 'react';
import { cn } from '@/lib/class-names';
import { useSetConditionMembershipMutation } from '../api/conditions';

interface ConditionToggleProps {
  id: string;
  name: string;
  checked: boolean;
  /** The answer that marked it (the health profile's), said under the box. */
  markedFrom?: ConditionSummary['marked_from'];
  className?: string;
}

/** Why an answer marked the condition, and that the member decides. */
export function markedFromText(source: NonNullable<ConditionSummary['marked_from']>): string {
  const survey = source.survey_title;
  const answer = source.option_text;
  if (answer && survey) return t`Marked because you answered "${answer}" in the ${survey}. Untick it if it is not right.`;
  if (answer) return t`Marked because you answered "${answer}". Untick it if it is not right.`;
  if (survey) return t`Marked because of your answers in the ${survey}. Untick it if it is not right.`;
  return t`Marked because of your answers. Untick it if it is not right.`;
}

/** "I have this condition": a checkbox that marks the condition on the member's profile. */
export function ConditionToggle({ id, name, checked, markedFrom, className }: ConditionToggleProps) {
  const { t: tt } = useLingui();
  const mutation = useSetConditionMembershipMutation();
  const [message, setMessage] = useState<{ type: 'ok' | 'error'; text: string } | null>(null);
  // The box follows the member's click at once (the cache's optimistic change comes a few ticks
  // later, after in-flight reads are cancelled); once the call settles the cache says again.
  const [choice, setChoice] = useState<boolean | null>(null);
  const shown = choice ?? checked;
  const inputId = useId();
  const noteId = useId();
  const note = shown && choice === null && markedFrom ? markedFromText(markedFrom) : null;

  function onChange(next: boolean) {
    setMessage(null);
    setChoice(next);
    mutation.mutate(
      { id, has_condition: next },
      {
        onSettled: () => setChoice(null),
        onSuccess: () => setMessage({ type: 'ok', text: next ? tt`Added to your profile.` : tt`Removed from your profile.` }),
        onError: () => setMessage({ type: 'error', text: tt`Your choice could not be saved. Please try again.` }),
      },
    );
  }

  return (
    <div className={className}>
      <div className="flex items-center gap-3">
        <input
          id={inputId}
          type="checkbox"
          checked={shown}
          aria-label={tt`I have this condition: ${name}`}
          aria-describedby={note ? noteId : undefined}
          disabled={mutation.isPending}
          onChange={(e) => onChange(e.target.checked)}
          className="size-5 shrink-0 rounded border-slate-400 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        />
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          <Trans>I have this condition</Trans>
        </label>
      </div>
      {note && (
        <p id={noteId} className="mt-1 pl-8 text-sm text-slate-600">
          {note}
        </p>
      )}
      <p aria-live="polite" className={cn('text-sm', message && 'mt-1', message?.type === 'error' ? 'text-red-700' : 'text-green-800')}>
        {message?.text}
      </p>
    </div>
  );
}
