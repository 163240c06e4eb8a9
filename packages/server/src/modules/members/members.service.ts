import { can, type Role } from '@wellpath/shared/staff/roles';
import { smsg } from '../../i18n/index.js';
import type { z } from 'zod';
import type {
  MemberHealth,
  MemberHealthFilter,
  MemberListQuery,
  memberListSchema,
  MemberOverview,
  SavedFilterCriteria,
} from '@wellpath/shared/staff/wire';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import { DAY_MS } from '../../lib/clock.js';
import { decodeIdCursor, encodeIdCursor } from '../../lib/cursor.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import type { BloodResultService } from '../healthtracking/blood-results.service.js';
import type { VitalsService } from '../healthtracking/vitals.service.js';
import type { ConditionService } from '../conditions/conditions.service.js';
import type { LifestyleService } from '../lifestyle/lifestyle.service.js';
import type { RecommendationService } from '../lifestyle/recommendations.service.js';
import type { ProgramRequestService } from '../program-requests/program-requests.service.js';
import type { ProgramService } from '../programs/programs.service.js';
import { memberToday } from '@wellpath/shared/reminders/time-zone';
import { listResponses } from '../surveys/surveys.service.js';
import { enqueueMail } from '../../mail/outbox.js';
import { secondFactorResetMail, inLanguage, type MailContext } from '../../mail/templates.js';
import type { SecondFactor } from '../staff/second-factor.js';
import { recordSecurityEvent } from '../user/user.service.js';
import type { MemberHealthFilters } from './health-filters.js';
import { allMatches, pageOfMatches, type CandidateSource } from './candidate-pages.js';
import * as repo from './members.repository.js';
import { presentAnsweredSurvey, presentListItem, presentMemberProgram, presentProfile } from './members.presenter.js';
import { surveyTexts, type SurveyTexts } from '../surveys/surveys.presenter.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';

/** Weeks of activity the overview shows (the member's own activity page shows up to 52). */
const ACTIVITY_WEEKS = 12;
const NOT_FOUND = smsg('api.memberNotFound');
export const ALERT_FILTER_FORBIDDEN = smsg('api.alertFilterForbidden');
/** A coach cannot filter members by their health data (issue 35). */
export const HEALTH_FILTER_FORBIDDEN = smsg('api.healthFilterForbidden');

export interface MemberServiceDeps {
  db: Db;
  audit: AuditService;
  /** Turns a member's second factor off (the same implementation the member's own profile uses). */
  secondFactor: Pick<SecondFactor, 'disable'>;
  mailContext: () => MailContext;
  kickMail: () => void;
  programs: ProgramService;
  vitals: VitalsService;
  lifestyle: LifestyleService;
  recommendations: RecommendationService;
  requests: ProgramRequestService;
  bloodResults: BloodResultService;
  conditions: ConditionService;
  /** The two health filters read member by member (decision 0111). */
  healthFilters: MemberHealthFilters;
  /** The content read in each language: what the answers name (programmes, conditions, surveys) in the reader's (decision 0124). */
  content: ContentBundle;
}

/** The health filters no single query answers: candidates read by the shared rule, in batches (decision 0111). */
const READ_ONE_BY_ONE = new Set<MemberHealthFilter>(['metabolic_syndrome', 'target_not_met_90']);
/** The list's filters as the repository reads them at `now` (no cursor, no limit). */
function listFilter(query: SavedFilterCriteria, now: Date): Omit<repo.MemberListFilter, 'after' | 'limit'> {
  return {
    q: query.q,
    openAlerts: query.alerts === 'open',
    program: query.program,
    activeSince: query.active_within ? new Date(now.getTime() - Number(query.active_within) * DAY_MS).toISOString() : undefined,
    // "Taken today" on the server's day (UTC): a member's own day may differ by a few hours at the edges.
    health: query.health ? { filter: query.health, today: now.toISOString().slice(0, 10), now } : undefined,
  };
}

/**
 * The care team's view of members: the list with search and filters, each member's overview (what
 * every role sees) and their health data (clinicians and administrators). Each member it reads comes
 * from the same services and shared rules as the member's own screens; every read of a record is in
 * the access log.
 */
export class MemberService {
  /** The surveys' texts in each language, worked out once (decision 0079). */
  private readonly texts: Record<Locale, SurveyTexts>;
  /** Each programme's title by key, in each language. */
  private readonly programTitles: Record<Locale, ReadonlyMap<string, string>>;

