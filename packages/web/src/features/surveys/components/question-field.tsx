import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import type { AnswerValue } from '@wellpath/shared/surveys/engine';
import type { PublicQuestion } from '@wellpath/shared/surveys/wire';
import { useId, useState, type Ref } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { toggleOption } from '../answers';

interface QuestionFieldProps {
  question: PublicQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  /** The inline message under the question (e.g. an answer is required). */
  error: string | null;
  /** Focus moves to the question's heading when the step changes. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const headingClasses = 'text-xl font-semibold leading-8 text-slate-900 outline-none sm:text-2xl';

const choiceCard = cn(
  'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 transition-colors',
  'hover:border-teal-600 hover:bg-teal-50/50 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:checked]:ring-1 has-[:checked]:ring-teal-700',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700',
);

/** One survey question with the control its type needs: radios, checkboxes, a number, a scale or text. */
export function QuestionField({ question: q, value, onChange, error, headingRef }: QuestionFieldProps) {
  const id = useId();
  const helpId = q.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;

  const optional = !q.required && (
    <>
      {' '}
      <span className="ml-1 align-middle text-sm font-normal text-slate-600">
        <Trans>(optional)</Trans>
      </span>
    </>
  );
  // A validated questionnaire without a published French version keeps its English (decision 0050).
  const help = (q.lang || q.help) && (
    <>
      {q.lang && (
        <p className="mt-2 text-sm font-medium text-amber-800">
          <Trans>This validated questionnaire has no published version in your language yet: its questions are in English.</Trans>
        </p>
      )}
      {q.help && (
        <p id={helpId} lang={q.lang} className="mt-2 text-sm leading-6 text-slate-600">
          {q.help}
        </p>
      )}
    </>
  );
  const errorLine = (
    <div aria-live="assertive">
      {error && (
        <p id={errorId} className="mt-3 flex items-center gap-2 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );

  if (q.type === 'number' || q.type === 'text') {
    const controlId = `${id}-control`;
    return (
      <div>
        <h2 ref={headingRef} tabIndex={-1} className={headingClasses}>
          <label htmlFor={controlId}>
            <span lang={q.lang}>{q.text}</span>
            {optional}
          </label>
        </h2>
        {help}
        {q.type === 'number' ? (
          <NumberInput
            key={q.key}
            id={controlId}
            question={q}
            value={value}
            onChange={onChange}
            describedBy={describedBy}
            invalid={!!error}
          />
        ) : (
          <TextInput id={controlId} question={q} value={value} onChange={onChange} describedBy={describedBy} invalid={!!error} />
        )}
        {errorLine}
      </div>
    );
  }

  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend>
        <h2 ref={headingRef} tabIndex={-1} className={headingClasses}>
          <span lang={q.lang}>{q.text}</span>
          {optional}
        </h2>
      </legend>
      {help}
      <div className="mt-5">
        {q.type === 'single_choice' && <SingleChoice question={q} value={value} onChange={onChange} invalid={!!error} />}
        {q.type === 'multi_choice' && <MultiChoice question={q} value={value} onChange={onChange} invalid={!!error} />}
        {q.type === 'scale' && <Scale question={q} value={value} onChange={onChange} invalid={!!error} />}
      </div>
      {errorLine}
    </fieldset>
  );
}

interface ControlProps {
  question: PublicQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  invalid: boolean;
}

function SingleChoice({ question: q, value, onChange }: ControlProps) {
  return (
    <div className="grid gap-3">
      {(q.options ?? []).map((option) => (
        <label key={option.key} className={choiceCard}>
          <input
            type="radio"
            name={q.key}
            value={option.key}
            checked={value === option.key}
            onChange={() => onChange(option.key)}
            className="mt-1 size-5 shrink-0 accent-teal-700 focus:outline-none"
          />
          <span lang={option.lang}>{option.text}</span>
        </label>
      ))}
    </div>
  );
}

function MultiChoice({ question: q, value, onChange, invalid }: ControlProps) {
  const picked = Array.isArray(value) ? value : [];
  return (
    <div className="grid gap-3">
      {(q.options ?? []).map((option) => (
        <label key={option.key} className={cn(choiceCard, option.exclusive && 'mt-2')}>
          <input
            type="checkbox"
            name={q.key}
            value={option.key}
            checked={picked.includes(option.key)}
            onChange={(e) => {
              const next = toggleOption(q, picked, option.key, e.target.checked);
              onChange(next.length > 0 ? next : undefined);
            }}
            aria-invalid={invalid || undefined}
            className="mt-1 size-5 shrink-0 rounded accent-teal-700 focus:outline-none"
          />
          <span>
            <span lang={option.lang}>{option.text}</span>
            {option.exclusive && (
              <span className="block text-sm text-slate-600">
                <Trans>Clears your other choices</Trans>
              </span>
            )}
          </span>
        </label>
      ))}
    </div>
  );
}

function Scale({ question: q, value, onChange }: ControlProps) {
  const min = q.min ?? 0;
  const max = q.max ?? 10;
  const values = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  const labelFor = (v: number) => (v === min ? q.min_label : v === max ? q.max_label : undefined);
  return (
    <div>
      <div className="flex max-w-xl flex-wrap gap-2">
        {values.map((v) => {
          const extra = labelFor(v);
          return (
            <label key={v} className="relative min-w-12 flex-1">
              <input type="radio" name={q.key} value={v} checked={value === v} onChange={() => onChange(v)} className="peer sr-only" />
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-12 w-full cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white text-base font-semibold text-slate-800 transition-colors',
                  'hover:border-teal-600 peer-checked:border-teal-700 peer-checked:bg-teal-700 peer-checked:text-white',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700',
                )}
              >
                {v}
              </span>
              <span className="sr-only">{extra ? `${v}, ${extra}` : String(v)}</span>
            </label>
          );
        })}
      </div>
      {(q.min_label || q.max_label) && (
        <p className="mt-3 flex max-w-xl justify-between gap-4 text-sm text-slate-600" aria-hidden="true">
          <span>{q.min_label ? `${min} = ${q.min_label}` : ''}</span>
          <span className="text-right">{q.max_label ? `${max} = ${q.max_label}` : ''}</span>
        </p>
      )}
    </div>
  );
}

interface InputProps extends Omit<ControlProps, 'invalid'> {
  id: string;
  describedBy?: string;
  invalid: boolean;
}

const inputClasses = (invalid: boolean) =>
  cn(
    'block rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500',
    invalid ? 'border-red-600' : 'border-slate-300',
    focusRing,
  );

/** "From 30 to 250 kg.", as the reader writes numbers. */
function numberRange(q: PublicQuestion): string | null {
  if (q.min === undefined || q.max === undefined) return null;
  const min = formatNumber(q.min);
  const max = q.unit ? `${formatNumber(q.max)} ${q.unit}` : formatNumber(q.max);
  return t`From ${min} to ${max}.`;
}

function NumberInput({ id, question: q, value, onChange, describedBy, invalid }: InputProps) {
  // The text as typed ("7." on the way to "7.5"); the answer itself is a number or nothing.
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  const rangeId = `${id}-range`;
  const range = numberRange(q);
  return (
    <div className="mt-5">
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="number"
          inputMode={(q.step ?? 1) % 1 === 0 ? 'numeric' : 'decimal'}
          min={q.min}
          max={q.max}
          step={q.step ?? 1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const raw = e.target.value.trim();
            onChange(raw === '' ? undefined : Number(raw));
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={[describedBy, range ? rangeId : undefined].filter(Boolean).join(' ') || undefined}
          className={cn(inputClasses(invalid), 'w-36')}
        />
        {q.unit && <span className="text-base text-slate-700">{q.unit}</span>}
      </div>
      {range && (
        <p id={rangeId} className="mt-2 text-sm text-slate-600">
          {range}
        </p>
      )}
    </div>
  );
}

function TextInput({ id, question: q, value, onChange, describedBy, invalid }: InputProps) {
  const text = typeof value === 'string' ? value : '';
  const counterId = `${id}-counter`;
  const max = q.max_length;
  const length = text.length;
  return (
    <div className="mt-5">
      <textarea
        id={id}
        rows={5}
        maxLength={max}
        value={text}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, max ? counterId : undefined].filter(Boolean).join(' ') || undefined}
        className={cn(inputClasses(invalid), 'w-full')}
      />
      {max !== undefined && (
        <p id={counterId} className="mt-1 text-right text-sm text-slate-600">
          <Trans>
            {length} / {max} characters
          </Trans>
        </p>
      )}
    </div>
  );
}
