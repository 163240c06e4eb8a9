import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  MEASURES_WITH_TARGET,
  OUTCOME_PERIODS,
  type ClinicalOutcomes,
  type Engagement,
  type EngagementFigure,
  type FunnelStep,
  type Measure,
  type OutcomePeriod,
  type OutcomesQuery,
} from '@wellpath/shared/outcomes/wire';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import { downloadOutcomesCsv, useClinicalOutcomesQuery, useEngagementQuery, type OutcomesTable } from '../api/outcomes';
import { CareTitle } from '../components/care-title';
import { CohortNote, CohortPicker } from '../components/cohort-picker';
import { cellClass, rowClass, ScrollTable } from '../components/scroll-table';
import { Section } from '../components/section';
import { RoleGate, useCan } from '../components/staff-context';

const PERIOD_NAMES: Record<OutcomePeriod, MessageDescriptor> = {
  '90d': msg`Joined in the last 90 days`,
  '180d': msg`Joined in the last 180 days`,
  '365d': msg`Joined in the last 12 months`,
  all: msg`Every member`,
};

const STEP_NAMES: Record<FunnelStep, MessageDescriptor> = {
  registered: msg`Registered`,
  verified: msg`Verified their e-mail`,
  onboarded: msg`Finished onboarding`,
  first_programme: msg`Started a first programme`,
  active_30: msg`Active at 30 days`,
  active_60: msg`Active at 60 days`,
  active_90: msg`Active at 90 days`,
};

const MEASURE_NAMES: Record<Measure, MessageDescriptor> = {
  blood_pressure: msg`Blood pressure (systolic, mm Hg; of members with 2 or more readings in their first and in their last 7 days of readings)`,
  weight: msg`Weight (% of baseline)`,
  hba1c: msg`HbA1c (% points; of members with diabetes or their own HbA1c target)`,
  ldl: msg`LDL cholesterol (mmol/L)`,
  non_hdl: msg`Non-HDL cholesterol (mmol/L)`,
  phq9: msg`PHQ-9 (points)`,
  gad7: msg`GAD-7 (points)`,
  heart_risk: msg`10-year heart risk (% points)`,
  activity: msg`Activity (minutes a week)`,
};

const FIGURE_NAMES: Record<EngagementFigure, MessageDescriptor> = {
  tracking_days: msg`Programme tracking days per active member, last 28 days`,
  programme_completion: msg`Programmes completed`,
  messages_answered: msg`Messages answered within 2 working days`,
  requests_answered: msg`Programme requests answered within 2 working days`,
};
const FIGURE_OF: Record<EngagementFigure, MessageDescriptor> = {
  tracking_days: msg`Members active in the last 28 days`,
  programme_completion: msg`Programmes ended (completed or left)`,
  messages_answered: msg`Messages of the last 12 complete weeks whose 2 working days have passed`,
  requests_answered: msg`Requests of the last 12 complete weeks whose 2 working days have passed`,
};

/** /care/outcomes: the programme's results per cohort; clinical outcomes for clinicians and administrators, engagement for everyone. */
export function OutcomesPage() {
  const { t } = useLingui();
  return <RoleGate permission="members:read" title={t`Programme results`} screen={Outcomes} />;
}

function Outcomes() {
  const { t, i18n } = useLingui();
  const title = t`Programme results`;
  const [q, setQ] = useState<OutcomesQuery>({ period: '365d', cohort: 'all' });
  const clinicalAllowed = useCan('health:read');
  const engagement = useEngagementQuery(q);
  const clinical = useClinicalOutcomesQuery(q, clinicalAllowed);
  const data = engagement.data;

  return (
    <div className="space-y-8">
      <CareTitle title={title} />
      <PageHeader
        title={title}
        description={t`How the programme moves the numbers and keeps members engaged. Counts and medians only, no member named; a group of fewer than 5 members shows no figure.`}
      />
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <SelectField label={t`Period`} value={q.period} onChange={(e) => setQ({ ...q, period: e.target.value as OutcomePeriod })}>
          {OUTCOME_PERIODS.map((p) => (
            <option key={p} value={p}>
              {i18n._(PERIOD_NAMES[p])}
            </option>
          ))}
        </SelectField>
        <CohortPicker cohort={q.cohort} cohorts={data?.cohorts} onChange={(cohort) => setQ({ ...q, cohort })} />
      </Card>
      {data && <CohortNote cohort={q.cohort} computedAt={data.computed_at} />}
      <AsyncSection
        query={engagement}
        loading={<SkeletonGroup className="space-y-2" label={t`Loading the engagement`} shapes={['h-40', 'h-40']} />}
        error={
          <RetryError query={engagement}>
            <Trans>The engagement could not be loaded.</Trans>
          </RetryError>
        }
      >
        {(e) => <EngagementSection data={e} q={q} />}
      </AsyncSection>
      {clinicalAllowed && (
        <AsyncSection
          query={clinical}
          loading={<SkeletonGroup className="space-y-2" label={t`Loading the clinical outcomes`} shapes={['h-40']} />}
          error={
            <RetryError query={clinical}>
              <Trans>The clinical outcomes could not be loaded.</Trans>
            </RetryError>
          }
        >
          {(c) => <ClinicalSection data={c} q={q} />}
        </AsyncSection>
      )}
    </div>
  );
}

