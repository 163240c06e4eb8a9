import type { ClinicalOutcomes, Engagement, EngagementFigure, FunnelStep, Measure } from '@wellpath/shared/outcomes/wire';
import type { ServerMessageId } from '../../i18n/catalog/en.js';

const MEASURE_WORDS: Record<Measure, ServerMessageId> = {
  blood_pressure: 'outcomes.measure.bloodPressure',
  weight: 'outcomes.measure.weight',
  hba1c: 'outcomes.measure.hba1c',
  ldl: 'outcomes.measure.ldl',
  non_hdl: 'outcomes.measure.nonHdl',
  phq9: 'outcomes.measure.phq9',
  gad7: 'outcomes.measure.gad7',
  heart_risk: 'outcomes.measure.heartRisk',
  activity: 'outcomes.measure.activity',
};
const FIGURE_WORDS: Record<EngagementFigure, ServerMessageId> = {
  tracking_days: 'outcomes.figure.trackingDays',
  programme_completion: 'outcomes.figure.programmeCompletion',
  messages_answered: 'outcomes.figure.messagesAnswered',
  requests_answered: 'outcomes.figure.requestsAnswered',
};
const STEP_WORDS: Record<FunnelStep, ServerMessageId> = {
  registered: 'outcomes.step.registered',
  verified: 'outcomes.step.verified',
  onboarded: 'outcomes.step.onboarded',
  first_programme: 'outcomes.step.firstProgramme',
  active_30: 'outcomes.step.active30',
  active_60: 'outcomes.step.active60',
  active_90: 'outcomes.step.active90',
};

/** The reader's words for a catalogue message (req.t of smsg(id)). */
export type CsvWords = (id: ServerMessageId) => string;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; a leading =+-@ is neutralised (CSV injection). */
function field(value: string | number | null, fewer: string): string {
  if (value === null) return fewer;
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function table(rows: Array<Array<string | number | null>>, fewer: string): string {
  return rows.map((r) => r.map((v) => field(v, fewer)).join(',')).join('\r\n') + '\r\n';
}

/** A table of the outcomes page as CSV in the reader's language; a withheld figure reads "fewer than 5". */
export function outcomesCsv(
  name: 'measures' | 'funnel' | 'weekly_active' | 'figures',
  data: ClinicalOutcomes | Engagement,
  w: CsvWords,
): { filename: string; csv: string } {
  const fewer = w('outcomes.csv.fewerThan5');
  const filename = `outcomes-${name.replace('_', '-')}-${data.cohort.replace(/[^a-z0-9-]+/gi, '-')}-${data.period}-${data.day}.csv`;
  if (name === 'measures' && 'measures' in data) {
    const head: ServerMessageId[] = [
      'outcomes.csv.measure',
      'outcomes.csv.members',
      'outcomes.csv.medianChange',
      'outcomes.csv.improved',
      'outcomes.csv.unchanged',
      'outcomes.csv.worse',
      'outcomes.csv.atTargetBaseline',
      'outcomes.csv.atTargetNow',
      'outcomes.csv.goalMet',
    ];
    const rows = data.measures.map((m) => [
      w(MEASURE_WORDS[m.measure]),
      m.members,
      m.median_change,
      m.improved,
      m.unchanged,
      m.worse,
      m.at_target_baseline,
      m.at_target_now,
      m.goal_met,
    ]);
    // A measure without a target (or a goal) has no figure there: an empty field, not "fewer than 5".
    const blank = data.measures.map((m) => [
      false,
      false,
      false,
      false,
      false,
      false,
      m.members !== null && m.at_target_baseline === null,
      m.members !== null && m.at_target_now === null,
      m.members !== null && m.goal_met === null,
    ]);
    const body = rows.map((r, i) => r.map((v, j) => (blank[i]![j] ? '' : v)));
    return { filename, csv: table([head.map((h) => w(h)), ...body], fewer) };
  }
  if (name === 'funnel' && 'funnel' in data) {
    const rows = data.funnel.map((s) => [w(STEP_WORDS[s.step]), s.members, s.of]);
    return { filename, csv: table([[w('outcomes.csv.step'), w('outcomes.csv.stepMembers'), w('outcomes.csv.of')], ...rows], fewer) };
  }
  if (name === 'weekly_active' && 'weekly_active' in data) {
    const rows = data.weekly_active.map((x) => [x.week_start, x.members, x.of]);
    return { filename, csv: table([[w('outcomes.csv.weekStart'), w('outcomes.csv.activeMembers'), w('outcomes.csv.of')], ...rows], fewer) };
  }
  if (name === 'figures' && 'figures' in data) {
    const rows = data.figures.map((x) => [w(FIGURE_WORDS[x.figure]), x.value, x.of]);
    return { filename, csv: table([[w('outcomes.csv.figure'), w('outcomes.csv.value'), w('outcomes.csv.of')], ...rows], fewer) };
  }
  return { filename, csv: '' };
}