  constructor(private readonly deps: MemberServiceDeps) {
    const { content } = deps;
    this.texts = { en: surveyTexts(content, 'en'), fr: surveyTexts(content, 'fr') };
    const titles = (locale: Locale) => new Map(content.byLocale[locale].programs.map((p) => [p.key, p.title]));
    this.programTitles = { en: titles('en'), fr: titles('fr') };
  }

  private get db() {
    return this.deps.db;
  }

  private async member(id: string): Promise<repo.MemberRow> {
    const member = await repo.findMember(this.db, id);
    if (!member) throw notFound(NOT_FOUND);
    return member;
  }

  /**
   * An administrator turns off a member's two-step verification, when the member has lost their phone
   * and their recovery codes and the clinic has checked who they are: the key and the codes go, the
   * member is told by e-mail (their address, in case it was not them), and the access log and the
   * member's security events record it. The member can turn it on again from their profile.
   */
  async resetSecondFactor(actor: Actor, id: string): Promise<{ message: string }> {
    const member = await this.member(id);
    if (member.totp_enabled_at === null) throw conflict(smsg('api.twoStepNotOn'));
    await this.deps.secondFactor.disable(member.id);
    await this.db.transaction().execute(async (trx) => {
      await this.deps.audit.record(actor, member.id, ACCESS_ACTIONS.resetSecondFactor, null, trx);
      await recordSecurityEvent(trx, 'second_factor_reset_by_staff', member.id, actor.ip);
      await enqueueMail(trx, secondFactorResetMail(inLanguage(this.deps.mailContext(), member.language), member.email, member.first_name));
    });
    this.deps.kickMail();
    return { message: smsg('api.twoStepResetDone', { first: member.first_name, last: member.last_name }) };
  }

