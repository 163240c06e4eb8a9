import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BP_FLAG_MESSAGES, bpBadge, bpFlags, type BpCategory, type BpFlag } from '@wellpath/shared/health/blood-pressure';
import type { BloodResult, BpSummary, EnteredBy, ReferenceRange } from '@wellpath/shared/health/wire';
import { isStaffRole, ROLE_NAMES } from '@wellpath/shared/staff/roles';
import type { MemberHealth } from '@wellpath/shared/staff/wire';
import { ArrowDown, ArrowUp, Check, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-field';
import { CENSORED_SIGNS } from '@/components/ui/censored-signs';
import { LineChart } from '@/components/ui/line-chart';
import { importedFrom, sourceNote } from '@/components/value-source';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { Badge, type BadgeTone } from './badge';
import { formatDateTime } from './format';
import { cellClass, rowClass, ScrollTable } from './scroll-table';
import { Nothing, Section, TagList } from './section';

const MARKER_STATUS: Record<BloodResult['status'], { label: MessageDescriptor; tone: BadgeTone; icon: typeof Check }> = {
  high: { label: msg({ message: 'High', comment: 'a lab result above its reference range' }), tone: 'danger', icon: ArrowUp },
  low: { label: msg({ message: 'Low', comment: 'a lab result below its reference range' }), tone: 'warning', icon: ArrowDown },
  normal: { label: msg({ message: 'Normal', comment: 'a lab result within its reference range' }), tone: 'success', icon: Check },
};

/** Where a lab result came from when no one on the care team entered it. */
const LAB_SOURCES: Record<BloodResult['source'], MessageDescriptor> = {
  manual: msg({ message: 'The member', comment: 'who entered a lab result' }),
  fhir: msg`Imported (FHIR)`,
  csv: msg`Imported (CSV)`,
};

const BP_TONES: Record<BpCategory, BadgeTone> = {
  normal: 'success',
  elevated: 'info',
  stage1: 'warning',
  stage2: 'danger',
  crisis: 'danger',
};

/**
 * The category, unless a flag beside it (under 90/60, a pulse under 40 or over 120) asks more: then
 * "Low: check" (the member's badge, bpBadge), followed by the flags in words.
 */
function BpCategoryBadge({ category, flags }: { category: BpCategory; flags: readonly BpFlag[] }) {
  const badge = bpBadge(category, flags);
  const check = badge.kind === 'check';
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={check ? 'warning' : BP_TONES[category]} icon={check || category === 'crisis' ? TriangleAlert : undefined}>
        {tr(badge.message)}
      </Badge>
      {flags.map((flag) => (
        <Badge key={flag} tone="warning">
          {tr(BP_FLAG_MESSAGES[flag])}
        </Badge>
      ))}
    </span>
  );
}

/** The member's health data (clinicians and administrators): each read of it is in the access log. */
export function MemberHealthSections({ health }: { health: MemberHealth }) {
  const { t } = useLingui();
  return (
    <>
      <Section id="conditions" title={t`Conditions`}>
        {health.conditions.length === 0 ? (
          <Nothing>
            <Trans>The member has not added any conditions.</Trans>
          </Nothing>
        ) : (
          <TagList items={health.conditions.map((c) => ({ key: c._id, name: c.name }))} />
        )}
      </Section>
      <Section
        id="surveys"
        title={t`Surveys`}
        description={t`Completed surveys, newest first, with their scores. Open one to read the answers.`}
      >
        <SurveyHistory surveys={health.surveys} />
      </Section>
      <Section id="labs" title={t`Lab results`}>
        <LabResults labs={health.labs} />
      </Section>
      <Section id="blood-pressure" title={t`Blood pressure`}>
        <BloodPressure summary={health.blood_pressure} />
      </Section>
    </>
  );
}

