import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';

const BOUNDS = { min: 60, max: 260 };

/** Without a 7-day home average: a systolic value the member types (from a recent clinic or pharmacy reading). */
export function SystolicForm({ value, onChange }: { value: number | undefined; onChange: (systolic: number | undefined) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') {
      setError(undefined);
      onChange(undefined);
      return;
    }
    const n = Number(trimmed);
    if (!Number.isInteger(n) || n < BOUNDS.min || n > BOUNDS.max) {
      const { min, max } = BOUNDS;
      setError(t`Enter a whole number from ${min} to ${max} mm Hg.`);
      return;
    }
    setError(undefined);
    onChange(n);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label={t`Systolic blood pressure (top number), mm Hg`}
        hint={t`You have no 7-day home average. Type a recent systolic value, for example from your clinic or pharmacy, or log home readings on the Blood Pressure page.`}
        inputMode="numeric"
        name="systolic"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        className="sm:max-w-md"
      />
      <Button type="submit" variant="secondary">
        {t`Use this value`}
      </Button>
    </form>
  );
}