  /**
   * One page of the list. `actor` is asked for only when a health filter is used: each member it lists
   * was found by their health data, so each is in their access log (once a day per staff member).
   */
  async list(
    role: Role,
    query: MemberListQuery,
    actor?: () => Promise<Actor>,
    locale: Locale = 'en',
  ): Promise<z.infer<typeof memberListSchema>> {
    const seesAlerts = can(role, 'alerts:manage');
    if (query.alerts === 'open' && !seesAlerts) throw forbidden(ALERT_FILTER_FORBIDDEN);
    if (query.health && !can(role, 'health:read')) throw forbidden(HEALTH_FILTER_FORBIDDEN);
    let after: repo.MemberKey | undefined;
    if (query.cursor) {
      // The opaque cursor is the last member of the previous page: the next page starts after their sort key.
      const id = decodeIdCursor(query.cursor);
      after = id === undefined ? undefined : await repo.memberKey(this.db, id);
      if (!after) throw badRequest(smsg('api.invalidSearch'), [smsg('api.cursorNextPage')]);
    }
    const now = new Date();
    const filter: repo.MemberListFilter = { ...listFilter(query, now), after, limit: query.limit + 1 };
    const { page, next } =
      query.health && READ_ONE_BY_ONE.has(query.health)
        ? await this.readOneByOne(query.health, filter, query.limit, now)
        : await repo.listMembers(this.db, filter).then((rows) => {
            const shown = rows.slice(0, query.limit);
            return { page: shown, next: rows.length > query.limit ? (shown[shown.length - 1]?.id ?? null) : null };
          });
    if (query.health && actor && page.length > 0) {
      // The start of the server's (UTC) day: one entry a member a day for each staff member who finds them.
      const dayStart = `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
      await this.deps.audit.recordOnceSince(
        await actor(),
        page.map((r) => r.id),
        ACCESS_ACTIONS.listedByHealthFilter,
        dayStart,
      );
    }
    const ids = page.map((r) => r.id);
    const [titles, alerts] = await Promise.all([
      repo.activeProgramTitles(this.db, ids),
      seesAlerts ? repo.openAlertCounts(this.db, ids) : undefined,
    ]);
    return {
      members: page.map((r) =>
        presentListItem(
          r,
          titles.filter((t) => t.user_id === r.id).map((t) => this.programTitles[locale].get(t.key) ?? t.title),
          alerts ? (alerts.get(r.id) ?? 0) : null,
        ),
      ),
      next_cursor: next === null ? null : encodeIdCursor(next),
    };
  }

  /**
   * Every member the list's filters find now, as one SELECT of their ids for the programme's results
   * to read (a saved filter's cohort, decision 0123): the list's own SQL, or for the two filters read
   * member by member, the ids of the candidates the shared rule keeps (every candidate read, in
   * batches, as the list reads them). The caller checks the role may use these filters.
   */
  async matchingMembers(criteria: SavedFilterCriteria, now: Date = new Date()): Promise<RawBuilder<unknown>> {
    const filter = listFilter(criteria, now);
    const { health } = criteria;
    if (!health || !READ_ONE_BY_ONE.has(health)) return repo.matchingMembers(this.db, filter);
    const found = await allMatches(this.candidates(health, filter, now));
    return repo.idsAsSelect(
      this.db,
      found.map((member) => member.id),
    );
  }

  /**
   * The members of a filter read one by one (decision 0111): the list's query narrows to those who
   * could match, in the list's order and with its other filters, fifty at a time; each is read by the
   * shared rule until the page is full or 200 have been read (candidate-pages.ts).
   */
  private readOneByOne(
    health: MemberHealthFilter,
    filter: repo.MemberListFilter,
    limit: number,
    now: Date,
  ): Promise<{ page: repo.MemberListRow[]; next: string | null }> {
    return pageOfMatches(this.candidates(health, filter, now), limit);
  }

  /** The list's candidates for a filter read by the shared rule: from the list's query, after the page's cursor. */
  private candidates(
    health: MemberHealthFilter,
    filter: Omit<repo.MemberListFilter, 'limit'>,
    now: Date,
  ): CandidateSource<repo.MemberListRow> {
    return {
      batch: async (afterId, limit) => {
        const after = afterId === undefined ? filter.after : await repo.memberKey(this.db, afterId);
        if (afterId !== undefined && !after) return [];
        return repo.listMembers(this.db, { ...filter, after, limit });
      },
      matches: (member) =>
        health === 'metabolic_syndrome'
          ? this.deps.healthFilters.metabolicSyndrome(member, now)
          : this.deps.healthFilters.targetNotMetFor90Days(member.id, now),
    };
  }

  /** Programmes, tracking, activity, pillars, recommendations and requests; recorded in the access log. */
  async overview(actor: Actor, role: Role, id: string, locale: Locale = 'en'): Promise<MemberOverview> {
    const member = await this.member(id);
    await this.deps.audit.record(actor, id, ACCESS_ACTIONS.viewedRecord);
    // The member's own day (decision 0073): the care team sees the days the member sees.
    const today = memberToday(member.time_zone);
    const { programs, vitals, lifestyle, recommendations, requests } = this.deps;
    const [active, past, activity, pillars, recs, reqs] = await Promise.all([
      programs.withProgress(id, 'active', today, locale),
      programs.withProgress(id, 'past', today, locale),
      vitals.activities(id, today, ACTIVITY_WEEKS, locale),
      lifestyle.listPillars(id, locale),
      recommendations.list(id, {}, locale),
      requests.list(id, locale),
    ]);
    return {
      member: presentProfile(member),
      pillars: pillars.filter((p) => p.is_active).map((p) => ({ name: p.name, slug: p.slug })),
      programs: [...active, ...past].map((p) => presentMemberProgram(p.program, p.progress)),
      activity: {
        weeks: activity.weeks.map((w) => ({ week_start: w.week_start, mvpa_minutes: w.mvpa_minutes, strength_days: w.strength_days })),
        targets: activity.targets,
      },
      recommendations: recs.map((r) => ({ _id: r._id, title: r.title, status: r.status, updated_at: r.updated_at })),
      requests: reqs,
      can: { health: can(role, 'health:read'), alerts: can(role, 'alerts:manage'), account: can(role, 'staff:manage') },
    };
  }

  /**
   * Sex, conditions, every survey completion, lab results and blood pressure, in `locale`; recorded in
   * the access log.
   */
  async health(actor: Actor, id: string, locale: Locale = 'en'): Promise<MemberHealth> {
    const member = await this.member(id);
    await this.deps.audit.record(actor, id, ACCESS_ACTIONS.viewedHealth);
    const { bloodResults, vitals, conditions } = this.deps;
    const [memberConditions, responses, latest, reports, bloodPressure] = await Promise.all([
      conditions.profileConditions(id, this.deps.content.byLocale[locale].conditions),
      listResponses(this.db, id),
      bloodResults.latest(id, locale),
      bloodResults.reports(id, locale),
      vitals.bloodPressure(id),
    ]);
    return {
      sex: member.sex,
      conditions: memberConditions.map((c) => ({ _id: c._id, name: c.name })),
      surveys: responses.map((r) => presentAnsweredSurvey(r, this.texts[locale])),
      labs: { latest, reports },
      blood_pressure: bloodPressure,
    };
  }
}
