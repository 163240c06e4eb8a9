import { BP_CATEGORY_LABELS, type BpCategory } from '@wellpath/shared/health/blood-pressure';
import type { BloodResult, BpSummary, ReferenceRange } from '@wellpath/shared/health/wire';
import type { MemberHealth } from '@wellpath/shared/staff/wire';
import { ArrowDown, ArrowUp, Check, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-field';
import { LineChart } from '@/components/ui/line-chart';
import { formatLongDate } from '@/lib/dates';
import { Badge, type BadgeTone } from './badge';
import { formatDateTime } from './format';
import { cellClass, rowClass, ScrollTable } from './scroll-table';
import { Nothing, Section, TagList } from './section';

const MARKER_STATUS: Record<BloodResult['status'], { label: string; tone: BadgeTone; icon: typeof Check }> = {
  high: { label: 'High', tone: 'danger', icon: ArrowUp },
  low: { label: 'Low', tone: 'warning', icon: ArrowDown },
  normal: { label: 'Normal', tone: 'success', icon: Check },
};

const BP_TONES: Record<BpCategory, BadgeTone> = {
  normal: 'success',
  elevated: 'info',
  stage1: 'warning',
  stage2: 'danger',
  crisis: 'danger',
};

function BpCategoryBadge({ category }: { category: BpCategory }) {
  return (
    <Badge tone={BP_TONES[category]} icon={category === 'crisis' ? TriangleAlert : undefined}>
      {BP_CATEGORY_LABELS[category]}
    </Badge>
  );
}

function formatRange({ min, max }: ReferenceRange, unit: string): string {
  if (min !== null && max !== null) return `${min}–${max} ${unit}`;
  if (max !== null) return `below ${max} ${unit}`;
  if (min !== null) return `above ${min} ${unit}`;
  return 'No range';
}

/** The member's health data (clinicians and administrators): each read of it is in the access log. */
export function MemberHealthSections({ health }: { health: MemberHealth }) {
  return (
    <>
      <Section id="conditions" title="Conditions">
        {health.conditions.length === 0 ? (
          <Nothing>The member has not added any conditions.</Nothing>
        ) : (
          <TagList items={health.conditions.map((c) => ({ key: c._id, name: c.name }))} />
        )}
      </Section>
      <Section id="surveys" title="Surveys" description="Completed surveys, newest first, with their scores. Open one to read the answers.">
        <SurveyHistory surveys={health.surveys} />
      </Section>
      <Section id="labs" title="Lab results">
        <LabResults labs={health.labs} />
      </Section>
      <Section id="blood-pressure" title="Blood pressure">
        <BloodPressure summary={health.blood_pressure} />
      </Section>
    </>
  );
}

function SurveyHistory({ surveys }: { surveys: MemberHealth['surveys'] }) {
  if (surveys.length === 0) return <Nothing>The member has not completed a survey yet.</Nothing>;
  return (
    <ul className="space-y-3">
      {surveys.map((response) => (
        <li key={response._id}>
          <Card className="p-4 sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{response.survey.title}</h3>
              <p className="text-sm text-slate-600">Completed {formatDateTime(response.completed_at)}</p>
            </div>
            {response.score !== null && (
              <p className="mt-1 text-sm text-slate-800">
                Score <span className="font-semibold">{response.score}</span>
                {response.score_unit && ` ${response.score_unit}`}
                {response.range_text && ` · ${response.range_text}`}
              </p>
            )}
            {response.alerts.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm">
                {response.alerts.map((alert) => (
                  <li key={alert.message} className={alert.level === 'urgent' ? 'font-semibold text-red-800' : 'text-slate-700'}>
                    {alert.level === 'urgent' ? 'Urgent: ' : 'Note: '}
                    {alert.message}
                  </li>
                ))}
              </ul>
            )}
            <details className="group mt-3">
              <summary className="cursor-pointer rounded text-sm font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700">
                Answers ({response.answers.length})
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
      ))}
    </ul>
  );
}