function SurveyHistory({ surveys }: { surveys: MemberHealth['surveys'] }) {
  if (surveys.length === 0)
    return (
      <Nothing>
        <Trans>The member has not completed a survey yet.</Trans>
      </Nothing>
    );
  return (
    <ul className="space-y-3">
      {surveys.map((response) => {
        const completed = formatDateTime(response.completed_at);
        const score = response.score === null ? '' : formatNumber(response.score);
        const count = response.answers.length;
        return (
          <li key={response._id}>
            <Card className="p-4 sm:p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{response.survey.title}</h3>
                <p className="text-sm text-slate-600">
                  <Trans>Completed {completed}</Trans>
                </p>
              </div>
              {response.score !== null && (
                <p className="mt-1 text-sm text-slate-800">
                  <Trans>
                    Score <span className="font-semibold">{score}</span>
                  </Trans>
                  {response.score_unit && ` ${response.score_unit}`}
                  {response.range_text && ` · ${response.range_text}`}
                </p>
              )}
              {response.alerts.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm">
                  {response.alerts.map((alert) => {
                    const alertText = tr(alert.message);
                    return (
                      <li key={alert.message} className={alert.level === 'urgent' ? 'font-semibold text-red-800' : 'text-slate-700'}>
                        {alert.level === 'urgent' ? <Trans>Urgent: {alertText}</Trans> : <Trans>Note: {alertText}</Trans>}
                      </li>
                    );
                  })}
                </ul>
              )}
              <details className="group mt-3">
                <summary className="cursor-pointer rounded text-sm font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700">
                  <Trans>Answers ({count})</Trans>
                </summary>
                <dl className="mt-3 space-y-3 text-sm">
                  {response.answers.map((answer, i) => (
                    <div key={i}>
                      <dt className="text-slate-600">{answer.question}</dt>
                      <dd className="font-medium break-words text-slate-900">{answer.answer}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function LabResults({ labs }: { labs: MemberHealth['labs'] }) {
  const { t, i18n } = useLingui();
  const [markerKey, setMarkerKey] = useState(labs.latest[0]?.marker_key ?? '');
  if (labs.latest.length === 0)
    return (
      <Nothing>
        <Trans>No lab results yet.</Trans>
      </Nothing>
    );
  const marker = labs.latest.find((r) => r.marker_key === markerKey) ?? labs.latest[0]!;
  const history = labs.reports.flatMap((report) => report.results).filter((r) => r.marker_key === marker.marker_key);
  const { min, max } = marker.reference_range;
  const markerName = marker.marker_name;

  /** Bounds included (a value at `max` is normal), or below the guideline's "X or higher". */
  function formatRange(range: ReferenceRange, unit: string): string {
    const min = range.min === null ? null : formatNumber(range.min);
    const max = range.max === null ? null : formatNumber(range.max);
    if (min !== null && max !== null) return `${min}–${max} ${unit}`;
    if (range.below !== undefined) {
      const below = formatNumber(range.below);
      return t`below ${below} ${unit}`;
    }
    if (max !== null) return t`${max} ${unit} or less`;
    if (min !== null) return t`${min} ${unit} or more`;
    return t`No range`;
  }
  return (
    <div className="space-y-4">
      <ScrollTable
        caption={t`Latest result of each marker`}
        columns={[t`Marker`, t`Result`, t`Status`, t`Reference range`, t`Test date`, t`Entered by`]}
      >
        {labs.latest.map((result) => {
          const status = MARKER_STATUS[result.status];
          return (
            <tr key={result._id} className={rowClass}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {result.marker_name}
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>
                {result.comparator ? `${CENSORED_SIGNS[result.comparator]}\u00a0` : ''}
                {formatNumber(result.value)} {result.unit}
              </td>
              <td className={cellClass}>
                <Badge tone={status.tone} icon={status.icon}>
                  {i18n._(status.label)}
                </Badge>
              </td>
              <td className={cellClass}>{formatRange(result.reference_range, result.unit)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatLongDate(result.test_date)}</td>
              <td className={cellClass}>{result.entered_by ? enteredBy(result.entered_by) : i18n._(LAB_SOURCES[result.source])}</td>
            </tr>
          );
        })}
      </ScrollTable>
      <Card className="space-y-4 p-4 sm:p-5">
        <h3 className="font-semibold text-slate-900">
          <Trans>Trend</Trans>
        </h3>
        <SelectField label={t`Marker`} value={marker.marker_key} onChange={(e) => setMarkerKey(e.target.value)} className="max-w-sm">
          {labs.latest.map((result) => (
            <option key={result.marker_key} value={result.marker_key}>
              {result.marker_name}
            </option>
          ))}
        </SelectField>
        <LineChart
          title={t`${markerName} over time`}
          series={[
            {
              id: marker.marker_key,
              label: marker.marker_name,
              points: history.map((r) => ({ x: r.test_date, y: r.value, censored: r.comparator ?? undefined })),
            },
          ]}
          bands={
            min !== null || max !== null
              ? [{ from: min ?? 0, to: max ?? Math.max(...history.map((r) => r.value)), label: t`Reference range`, tone: 'normal' }]
              : []
          }
          yUnit={marker.unit}
        />
      </Card>
    </div>
  );
}

/** Who on the care team entered a reading for the member (decision 0088): "Noor Haddad (Clinician)". */
const enteredBy = (by: EnteredBy) => `${by.name} (${isStaffRole(by.role) ? tr(ROLE_NAMES[by.role]) : by.role})`;

function BloodPressure({ summary }: { summary: BpSummary }) {
  const { t, i18n } = useLingui();
  const { average_7d: average, threshold } = summary;
  const { systolic: thresholdSystolic, diastolic: thresholdDiastolic } = threshold;
  const readings = average?.count ?? 0;
  if (summary.readings.length === 0)
    return (
      <Nothing>
        <Trans>No blood pressure readings yet.</Trans>
      </Nothing>
    );
  const latest = [...summary.readings].sort((a, b) => b.measured_at.localeCompare(a.measured_at)).slice(0, 10);
  return (
    <div className="space-y-4">
      <Card className="p-4 sm:p-5">
        <h3 className="font-semibold text-slate-900">
          <Trans>Average of the last 7 days</Trans>
        </h3>
        {average ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-2xl font-bold text-slate-900">
              {Math.round(average.systolic)}/{Math.round(average.diastolic)}{' '}
              <span className="text-base font-medium text-slate-600">mm Hg</span>
            </p>
            <BpCategoryBadge
              category={average.category}
              flags={bpFlags({
                systolic: average.systolic_mean ?? average.systolic,
                diastolic: average.diastolic_mean ?? average.diastolic,
              })}
            />
            <p className="w-full text-sm text-slate-700">
              <Trans>
                From <Plural value={readings} one="# reading" other="# readings" />.
              </Trans>{' '}
              {average.at_or_above_threshold
                ? t`At or above the ${thresholdSystolic}/${thresholdDiastolic} threshold.`
                : t`Below the ${thresholdSystolic}/${thresholdDiastolic} threshold.`}
            </p>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-700">
            <Trans>No readings in the last 7 days.</Trans>
          </p>
        )}
      </Card>
      <Card className="p-4 sm:p-5">
        <LineChart
          title={t`Blood pressure readings`}
          description={t`Dashed lines: the threshold of ${thresholdSystolic} systolic and ${thresholdDiastolic} diastolic.`}
          series={[
            {
              id: 'sys',
              label: t`Systolic`,
              tone: 'rose',
              points: summary.readings.map((r) => ({ x: r.measured_at, y: r.systolic, note: sourceNote(r.source, i18n) })),
            },
            {
              id: 'dia',
              label: t`Diastolic`,
              tone: 'indigo',
              points: summary.readings.map((r) => ({ x: r.measured_at, y: r.diastolic, note: sourceNote(r.source, i18n) })),
            },
          ]}
          referenceLines={[
            { y: threshold.systolic, tone: 'danger' },
            { y: threshold.diastolic, tone: 'danger' },
          ]}
          yUnit="mm Hg"
          formatX={formatDateTime}
        />
      </Card>
      <ScrollTable caption={t`Latest readings`} columns={[t`Measured`, t`Reading`, t`Pulse`, t`Category`, t`Entered by`]}>
        {latest.map((reading) => {
          const pulse = reading.pulse;
          return (
            <tr key={reading._id} className={rowClass}>
              <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                {formatDateTime(reading.measured_at)}
              </th>
              <td className={`${cellClass} font-semibold whitespace-nowrap`}>
                {reading.systolic}/{reading.diastolic} mm Hg
              </td>
              <td className={cellClass}>{reading.pulse === null ? '—' : <Trans>{pulse} bpm</Trans>}</td>
              <td className={cellClass}>
                <BpCategoryBadge category={reading.category} flags={bpFlags(reading)} />
              </td>
              <td className={cellClass}>
                {reading.entered_by ? enteredBy(reading.entered_by) : (importedFrom(reading.source, i18n) ?? t`The member`)}
              </td>
            </tr>
          );
        })}
      </ScrollTable>
    </div>
  );
}
