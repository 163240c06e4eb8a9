import { storedBodyValue } from '@wellpath/shared/health/body';
import {
  weightReviewEvidenceSchema,
  weightReviewFinding,
  weightReviewSchema,
  type WeightReview,
} from '@wellpath/shared/health/weight-loss';
import { memberToday } from '@wellpath/shared/reminders/time-zone';
import { ageOn, MINIMUM_AGE } from '@wellpath/shared/user/age';
import type { Db } from '../../db/connection.js';
import type { WeightReviewTable } from '../../db/schema.js';
import { smsg } from '../../i18n/index.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { parseColumn, parseJsonColumn } from '../../lib/stored-row.js';
import { newId } from '../../lib/tokens.js';
import { lockEvent } from '../alerts/alerts.service.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { findUserById } from '../user/user.service.js';
import * as repo from './weight-review.repository.js';

const reasonColumn = weightReviewSchema.shape.reason;

function present(r: WeightReviewTable): WeightReview {
  return {
    _id: r.id,
    reason: parseColumn(reasonColumn, r.reason, 'weight_reviews.reason'),
    evidence: parseJsonColumn(weightReviewEvidenceSchema, r.evidence, 'weight_reviews.evidence'),
    raised_at: r.raised_at,
    reviewed_at: r.reviewed_at,
    reviewed_by: r.reviewed_by_name,
  };
}

/**
 * A fast weight loss flagged to the care team (issue 35, decision 0103): a "needs review" item, not an
 * urgent alert. Checked after each weight the member logs or corrects and after each import batch that
 * stores weights; only a recent weight since joining ends an episode (history raises none); raised once per episode: while
 * one is open nothing new is raised, and once the care team marks it reviewed only weights measured
 * after that can raise the next (the lock and the partial unique index keep it to one, on both databases).
 */
export class WeightReviewService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  /** Raises a review if the member's weights call for one and none is open; the open or new one, else null. */
  async check(userId: string, now = new Date()): Promise<WeightReview | null> {
    const row = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `weight-review:${userId}`);
      const open = await repo.openReview(trx, userId);
      if (open) return open;
      const [user, weights, after] = await Promise.all([
        findUserById(trx, userId),
        repo.weightsOf(trx, userId),
        repo.lastReviewedAt(trx, userId),
      ]);
      if (!user) return null;
      const age = ageOn(user.date_of_birth, memberToday(user.time_zone, undefined, now));
      const finding = weightReviewFinding({
        weights: weights.map((w) => ({ kg: storedBodyValue(w.value), measured_at: w.measured_at })),
        heightCm: user.height_cm == null ? null : storedBodyValue(user.height_cm),
        adult: age !== null && age >= MINIMUM_AGE,
        after,
        now,
        joinedAt: user.created_at,
      });
      if (!finding) return null;
      const { reason, ...evidence } = finding;
      const review: WeightReviewTable = {
        id: newId(),
        user_id: userId,
        reason,
        evidence: JSON.stringify(evidence),
        raised_at: nowIso(),
        reviewed_at: null,
        reviewed_by: null,
        reviewed_by_name: null,
      };
      await repo.insertReview(trx, review);
      return review;
    });
    return row ? present(row) : null;
  }

  /** What the member sees: the open review's reason and when (no one's name), or null. */
  async forMember(userId: string): Promise<{ reason: WeightReview['reason']; raised_at: string } | null> {
    const open = await repo.openReview(this.db, userId);
    return open ? { reason: parseColumn(reasonColumn, open.reason, 'weight_reviews.reason'), raised_at: open.raised_at } : null;
  }

  private async assertMember(id: string): Promise<void> {
    const user = await findUserById(this.db, id);
    if (!user || user.role !== 'member') throw notFound(smsg('api.memberNotFound'));
  }

  /** The member's reviews for the care team, open first (logged). */
  async forStaff(actor: Actor, memberId: string): Promise<{ reviews: WeightReview[] }> {
    await this.assertMember(memberId);
    await this.audit.record(actor, memberId, ACCESS_ACTIONS.viewedWeightReviews);
    return { reviews: (await repo.listReviews(this.db, memberId)).map(present) };
  }

  /** Marks a review reviewed (logged in the same transaction); again, it answers as it is. */
  async markReviewed(actor: Actor, memberId: string, reviewId: string): Promise<WeightReview> {
    await this.assertMember(memberId);
    const row = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `weight-review:${memberId}`);
      const changed = await repo.markReviewed(trx, memberId, reviewId, {
        reviewed_at: nowIso(),
        reviewed_by: actor.userId,
        reviewed_by_name: actor.name,
      });
      if (changed) await this.audit.record(actor, memberId, ACCESS_ACTIONS.reviewedWeight, reviewId, trx);
      return repo.findReview(trx, memberId, reviewId);
    });
    if (!row) throw notFound(smsg('api.weightReviewNotFound'));
    return present(row);
  }
}
