import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import type { ActionItemWire, Program } from '@wellpath/shared/programs/wire';
import { useId } from 'react';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { fieldIds } from './tracking-form';
import type { TrackingForm } from './use-tracking-form';

/** The programme's daily actions in the tracking popup, each with the input its type takes. */
export function TrackingActionItems({ program, form }: { program: Program; form: TrackingForm }) {
  const { draft, setDraft, fieldErrors } = form;
  return (
    <section className="mt-6" aria-labelledby={`${program._id}-actions`}>
      <h3 id={`${program._id}-actions`} className="text-base font-semibold text-slate-900">
        <Trans>Daily actions</Trans>
      </h3>
      <p className="mt-1 text-slate-600">
        <Trans>Fill in what applies to this day. Answers left empty are not saved.</Trans>
      </p>
      <div className="mt-4 space-y-5">
        {program.action_items.map((item, i) => (
          <ActionItemInput
            key={i}
            item={item}
            checked={draft.checked[i] ?? false}
            value={draft.values[i] ?? ''}
            error={fieldErrors[fieldIds.item(i)]}
            onChecked={(on) => setDraft((d) => ({ ...d, checked: { ...d.checked, [i]: on } }))}
            onValue={(v) => setDraft((d) => ({ ...d, values: { ...d.values, [i]: v } }))}
          />
        ))}
      </div>
    </section>
  );
}

interface ActionItemInputProps {
  item: ActionItemWire;
  checked: boolean;
  value: string;
  error?: string;
  onChecked: (on: boolean) => void;
  onValue: (value: string) => void;
}

function ActionItemInput({ item, checked, value, error, onChecked, onValue }: ActionItemInputProps) {
  const description = item.description?.trim() || undefined;
  if (item.type === 'checkmark') {
    return (
      <CheckboxField
        label={<span className="font-medium">{item.title}</span>}
        hint={description}
        checked={checked}
        onChange={(e) => onChecked(e.target.checked)}
      />
    );
  }
  if (item.type === 'number') return <NumberItem item={item} description={description} value={value} error={error} onValue={onValue} />;
  if (item.type === 'radio') return <RadioItem item={item} description={description} value={value} onValue={onValue} />;
  return <TextItem item={item} description={description} value={value} error={error} onValue={onValue} />;
}

interface ItemProps {
  item: ActionItemWire;
  description: string | undefined;
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

function NumberItem({ item, description, value, error, onValue }: ItemProps) {
  const { t } = useLingui();
  const min = formatNumber(item.min ?? 0);
  const max = formatNumber(item.max ?? 0);
  const unit = item.unit;
  const range =
    item.min !== undefined && item.max !== undefined ? (unit ? t`From ${min} to ${max} ${unit}.` : t`From ${min} to ${max}.`) : undefined;
  return (
    <TextField
      type="number"
      inputMode="numeric"
      label={item.title}
      hint={[description, range].filter(Boolean).join(' ') || undefined}
      min={item.min}
      max={item.max}
      step={1}
      value={value}
      error={error}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

function RadioItem({ item, description, value, onValue }: ItemProps) {
  const id = useId();
  const hintId = description ? `${id}-hint` : undefined;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-800">{item.title}</legend>
      {description && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {(item.options ?? []).map((option) => (
          <label
            key={option}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700',
              value === option ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-800',
            )}
          >
            <input
              type="radio"
              name={id}
              value={option}
              checked={value === option}
              onChange={() => onValue(option)}
              className="size-4 accent-teal-700"
            />
            {option}
          </label>
        ))}
      </div>
      {value !== '' && (
        <button
          type="button"
          className={cn('mt-2 rounded text-sm font-medium text-teal-800 underline-offset-2 hover:underline', focusRing)}
          onClick={() => onValue('')}
        >
          <Trans>Clear answer</Trans>
        </button>
      )}
    </fieldset>
  );
}

function TextItem({ item, description, value, error, onValue }: ItemProps) {
  const id = useId();
  const max = item.max_length ?? LIMITS.trackingText;
  const hintId = description ? `${id}-hint` : undefined;
  const counterId = `${id}-counter`;
  const length = value.length;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {item.title}
      </label>
      {description && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      <textarea
        id={id}
        rows={3}
        maxLength={max}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, counterId, errorId].filter(Boolean).join(' ')}
        onChange={(e) => onValue(e.target.value)}
        className={cn(
          'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
          error ? 'border-red-600' : 'border-slate-300',
          focusRing,
        )}
      />
      <p id={counterId} className="mt-1 text-right text-xs text-slate-600">
        <Trans>
          {length}/{max} characters
        </Trans>
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {tr(error)}
        </p>
      )}
    </div>
  );
}