function LabResults({ labs }: { labs: MemberHealth['labs'] }) {
  const [markerKey, setMarkerKey] = useState(labs.latest[0]?.marker_key ?? '');
  if (labs.latest.length === 0) return <Nothing>No lab results yet.</Nothing>;
  const marker = labs.latest.find((r) => r.marker_key === markerKey) ?? labs.latest[0]!;
  const history = labs.reports.flatMap((report) => report.results).filter((r) => r.marker_key === marker.marker_key);
  const { min, max } = marker.reference_range;
  return (
    <div className="space-y-4">
      <ScrollTable caption="Latest result of each marker" columns={['Marker', 'Result', 'Status', 'Reference range', 'Test date']}>
        {labs.latest.map((result) => {
          const status = MARKER_STATUS[result.status];
          return (
            <tr key={result._id} className={rowClass}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {result.marker_name}
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>
                {result.value} {result.unit}
              </td>
              <td className={cellClass}>
                <Badge tone={status.tone} icon={status.icon}>
                  {status.label}
                </Badge>
              </td>
              <td className={cellClass}>{formatRange(result.reference_range, result.unit)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{formatLongDate(result.test_date)}</td>
            </tr>
          );
        })}
      </ScrollTable>
      <Card className="space-y-4 p-4 sm:p-5">
        <h3 className="font-semibold text-slate-900">Trend</h3>
        <SelectField label="Marker" value={marker.marker_key} onChange={(e) => setMarkerKey(e.target.value)} className="max-w-sm">
          {labs.latest.map((result) => (
            <option key={result.marker_key} value={result.marker_key}>
              {result.marker_name}
            </option>
          ))}
        </SelectField>
        <LineChart
          title={`${marker.marker_name} over time`}
          series={[{ id: marker.marker_key, label: marker.marker_name, points: history.map((r) => ({ x: r.test_date, y: r.value })) }]}
          bands={
            min !== null || max !== null
              ? [{ from: min ?? 0, to: max ?? Math.max(...history.map((r) => r.value)), label: 'Reference range', tone: 'normal' }]
              : []
          }
          yUnit={marker.unit}
        />
      </Card>
    </div>
  );
}

function BloodPressure({ summary }: { summary: BpSummary }) {
  const { average_7d: average, threshold } = summary;
  if (summary.readings.length === 0) return <Nothing>No blood pressure readings yet.</Nothing>;
  const latest = [...summary.readings].sort((a, b) => b.measured_at.localeCompare(a.measured_at)).slice(0, 10);
  return (
    <div className="space-y-4">
      <Card className="p-4 sm:p-5">
        <h3 className="font-semibold text-slate-900">Average of the last 7 days</h3>
        {average ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <p className="text-2xl font-bold text-slate-900">
              {Math.round(average.systolic)}/{Math.round(average.diastolic)}{' '}
              <span className="text-base font-medium text-slate-600">mm Hg</span>
            </p>
            <BpCategoryBadge category={average.category} />
            <p className="w-full text-sm text-slate-700">
              From {average.count} {average.count === 1 ? 'reading' : 'readings'}.{' '}
              {average.at_or_above_threshold
                ? `At or above the ${threshold.systolic}/${threshold.diastolic} threshold.`
                : `Below the ${threshold.systolic}/${threshold.diastolic} threshold.`}
            </p>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-700">No readings in the last 7 days.</p>
        )}
      </Card>
      <Card className="p-4 sm:p-5">
        <LineChart
          title="Blood pressure readings"
          description={`Dashed lines: the threshold of ${threshold.systolic} systolic and ${threshold.diastolic} diastolic.`}
          series={[
            { id: 'sys', label: 'Systolic', tone: 'rose', points: summary.readings.map((r) => ({ x: r.measured_at, y: r.systolic })) },
            { id: 'dia', label: 'Diastolic', tone: 'indigo', points: summary.readings.map((r) => ({ x: r.measured_at, y: r.diastolic })) },
          ]}
          referenceLines={[
            { y: threshold.systolic, tone: 'danger' },
            { y: threshold.diastolic, tone: 'danger' },
          ]}
          yUnit="mm Hg"
          formatX={formatDateTime}
        />
      </Card>
      <ScrollTable caption="Latest readings" columns={['Measured', 'Reading', 'Pulse', 'Category']}>
        {latest.map((reading) => (
          <tr key={reading._id} className={rowClass}>
            <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
              {formatDateTime(reading.measured_at)}
            </th>
            <td className={`${cellClass} font-semibold whitespace-nowrap`}>
              {reading.systolic}/{reading.diastolic} mm Hg
            </td>
            <td className={cellClass}>{reading.pulse === null ? '—' : `${reading.pulse} bpm`}</td>
            <td className={cellClass}>
              <BpCategoryBadge category={reading.category} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}
