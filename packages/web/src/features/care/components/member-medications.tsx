import { Trans, useLingui } from '@lingui/react/macro';
import { MEDICATION_CLASS_MESSAGES, type MedicationList } from '@wellpath/shared/health/medications';
import { AdherenceText } from '@/components/medications/adherence-text';
import { FREQUENCY_LABELS } from '@/components/medications/medication-labels';
import { AsyncSection } from '@/components/ui/async-section';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { useMemberMedicationsQuery } from '../api/chart';
import { Badge } from './badge';
import { cellClass, rowClass, ScrollTable } from './scroll-table';
import { Nothing, Section } from './section';

/**
 * The member's medications as the member listed them (issue 35, decision 0089), with what they mean
 * for the rules. The app records; the care team advises. Clinicians and administrators; each read is
 * in the access log.
 */
export function MemberMedications({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const query = useMemberMedicationsQuery(memberId);
  return (
    <Section
      id="medications"
      title={t`Medications`}
      description={t`What the member takes, as they listed it, and what it means for the rules.`}
    >
      <AsyncSection
        query={query}
        loading={<SkeletonGroup label={t`Loading the medications`} shapes={['h-40 rounded-xl']} />}
        error={
          <RetryError query={query}>
            <Trans>The medications could not be loaded.</Trans>
          </RetryError>
        }
      >
        {(data) => <MedicationTable list={data} />}
      </AsyncSection>
    </Section>
  );
}

function MedicationTable({ list }: { list: MedicationList }) {
  const { t, i18n } = useLingui();
  if (list.medications.length === 0) return <Nothing>{t`No medications listed.`}</Nothing>;
  const facts = [
    list.facts.bloodPressure && t`Treated for blood pressure`,
    list.facts.statin && t`On a statin`,
    list.facts.glucoseLowering && t`On glucose-lowering treatment`,
  ].filter((f): f is string => typeof f === 'string');
  return (
    <div className="space-y-3">
      {facts.length > 0 && (
        <p className="flex flex-wrap gap-2" data-testid="care-medication-facts">
          {facts.map((f) => (
            <Badge key={f} tone="info">
              {f}
            </Badge>
          ))}
        </p>
      )}
      <ScrollTable
        caption={t`Medication list`}
        columns={[t`Medication`, t`Class`, t`Dose`, t`How often`, t`Started`, t`Stopped`, t`Daily check (30 days)`]}
      >
        {list.medications.map((m) => (
          <tr key={m._id} className={rowClass}>
            <th scope="row" className={`${cellClass} font-semibold`}>
              {m.name}
              {!m.active && <span className="ml-2 font-normal text-slate-600">{t`(not taken today)`}</span>}
            </th>
            <td className={cellClass}>
              {m.drug_class ? `${tr(MEDICATION_CLASS_MESSAGES[m.drug_class])}${m.atc ? ` · ${m.atc}` : ''}` : '—'}
            </td>
            <td className={cellClass}>
              {m.dose_amount !== null && m.dose_unit ? `${formatNumber(m.dose_amount, { max: 3 })} ${m.dose_unit}` : '—'}
            </td>
            <td className={cellClass}>{m.frequency ? i18n._(FREQUENCY_LABELS[m.frequency]) : '—'}</td>
            <td className={cellClass}>{m.started_on ? formatLongDate(`${m.started_on}T12:00:00`) : '—'}</td>
            <td className={cellClass}>{m.stopped_on ? formatLongDate(`${m.stopped_on}T12:00:00`) : '—'}</td>
            <td className={cellClass}>{m.adherence ? <AdherenceText adherence={m.adherence} /> : t`Not in the daily check`}</td>
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}
