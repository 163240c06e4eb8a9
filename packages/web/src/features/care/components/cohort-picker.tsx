import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cohortKind, type Engagement } from '@wellpath/shared/outcomes/wire';
import { SelectField } from '@/components/ui/form-field';
import { formatDateTime } from './format';

type Cohort = Engagement['cohorts'][number];

const AGE_NAMES: Record<string, MessageDescriptor> = {
  'under-40': msg`Under 40`,
  '40-49': msg`Aged 40 to 49`,
  '50-59': msg`Aged 50 to 59`,
  '60-69': msg`Aged 60 to 69`,
  '70-plus': msg`70 and over`,
};
const SEX_NAMES: Record<string, MessageDescriptor> = { female: msg`Women`, male: msg`Men`, unknown: msg`Sex not given` };

/** A cohort's name in the reader's language. */
function useCohortName() {
  const { t, i18n } = useLingui();
  return (c: Cohort) => {
    const value = c.key.slice(c.key.indexOf(':') + 1);
    switch (c.kind) {
      case 'all':
        return t`All members`;
      case 'programme':
        return t`Programme: ${c.label ?? value}`;
      case 'pillar':
        return t`Pillar: ${c.label ?? value}`;
      case 'month': {
        const month = new Intl.DateTimeFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', {
          year: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${value}-01T00:00:00Z`));
        return t`Joined in ${month}`;
      }
      case 'age':
        return AGE_NAMES[value] ? i18n._(AGE_NAMES[value]) : value;
      case 'sex':
        return SEX_NAMES[value] ? i18n._(SEX_NAMES[value]) : value;
      case 'filter':
        return t`Saved filter: ${c.label ?? ''}`;
    }
  };
}

const FALLBACK: Cohort[] = [{ key: 'all', kind: 'all', label: null, members: null }];

/**
 * The cohort picker: the day's cohorts with their sizes, then the reader's saved filters of the
 * member list (decision 0123), sized only once chosen (their members are found when asked for).
 */
export function CohortPicker({
  cohort,
  cohorts,
  onChange,
}: {
  cohort: string;
  cohorts: Cohort[] | undefined;
  onChange: (key: string) => void;
}) {
  const { t } = useLingui();
  const name = useCohortName();
  // No stored cohort (no member joined in the period yet): "All members" still, the value shown.
  const stored = (cohorts ?? []).filter((c) => c.kind !== 'filter');
  const filters = (cohorts ?? []).filter((c) => c.kind === 'filter');
  const option = (c: Cohort) => (
    <option key={c.key} value={c.key}>
      {c.kind === 'filter' && c.members === null && c.key !== cohort
        ? name(c)
        : `${name(c)} (${c.members === null ? t`fewer than 5` : t`${c.members} members`})`}
    </option>
  );
  return (
    <SelectField label={t`Cohort`} value={cohort} disabled={!cohorts} onChange={(e) => onChange(e.target.value)}>
      {(stored.length ? stored : FALLBACK).map(option)}
      {filters.length > 0 && <optgroup label={t`Your saved filters`}>{filters.map(option)}</optgroup>}
    </SelectField>
  );
}

/** When the figures were computed; for a saved filter, that its members are those who match it now. */
export function CohortNote({ cohort, computedAt }: { cohort: string; computedAt: string }) {
  if (cohortKind(cohort) === 'filter')
    return (
      <p className="text-sm text-slate-600">
        <Trans>
          Members who match the saved filter today, found when you chose it (figures computed on {formatDateTime(computedAt)}). Each figure
          says how many members it counts.
        </Trans>
      </p>
    );
  return (
    <p className="text-sm text-slate-600">
      <Trans>Figures computed on {formatDateTime(computedAt)}</Trans>
    </p>
  );
}
