import { useLingui } from '@lingui/react/macro';
import { MEDICATION_CLASS_MESSAGES, type Medication } from '@wellpath/shared/health/medications';
import { AdherenceText } from '@/components/medications/adherence-text';
import { formatLongDate } from '@/lib/dates';
import { tr } from '@/lib/i18n/translate';
import { EntryList, type EntryActions } from './entry-list';
import { DOSE_UNIT_LABELS, FREQUENCY_LABELS } from '@/components/medications/medication-labels';

/** One medication's dose and how often, as recorded ("20 mg, once a day"), or null when neither was given. */
function useDoseText() {
  const { i18n } = useLingui();
  return (m: Medication) => {
    const dose =
      m.dose_amount !== null && m.dose_unit
        ? `${m.dose_amount.toLocaleString(i18n.locale)} ${i18n._(DOSE_UNIT_LABELS[m.dose_unit])}`
        : null;
    const often = m.frequency ? i18n._(FREQUENCY_LABELS[m.frequency]).toLowerCase() : null;
    return [dose, often].filter(Boolean).join(', ') || null;
  };
}

/** The member's medications (taken today first), each with its class, dose, days and reason, with Edit / Delete. */
export function MedicationList({ medications, ...actions }: { medications: Medication[] } & EntryActions<Medication>) {
  const { t } = useLingui();
  const doseText = useDoseText();
  return (
    <EntryList
      entries={medications}
      name={(m) => ({ edit: t`Edit ${m.name}`, remove: t`Delete ${m.name}` })}
      noun={t`medications`}
      testId="medication"
      {...actions}
    >
      {(m) => {
        const dose = doseText(m);
        const started = m.started_on ? formatLongDate(m.started_on) : null;
        const stopped = m.stopped_on ? formatLongDate(m.stopped_on) : null;
        return (
          <>
            <p className="text-lg font-bold text-slate-900">
              {m.name}
              {!m.active && (
                <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-sm font-medium text-slate-800">{t`Stopped`}</span>
              )}
            </p>
            <p className="text-sm text-slate-700">
              {m.drug_class ? tr(MEDICATION_CLASS_MESSAGES[m.drug_class]) : t`Typed name (not in the clinic's list)`}
              {m.atc && ` · ATC ${m.atc}`}
            </p>
            {dose && <p className="mt-1 text-sm text-slate-800">{dose}</p>}
            <p className="mt-1 text-sm text-slate-700">
              {started && stopped
                ? t`From ${started} to ${stopped}`
                : started
                  ? t`Since ${started}`
                  : stopped
                    ? t`Stopped ${stopped}`
                    : null}
            </p>
            {m.reason && <p className="mt-1 text-sm text-slate-700">{t`Reason: ${m.reason}`}</p>}
            {m.adherence && (
              <p className="mt-1 text-sm text-slate-800" data-testid="medication-adherence">
                <AdherenceText adherence={m.adherence} />
              </p>
            )}
          </>
        );
      }}
    </EntryList>
  );
}
