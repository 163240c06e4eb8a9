import { useLingui } from '@lingui/react/macro';
import { BMI_CATEGORY_MESSAGES } from '@wellpath/shared/health/bmi';
import type { BodySummary } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { LineChart } from '@/components/ui/line-chart';
import { importedFrom, sourceNote } from '@/components/value-source';
import { formatDateTime } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { useMemberBodyQuery } from '../api/chart';
import { cellClass, rowClass, ScrollTable } from './scroll-table';
import { LoadedSection, Nothing } from './section';

const UNITS = { weight: 'kg', waist: 'cm', body_fat: '%' } as const;

/**
 * The member's body measurements as the member sees them (issue 35): the BMI and waist, the weight
 * chart with its table, and every measurement. Clinicians and administrators; each read is in the access log.
 */
export function MemberBody({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const query = useMemberBodyQuery(memberId);
  return (
    <LoadedSection
      id="body"
      title={t`Body`}
      description={t`Weight, waist and body fat the member logged, with the BMI and the waist against its threshold.`}
      query={query}
      loading={{ label: t`Loading the body measurements`, shapes: ['h-20 rounded-xl', 'h-48 rounded-xl'] }}
      failed={t`The body measurements could not be loaded.`}
    >
      {(data) => <BodyDetails body={data} />}
    </LoadedSection>
  );
}

function BodyDetails({ body }: { body: BodySummary }) {
  const { t, i18n } = useLingui();
  const weights = body.measurements.filter((m) => m.kind === 'weight');
  const kindName = { weight: t`Weight`, waist: t`Waist`, body_fat: t`Body fat` };
  const bmi = body.bmi.shown
    ? t`BMI ${formatNumber(body.bmi.value, { min: 1, max: 1 })} (${tr(BMI_CATEGORY_MESSAGES[body.bmi.category])})`
    : {
        under_18: t`No BMI: under 18.`,
        no_height: t`No BMI: no height on record.`,
        no_weight: t`No BMI: no weight on record.`,
        no_age: t`No BMI: no date of birth.`,
      }[body.bmi.reason];
  const waist = body.waist.known
    ? body.waist.increased_risk
      ? t`Waist ${formatNumber(body.waist.value)} cm: at or above ${body.waist.threshold_cm} cm (increased risk).`
      : t`Waist ${formatNumber(body.waist.value)} cm: below ${body.waist.threshold_cm} cm.`
    : t`No waist threshold read (no waist, or no sex on the profile).`;
  const height = body.height_cm === null ? t`No height on record.` : t`Height ${formatNumber(body.height_cm)} cm.`;
  if (body.measurements.length === 0) return <Nothing>{t`No body measurements yet.`}</Nothing>;
  return (
    <div className="space-y-4">
      <Card className="space-y-1 p-4 text-sm text-slate-800 sm:p-5" data-testid="care-body-summary">
        <p className="font-semibold text-slate-900">{bmi}</p>
        <p>{waist}</p>
        <p>{height}</p>
      </Card>
      {weights.length > 0 && (
        <Card className="p-4 sm:p-5">
          <LineChart
            title={t`Weight over time`}
            description={t`Each weight the member logged, in kg.`}
            series={[
              {
                id: 'weight',
                label: t`Weight`,
                tone: 'indigo',
                points: weights.map((m) => ({ x: m.measured_at, y: m.value, note: sourceNote(m.source, i18n) })),
              },
            ]}
            yUnit="kg"
            formatX={formatDateTime}
            height={220}
          />
        </Card>
      )}
      <ScrollTable caption={t`Body measurements`} columns={[t`When`, t`Measure`, t`Value`, t`Entered by`]}>
        {body.measurements.map((m) => (
          <tr key={m._id} className={rowClass}>
            <td className={cellClass}>{formatDateTime(m.measured_at)}</td>
            <th scope="row" className={`${cellClass} font-normal`}>
              {kindName[m.kind]}
            </th>
            <td className={`${cellClass} font-semibold`}>
              {formatNumber(m.value)} {UNITS[m.kind]}
            </td>
            <td className={cellClass}>{importedFrom(m.source, i18n) ?? t`The member`}</td>
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}
