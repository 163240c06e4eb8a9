import { useLingui } from '@lingui/react/macro';
import { bodyHeightBodySchema, cmToFeetInches, feetInchesToCm } from '@wellpath/shared/health/body';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { tr } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { useSetHeight } from '../api/body';
import type { UnitSystem } from './body-units';

/** The height, asked once and kept on the profile: cm, or feet and inches. */
export function HeightForm({ heightCm, system }: { heightCm: number | null; system: UnitSystem }) {
  const { t } = useLingui();
  const setHeight = useSetHeight();
  const imperial = heightCm === null ? null : cmToFeetInches(heightCm);
  const [cm, setCm] = useState(heightCm === null ? '' : String(heightCm));
  const [feet, setFeet] = useState(imperial ? String(imperial.feet) : '');
  const [inches, setInches] = useState(imperial ? String(imperial.inches) : '');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
    const value = system === 'metric' ? number(cm) : feetInchesToCm(number(feet), inches.trim() === '' ? 0 : number(inches));
    const parsed = bodyHeightBodySchema.safeParse({ height_cm: Number.isFinite(value) ? value : null });
    if (!parsed.success || parsed.data.height_cm === null) {
      setError(parsed.success ? t`Enter your height` : tr(parsed.error.issues[0]!.message));
      return;
    }
    setError(undefined);
    setHeight.mutate(parsed.data.height_cm, {
      onSuccess: () => setSaved(true),
      onError: (e) => {
        logger.warn('Failed to save height', { error: e });
        setError(t`Your height could not be saved. Please try again.`);
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Your height`} className="space-y-3">
      {system === 'metric' ? (
        <TextField
          label={t`Height in cm`}
          type="text"
          inputMode="decimal"
          value={cm}
          onChange={(e) => setCm(e.target.value)}
          error={error}
        />
      ) : (
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t`Height: feet`}
            type="text"
            inputMode="numeric"
            value={feet}
            onChange={(e) => setFeet(e.target.value)}
            error={error}
          />
          <TextField label={t`Height: inches`} type="text" inputMode="numeric" value={inches} onChange={(e) => setInches(e.target.value)} />
        </div>
      )}
      <Button type="submit" disabled={setHeight.isPending}>{t`Save height`}</Button>
      <div aria-live="polite">{saved && <StatusMessage type="success">{t`Height saved.`}</StatusMessage>}</div>
    </form>
  );
}
