import { Trans } from '@lingui/react/macro';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { tr } from '@/lib/i18n/translate';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

interface FieldChrome {
  label: ReactNode;
  /** Extra help under the label; linked with aria-describedby. */
  hint?: ReactNode;
  error?: string;
  /** Shows "(optional)" beside the label. */
  optional?: boolean;
  /** Rendered under the control, e.g. a password strength meter. */
  after?: ReactNode;
  className?: string;
}

const controlClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 ' +
  focusRing;

function useFieldIds(id: string | undefined, hint: unknown, error: unknown, extraDescribedBy?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

function Label({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {children}
      {optional && (
        <span className="ml-1 font-normal text-slate-600">
          <Trans>(optional)</Trans>
        </span>
      )}
    </label>
  );
}

/** A field's problem: a shared schema's message in the app's language (lib/i18n/translate.ts), or the screen's own words. */
function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {tr(error)}
    </p>
  );
}

/** What every labelled control shares: label, hint, error, and what comes after. */
function FieldShell({
  chrome,
  id,
  extraDescribedBy,
  children,
}: {
  chrome: FieldChrome;
  id: string | undefined;
  extraDescribedBy: string | undefined;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  }) => ReactNode;
}) {
  const { label, hint, error, optional, after, className } = chrome;
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error, extraDescribedBy);
  return (
    <div className={className}>
      <Label htmlFor={controlId} optional={optional}>
        {label}
      </Label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: cn(controlClasses, 'mt-1.5', error ? 'border-red-600' : 'border-slate-300'),
      })}
      <FieldError id={errorId} error={error} />
      {after}
    </div>
  );
}

/** Splits a field's props into what its shell shows and what goes on the control. */
function splitField<P extends FieldChrome & { id?: string; 'aria-describedby'?: string }>(props: P) {
  const { label, hint, error, optional, after, className, id, 'aria-describedby': extraDescribedBy, ...control } = props;
  return [{ chrome: { label, hint, error, optional, after, className }, id, extraDescribedBy }, control] as const;
}

type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function TextField(props: TextFieldProps) {
  const [shell, input] = splitField(props);
  return (
    <FieldShell {...shell}>
      {(control) => <input {...control} className={cn(control.className, 'read-only:bg-slate-50')} {...input} />}
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextAreaField(props: TextAreaFieldProps) {
  const [shell, textarea] = splitField(props);
  return <FieldShell {...shell}>{(control) => <textarea {...control} {...textarea} />}</FieldShell>;
}

type SelectFieldProps = FieldChrome & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { children: ReactNode };

export function SelectField({ children, ...props }: SelectFieldProps) {
  const [shell, select] = splitField(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <select {...control} className={cn(control.className, 'pr-8')} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<FieldChrome, 'optional' | 'after'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>;

export function CheckboxField({ label, hint, error, className, id, 'aria-describedby': extra, ...input }: CheckboxFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error, extra);
  return (
    <div className={cn('flex gap-3', className)}>
      <input
        id={controlId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn('mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-teal-700', focusRing)}
        {...input}
      />
      <div className="text-sm">
        <label htmlFor={controlId} className="text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-slate-600">
            {hint}
          </p>
        )}
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}
