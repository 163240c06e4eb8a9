import { baselineSince, storedBodyValue, weightChanges } from '@wellpath/shared/health/body';
import type { BodySummary } from '@wellpath/shared/health/wire';
import type { Db } from '../../db/connection.js';
import * as repo from './body.repository.js';

/**
 * The weight's change from ONE baseline (decision 0092 amended): the first weight from 30 days before
 * joining on, the weight the default goal is 5 % below; and over 30 and 90 days, from the weights
 * since that baseline. Worked out here, not on the screen from the page of measurements it loaded
 * (whose oldest row is not the programme's start). Null without a weight since the baseline's start.
 */
export async function weightChangeOf(db: Db, userId: string, joinedAt: string): Promise<BodySummary['weight_change']> {
  const rows = await repo.weightsSince(db, userId, baselineSince(joinedAt));
  const weights = rows.map((r) => ({ kg: storedBodyValue(r.value), measured_at: r.measured_at }));
  const changes = weightChanges(weights);
  const [baseline] = weights;
  if (!baseline || !changes.latest) return null;
  return {
    baseline,
    latest: changes.latest,
    since_start: changes.sinceStart,
    days_30: changes.days30,
    days_90: changes.days90,
  };
}