function DownloadButton({ table, q, label }: { table: OutcomesTable; q: OutcomesQuery; label: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          downloadOutcomesCsv(table, q)
            .catch(() => setFailed(true))
            .finally(() => setBusy(false));
        }}
      >
        <Download className="size-4" aria-hidden="true" />
        {label}
      </Button>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {t`The table could not be downloaded. Try again.`}
        </p>
      )}
    </div>
  );
}

/** A figure, or "fewer than 5" when the group is too small to show one. */
function useFigure() {
  const { t } = useLingui();
  return (n: number | null) => (n === null ? t`fewer than 5` : formatNumber(n));
}

/** Horizontal bars, hidden from screen readers: the table beside them says the same. */
function Bars({ rows }: { rows: Array<{ key: string; label: string; share: number | null; text: string }> }) {
  return (
    <ul aria-hidden="true" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {rows.map((r) => (
        <li key={r.key} className="text-sm">
          <span className="block text-slate-700">{r.label}</span>
          <span className="mt-1 flex items-center gap-2">
            <span className="h-3 rounded bg-teal-600" style={{ width: `${Math.max(0, Math.min(1, r.share ?? 0)) * 80}%` }} />
            <span className="text-xs whitespace-nowrap text-slate-700">{r.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const shareOf = (n: number | null, of: number | null) => (n === null || of === null || of === 0 ? null : n / of);

function EngagementSection({ data, q }: { data: Engagement; q: OutcomesQuery }) {
  const { t, i18n } = useLingui();
  const figure = useFigure();
  const pct = (n: number | null, of: number | null) => {
    const s = shareOf(n, of);
    return s === null ? '—' : formatPercent(s);
  };
  return (
    <div className="space-y-8">
      <Section
        id="funnel"
        title={t`From registration to active at 90 days`}
        description={t`Active at 30, 60 or 90 days: logged something (tracking, a reading, a survey, a message) in the 14 days up to that day. Each step counts the members who have reached that day.`}
      >
        <Bars
          rows={data.funnel.map((s) => ({
            key: s.step,
            label: i18n._(STEP_NAMES[s.step]),
            share: shareOf(s.members, s.of),
            text: s.members === null ? t`fewer than 5` : t`${figure(s.members)} of ${figure(s.of)}`,
          }))}
        />
        <ScrollTable caption={t`Engagement funnel`} columns={[t`Step`, t`Members`, t`Of`, t`Share`]}>
          {data.funnel.map((s) => (
            <tr key={s.step} className={rowClass}>
              <th scope="row" className={`${cellClass} font-normal`}>
                {i18n._(STEP_NAMES[s.step])}
              </th>
              <td className={cellClass}>{figure(s.members)}</td>
              <td className={cellClass}>{figure(s.of)}</td>
              <td className={cellClass}>{pct(s.members, s.of)}</td>
            </tr>
          ))}
        </ScrollTable>
        <DownloadButton table="funnel" q={q} label={t`Download the funnel (CSV)`} />
      </Section>
      <Section
        id="weekly"
        title={t`Weekly active members`}
        description={t`Members who logged something in each of the last 12 complete weeks (Monday to Sunday).`}
      >
        <Bars
          rows={data.weekly_active.map((w) => ({
            key: w.week_start,
            label: t`Week of ${w.week_start}`,
            share: shareOf(w.members, w.of),
            text: w.members === null ? t`fewer than 5` : t`${figure(w.members)} of ${figure(w.of)}`,
          }))}
        />
        <ScrollTable caption={t`Weekly active members`} columns={[t`Week of`, t`Active members`, t`Of`, t`Share`]}>
          {data.weekly_active.map((w) => (
            <tr key={w.week_start} className={rowClass}>
              <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
                {w.week_start}
              </th>
              <td className={cellClass}>{figure(w.members)}</td>
              <td className={cellClass}>{figure(w.of)}</td>
              <td className={cellClass}>{pct(w.members, w.of)}</td>
            </tr>
          ))}
        </ScrollTable>
        <DownloadButton table="weekly_active" q={q} label={t`Download the weekly active members (CSV)`} />
      </Section>
      <EngagementFigures data={data} q={q} />
    </div>
  );
}

/** Tracking, completion and answers (decision 0115): each figure with what it is counted of. */
function EngagementFigures({ data, q }: { data: Engagement; q: OutcomesQuery }) {
  const { t, i18n } = useLingui();
  const figure = useFigure();
  const value = (x: Engagement['figures'][number]) =>
    x.value === null ? t`fewer than 5` : x.figure === 'tracking_days' ? formatNumber(x.value, { max: 1 }) : formatNumber(x.value);
  const share = (x: Engagement['figures'][number]) => {
    if (x.figure === 'tracking_days') return '—';
    const s = shareOf(x.value, x.of);
    return s === null ? '—' : formatPercent(s);
  };
  return (
    <Section
      id="service"
      title={t`Tracking, completion and answers`}
      description={t`Working days are the clinic's opening days. A message counts from the member's first message since the care team last wrote.`}
    >
      <ScrollTable caption={t`Tracking, completion and answers`} columns={[t`Figure`, t`Value`, t`Of`, t`Counted of`, t`Share`]}>
        {data.figures.map((x) => (
          <tr key={x.figure} className={rowClass}>
            <th scope="row" className={`${cellClass} font-normal`}>
              {i18n._(FIGURE_NAMES[x.figure])}
            </th>
            <td className={cellClass}>{value(x)}</td>
            <td className={cellClass}>{figure(x.of)}</td>
            <td className={cellClass}>{i18n._(FIGURE_OF[x.figure])}</td>
            <td className={cellClass}>{share(x)}</td>
          </tr>
        ))}
      </ScrollTable>
      <DownloadButton table="figures" q={q} label={t`Download tracking, completion and answers (CSV)`} />
    </Section>
  );
}

function ClinicalSection({ data, q }: { data: ClinicalOutcomes; q: OutcomesQuery }) {
  const { t, i18n } = useLingui();
  const figure = useFigure();
  const blank = (m: ClinicalOutcomes['measures'][number], v: number | null) => (m.members !== null && v === null ? '—' : figure(v));
  const median = (m: ClinicalOutcomes['measures'][number]) =>
    m.members === null ? t`fewer than 5` : m.median_change === null ? '—' : formatNumber(m.median_change, { max: 2 });
  const withTarget = data.measures.filter((m) => MEASURES_WITH_TARGET.includes(m.measure));
  return (
    <Section
      id="clinical"
      title={t`Clinical outcomes`}
      description={t`Baseline (the first value from 30 days before joining) against the latest, for the members with both. Blood pressure: at each end the average of 2 or more readings, in the 7 days from the first reading and in the 7 days up to the newest, read as shown in whole mm Hg; a member with fewer is not counted. HbA1c: members with diabetes (on their record, on their health profile, or an HbA1c of 6.5 % or more or a fasting glucose of 7.0 mmol/L or more) or with their own HbA1c target. Target: the member's own, else under 130/80, HbA1c 7.0 % or less, LDL under 3.5 mmol/L. Non-HDL (total minus HDL of one report): under 2.4, 2.6 or 4.2 mmol/L by the member's heart-risk group. Heart risk: the member's own 10-year estimate at both lipid panels, for those whose every factor is known; moving down a category counts. Activity: moderate-to-vigorous minutes in the first 7 days after joining against the last 7 complete days, for members who joined 14 days ago or more, minutes logged, imported or tracked in a programme, the same activity told twice counted once; at target: the member's own, else 150 minutes.`}
    >
      <Bars
        rows={withTarget.flatMap((m) => [
          {
            key: `${m.measure}-baseline`,
            label: t`${i18n._(MEASURE_NAMES[m.measure])}: at target at baseline`,
            share: shareOf(m.at_target_baseline, m.members),
            text: m.members === null ? t`fewer than 5` : t`${figure(m.at_target_baseline)} of ${figure(m.members)}`,
          },
          {
            key: `${m.measure}-now`,
            label: t`${i18n._(MEASURE_NAMES[m.measure])}: at target now`,
            share: shareOf(m.at_target_now, m.members),
            text: m.members === null ? t`fewer than 5` : t`${figure(m.at_target_now)} of ${figure(m.members)}`,
          },
        ])}
      />
      <ScrollTable
        caption={t`Clinical outcomes, baseline against latest`}
        columns={[
          t`Measure`,
          t`Members with two values`,
          t`Median change`,
          t`Improved`,
          t`Unchanged`,
          t`Worse`,
          t`At target at baseline`,
          t`At target now`,
          t`Lost 5 % or more, or down a band or a risk category`,
        ]}
        minWidth="min-w-[64rem]"
      >
        {data.measures.map((m) => (
          <tr key={m.measure} className={rowClass}>
            <th scope="row" className={`${cellClass} font-normal`}>
              {i18n._(MEASURE_NAMES[m.measure])}
            </th>
            <td className={cellClass}>{figure(m.members)}</td>
            <td className={cellClass}>{median(m)}</td>
            <td className={cellClass}>{figure(m.improved)}</td>
            <td className={cellClass}>{figure(m.unchanged)}</td>
            <td className={cellClass}>{figure(m.worse)}</td>
            <td className={cellClass}>{blank(m, m.at_target_baseline)}</td>
            <td className={cellClass}>{blank(m, m.at_target_now)}</td>
            <td className={cellClass}>{blank(m, m.goal_met)}</td>
          </tr>
        ))}
      </ScrollTable>
      <DownloadButton table="measures" q={q} label={t`Download the clinical outcomes (CSV)`} />
    </Section>
  );
}
