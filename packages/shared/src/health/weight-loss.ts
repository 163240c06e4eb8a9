import { z } from 'zod';
import { bmiValue, type DatedKg } from './body.js';

// A weight loss the care team should look at (issue 35, decision 0103): not an urgent alert, a
// "needs review" item. Two rules, each on the member's weights in kg:
// - fast loss: more than 1.5 kg a week for three weeks running. Each week is read between the latest
//   weight and the weights nearest 7, 14 and 21 days before it, each within 3 days either side of its
//   week's boundary (else the week cannot be told; amended: a member weighing every 5 or 6 days is
//   read too); each week's loss is per 7 days of the time between its two weights (a week read over
//   9 days counts 9/7 of a week), to two decimals as the evidence shows it;
// - low BMI after a loss: a weight lower than the one before it whose BMI (with the height) is under
//   18.5, for an adult (the adult bands do not apply under 18).
// The rule looks at every weight measured after `after` (the last review) as the latest, so a loss
// already reviewed is not raised again, and returns the first that raises it. Amended (safety review):
// only a weight of the last RECENT_WEIGHT_DAYS days, measured since the member joined, ends an episode,
// so imported years-old history never raises a present-tense review.

export const FAST_LOSS_KG_PER_WEEK = 1.5;
export const FAST_LOSS_WEEKS = 3;
export const LOW_BMI = 18.5;
/** How far either side of a week's boundary a weight may be measured and still stand for it. */
export const WEEK_SLACK_DAYS = 3;
/** How recent the weight that ends an episode must be: a review is about now, not about history. */
export const RECENT_WEIGHT_DAYS = 28;

const DAY_MS = 86_400_000;

export type WeightReviewReason = 'fast_loss' | 'low_bmi';

export interface WeightReviewFinding {
  reason: WeightReviewReason;
  /** The weights it was read from, oldest first. */
  weights: DatedKg[];
  /** fast_loss: each week's loss in kg per 7 days, oldest week first, to two decimals. */
  weekly_losses: number[];
  /** low_bmi: the BMI of the weight that raised it, to one decimal. */
  bmi: number | null;
}

/** The weight nearest `boundary` (ms) within the slack either side (the earlier of two as near), or null. */
function weightAt(sorted: readonly DatedKg[], boundary: number): DatedKg | null {
  let found: DatedKg | null = null;
  let distance = WEEK_SLACK_DAYS * DAY_MS;
  for (const w of sorted) {
    const d = Math.abs(Date.parse(w.measured_at) - boundary);
    if (d <= distance && (found === null || d < distance)) {
      found = w;
      distance = d;
    }
  }
  return found;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function fastLossAt(sorted: readonly DatedKg[], latest: DatedKg): WeightReviewFinding | null {
  const t = Date.parse(latest.measured_at);
  const points: DatedKg[] = [latest];
  for (let week = 1; week <= FAST_LOSS_WEEKS; week++) {
    const w = weightAt(sorted, t - week * 7 * DAY_MS);
    if (!w) return null;
    points.unshift(w);
  }
  const losses: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!;
    const to = points[i]!;
    const weeks = (Date.parse(to.measured_at) - Date.parse(from.measured_at)) / (7 * DAY_MS);
    if (weeks <= 0) return null;
    // Read as the evidence shows it (two decimals): exactly 1.5 kg a week is not more than 1.5.
    const perWeek = round2((from.kg - to.kg) / weeks);
    if (!(perWeek > FAST_LOSS_KG_PER_WEEK)) return null;
    losses.push(perWeek);
  }
  return { reason: 'fast_loss', weights: points, weekly_losses: losses, bmi: null };
}

function lowBmiAt(previous: DatedKg | undefined, w: DatedKg, heightCm: number | null, adult: boolean): WeightReviewFinding | null {
  if (!previous || heightCm === null || !adult || !(w.kg < previous.kg)) return null;
  const bmi = bmiValue(w.kg, heightCm);
  return bmi < LOW_BMI ? { reason: 'low_bmi', weights: [previous, w], weekly_losses: [], bmi } : null;
}

/**
 * The first weight measured after `after` (ISO 8601; null: any) that raises a review, with what
 * raised it; null when none does. `adult`: 18 or older (the BMI rule only applies then). Only a
 * weight measured within RECENT_WEIGHT_DAYS before `now`, and no more than BEFORE_JOINING_DAYS
 * before `joinedAt`, ends an episode: a member who joins and types in the last weeks' weights is
 * read as the programme's baseline reads them (decision 0098), while years of imported history are not.
 */
/** Weights this many days before joining still end an episode (the programme baseline's window, decision 0098). */
export const BEFORE_JOINING_DAYS = 30;

export function weightReviewFinding(input: {
  weights: readonly DatedKg[];
  heightCm: number | null;
  adult: boolean;
  after: string | null;
  now: Date;
  joinedAt: string;
}): WeightReviewFinding | null {
  const sorted = [...input.weights].sort((a, b) => Date.parse(a.measured_at) - Date.parse(b.measured_at));
  const after = Math.max(
    input.after === null ? -Infinity : Date.parse(input.after),
    // "Not before": a weight at the very moment of joining or of the window's start still counts.
    input.now.getTime() - RECENT_WEIGHT_DAYS * DAY_MS - 1,
    Date.parse(input.joinedAt) - BEFORE_JOINING_DAYS * DAY_MS - 1,
  );
  for (let i = 0; i < sorted.length; i++) {
    const w = sorted[i]!;
    if (Date.parse(w.measured_at) <= after) continue;
    const found = lowBmiAt(sorted[i - 1], w, input.heightCm, input.adult) ?? fastLossAt(sorted.slice(0, i + 1), w);
    if (found) return found;
  }
  return null;
}

// --- Wire shapes (decision 0103) ---

const datedKgSchema = z.object({ kg: z.number(), measured_at: z.string() });

/** What raised a review, as stored with it and answered. */
export const weightReviewEvidenceSchema = z.object({
  weights: z.array(datedKgSchema),
  weekly_losses: z.array(z.number()),
  bmi: z.number().nullable(),
});

export const weightReviewSchema = z.object({
  _id: z.string(),
  reason: z.enum(['fast_loss', 'low_bmi']),
  evidence: weightReviewEvidenceSchema,
  raised_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
});
export type WeightReview = z.infer<typeof weightReviewSchema>;

export const weightReviewListSchema = z.object({ reviews: z.array(weightReviewSchema) });

/** What the member sees of an open review: that the care team was told, and why (no one's name). */
export const memberWeightReviewSchema = z.object({ reason: z.enum(['fast_loss', 'low_bmi']), raised_at: z.string() }).nullable();
