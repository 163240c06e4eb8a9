import { useLingui } from '@lingui/react/macro';
import { MEDICATION_CLASS_MESSAGES, type MedicationCatalogue } from '@wellpath/shared/health/medications';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { tr } from '@/lib/i18n/translate';
import { matchesSearch } from './medication-format';

export type CatalogueEntry = MedicationCatalogue['medications'][number];

/** At most this many matches are offered at once: typing more narrows them. */
const SHOWN = 6;

interface PickerProps {
  catalogue: CatalogueEntry[];
  /** What is typed in the name field. */
  typed: string;
  onType: (text: string) => void;
  /** The catalogue entry chosen, or null while the name is typed freely. */
  chosen: CatalogueEntry | null;
  onChoose: (entry: CatalogueEntry | null) => void;
  error?: string;
}

/**
 * The medication's name: typing searches the clinic's list (names in both languages and brands);
 * a match is chosen with its button, or the name is kept as typed. The matches are a list of
 * buttons under the field, counted for screen readers as they change.
 */
export function MedicationPicker({ catalogue, typed, onType, chosen, onChoose, error }: PickerProps) {
  const { t } = useLingui();
  const listId = useId();
  if (chosen) {
    const what = tr(MEDICATION_CLASS_MESSAGES[chosen.drug_class]);
    return (
      <div className="rounded-lg border border-teal-200 bg-teal-50 p-3" data-testid="medication-chosen">
        <p className="text-sm font-medium text-slate-800">{t`Medication`}</p>
        <p className="text-lg font-semibold text-slate-900">{chosen.name}</p>
        <p className="text-sm text-slate-700">
          {what} · {t`ATC ${chosen.atc}`} · {chosen.treats}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => {
            onChoose(null);
            onType(chosen.name);
          }}
        >
          {t`Change medication`}
        </Button>
      </div>
    );
  }
  const matches = catalogue.filter((e) => matchesSearch(e.search, typed));
  const shown = matches.slice(0, SHOWN);
  const count = matches.length;
  return (
    <div>
      <TextField
        label={t`Medication`}
        hint={t`Type to search the clinic's list by name or brand, or type any name.`}
        required
        autoComplete="off"
        value={typed}
        onChange={(e) => onType(e.target.value)}
        aria-controls={listId}
        error={error}
      />
      <p className="sr-only" aria-live="polite">
        {typed.trim() === ''
          ? ''
          : count === 0
            ? t`No match in the clinic's list: the name is saved as you typed it.`
            : t`${count} matches in the clinic's list.`}
      </p>
      <ul id={listId} className="mt-2 space-y-1" aria-label={t`Matches in the clinic's list`}>
        {shown.map((e) => (
          <li key={e.key}>
            <button
              type="button"
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
              onClick={() => onChoose(e)}
            >
              <span className="block font-medium text-slate-900">{e.name}</span>
              <span className="block text-sm text-slate-700">
                {tr(MEDICATION_CLASS_MESSAGES[e.drug_class])} · {e.atc}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {typed.trim() !== '' && count === 0 && (
        <p className="mt-2 text-sm text-slate-700">{t`Not in the clinic's list: it will be saved as you typed it.`}</p>
      )}
    </div>
  );
}
