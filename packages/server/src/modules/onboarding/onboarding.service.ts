import type { Kysely, Transaction } from 'kysely';
import { smsg } from '../../i18n/index.js';
import { currentSurveyIndex, type OnboardingState } from '@wellpath/shared/surveys/wire';
import type { Provenance } from '@wellpath/shared/surveys/provenance';
import type { Database, OnboardingStatus } from '../../db/schema.js';
import type { Db } from '../../db/connection.js';
import type { ContentBundle } from '../../content/loader.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { serialiseProvenance } from '../../lib/provenance.js';
import * as repo from './onboarding.repository.js';
import { initialSequence, onboardingTexts, presentOnboardingState, type OnboardingTexts } from './onboarding.presenter.js';
import { surveyIdsByKey } from '../surveys/surveys.service.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { isInSequence } from './onboarding.repository.js';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * The onboarding sequence: content's initial surveys, then those added by answers. Completed or
 * skipped surveys are passed over; onboarding is completed when none is left pending.
 */
export class OnboardingService {
  /** The content's first surveys as the database holds them (ids, titles), read again after 30 s at most. */
  private initialSurveys?: {
    keys: string[];
    until: number;
    rows: Promise<Array<{ id: string; key: string; title: string; description: string }>>;
  };

  /** The onboarding's texts in each language, for the content they were read from (decision 0117). */
  private texts?: { content: ContentBundle; byLocale: Partial<Record<Locale, OnboardingTexts>> };

  constructor(
    private readonly db: Db,
    private readonly content: () => ContentBundle,
  ) {}

  private textsIn(locale: Locale): OnboardingTexts {
    const content = this.content();
    if (this.texts?.content !== content) this.texts = { content, byLocale: {} };
    return (this.texts.byLocale[locale] ??= onboardingTexts(content, locale));
  }

  /**
   * The surveys a sequence starts with, for a member who has none yet (the status of every new
   * member's home, on every visit). Content only changes at a sync, done at start; a sync by another
   * process (content:load) is seen within 30 s, as the member reads are (decision 0051).
   */
  private firstSurveys(keys: string[]) {
    const now = Date.now();
    const kept = this.initialSurveys;
    if (kept && kept.keys === keys && now < kept.until) return kept.rows;
    const rows = surveyIdsByKey(this.db, keys);
    this.initialSurveys = { keys, until: now + 30_000, rows };
    rows.catch(() => {
      if (this.initialSurveys?.rows === rows) this.initialSurveys = undefined;
    });
    return rows;
  }

  /** Creates the member's sequence from content if it does not exist yet. */
  async ensureSequence(q: Q, userId: string): Promise<void> {
    if (await repo.hasSequence(q, userId)) return;
    const keys = this.content().onboarding.surveys;
    const rows = await surveyIdsByKey(q, keys);
    const byKey = new Map(rows.map((r) => [r.key, r.id]));
    const at = nowIso();
    for (const [i, key] of keys.entries()) {
      const surveyId = byKey.get(key);
      if (!surveyId) continue;
      await repo.addToSequence(q, {
        user_id: userId,
        survey_id: surveyId,
        position: i,
        status: 'pending',
        added_by_response_id: null,
        source: null,
        added_at: at,
      });
    }
  }

  /** Appends a survey added by a trigger; records why. Returns whether it was new to the sequence. */
  async appendSurvey(q: Q, userId: string, surveyId: string, from: { responseId: string; source: Provenance }): Promise<boolean> {
    await this.ensureSequence(q, userId);
    const added = await repo.addToSequence(q, {
      user_id: userId,
      survey_id: surveyId,
      position: await repo.nextPosition(q, userId),
      status: 'pending',
      added_by_response_id: from.responseId,
      source: serialiseProvenance(from.source),
      added_at: nowIso(),
    });
    if (added) await this.refreshStatus(q, userId);
    return added;
  }

  /** Marks a survey of the sequence completed (also when it had been skipped). */
  async markCompleted(q: Q, userId: string, surveyId: string): Promise<boolean> {
    await this.ensureSequence(q, userId);
    const inSequence = await repo.setSequenceStatus(q, userId, surveyId, 'completed', ['pending', 'skipped']);
    await this.refreshStatus(q, userId);
    return inSequence;
  }

  /** Stores the status the sequence implies; a newly added survey reopens a completed onboarding. */
  private async refreshStatus(q: Q, userId: string): Promise<void> {
    const row = await repo.findOnboarding(q, userId);
    if (!row || row.status === 'not_started') return;
    const sequence = await repo.listSequence(q, userId);
    const status: OnboardingStatus = currentSurveyIndex(sequence) === -1 ? 'completed' : 'in_progress';
    if (status === row.status) return;
    await repo.upsertOnboarding(q, userId, {
      status,
      completed_at: status === 'completed' ? nowIso() : null,
      // A survey added after the member saw "Congratulations!" shows the banner again.
      completion_seen_at: status === 'completed' ? row.completion_seen_at : null,
    });
  }

  /** The member's onboarding, its texts in `locale`. */
  async status(userId: string, locale: Locale = 'en'): Promise<OnboardingState> {
    const onboarding = this.content().onboarding;
    // One read: the onboarding record, and the sequence with the responses that added to it.
    const stored = await repo.listSequenceWithAdders(this.db, userId);
    const row = stored.record;
    // Not started yet: show the initial list without writing anything.
    const sequence =
      stored.sequence.length > 0 ? stored.sequence : initialSequence(onboarding.surveys, await this.firstSurveys(onboarding.surveys));
    return presentOnboardingState({
      status: row?.status ?? 'not_started',
      completionSeen: Boolean(row?.completion_seen_at),
      texts: this.textsIn(locale),
      sequence,
      responses: stored.responses,
    });
  }

  async start(userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.ensureSequence(trx, userId);
      const row = await repo.findOnboarding(trx, userId);
      if (row && row.status !== 'not_started') return;
      await repo.upsertOnboarding(trx, userId, { status: 'in_progress', started_at: nowIso() });
      await this.refreshStatus(trx, userId);
    });
  }

  async skip(userId: string, surveyId: string): Promise<void> {
    await this.changeOne(userId, surveyId, 'skipped', ['pending']);
  }

  async unskip(userId: string, surveyId: string): Promise<void> {
    await this.changeOne(userId, surveyId, 'pending', ['skipped']);
  }

  private async changeOne(userId: string, surveyId: string, to: 'skipped' | 'pending', from: Array<'pending' | 'skipped'>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const sequence = await repo.listSequence(trx, userId);
      const entry = sequence.find((s) => s.survey_id === surveyId);
      if (!entry) throw notFound(smsg('api.notInOnboarding'));
      if (!from.includes(entry.status as 'pending' | 'skipped')) return; // already in the wanted state, or completed
      await repo.setSequenceStatus(trx, userId, surveyId, to, from);
      const row = await repo.findOnboarding(trx, userId);
      if (!row || row.status === 'not_started') await repo.upsertOnboarding(trx, userId, { status: 'in_progress', started_at: nowIso() });
      await this.refreshStatus(trx, userId);
    });
  }

  async completionSeen(userId: string): Promise<void> {
    const row = await repo.findOnboarding(this.db, userId);
    if (row?.status !== 'completed') return;
    await repo.upsertOnboarding(this.db, userId, { status: 'completed', completion_seen_at: nowIso() });
  }
}
