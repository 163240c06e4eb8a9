import { z } from 'zod';
import { sevenDayAverage } from '@wellpath/shared/health/blood-pressure';
import { storedBodyValue } from '@wellpath/shared/health/body';
import {
  ANTIHYPERTENSIVE_CLASSES,
  GLUCOSE_LOWERING_CLASSES,
  TRIGLYCERIDE_HDL_CLASSES,
  type Medication,
  type MedicationClass,
} from '@wellpath/shared/health/medications';
import {
  DEFAULT_WAIST_POPULATION,
  metabolicSyndrome,
  WAIST_POPULATION_KEYS,
  type MetabolicSyndrome,
  type Treatment,
  type WaistPopulation,
} from '@wellpath/shared/health/metabolic';
import { memberToday } from '@wellpath/shared/reminders/time-zone';
import { answersSchema } from '@wellpath/shared/surveys/wire';
import type { Db } from '../../db/connection.js';
import { smsg } from '../../i18n/index.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import { parseColumn, parseJsonColumn } from '../../lib/stored-row.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { latestMeasurement } from '../healthtracking/body.service.js';
import type { MedicationService } from '../healthtracking/medications.service.js';
import { listReadings } from '../healthtracking/vitals.service.js';
import { HEALTH_PROFILE, latestResultsOf, responsesToSurvey } from '../heart-risk/heart-risk.service.js';
import * as repo from './metabolic.repository.js';

/** The blood markers the criteria read (content/blood-markers.yaml), each in mmol/L. */
export const METABOLIC_MARKERS = { triglycerides: 'triglycerides', hdl: 'hdl-c', fastingGlucose: 'fasting-glucose' } as const;
const latestResults = latestResultsOf(Object.values(METABOLIC_MARKERS));

const DAY_MS = 86_400_000;
const sexColumn = z.enum(['female', 'male']).nullable();
const populationColumn = z.enum(WAIST_POPULATION_KEYS).nullable();

export interface MetabolicServiceDeps {
  db: Db;
  audit: AuditService;
  medications: Pick<MedicationService, 'takenOn'>;
}

/**
 * The metabolic-syndrome summary (issue 35, decision 0102): the five criteria of the harmonised 2009
 * definition read from what the app holds (the latest waist with the member's population cut-off,
 * the latest triglycerides, HDL and fasting glucose, the 7-day blood pressure average, and the
 * medications taken today), worked out by the shared rule.
 */
export class MetabolicService {
  constructor(private readonly deps: MetabolicServiceDeps) {}

  async summary(userId: string, today: string, now: Date = new Date()): Promise<MetabolicSyndrome> {
    const { db } = this.deps;
    const since = new Date(now.getTime() - 8 * DAY_MS).toISOString();
    const [user, waist, results, readings, taken, profile] = await Promise.all([
      repo.memberForMetabolic(db, userId),
      latestMeasurement(db, userId, 'waist'),
      latestResults(db, userId),
      listReadings(db, userId, since),
      this.deps.medications.takenOn(userId, today),
      responsesToSurvey(db, userId, HEALTH_PROFILE.survey),
    ]);
    const sex = user ? parseColumn(sexColumn, user.sex, 'users.sex') : null;
    const chosen = user ? parseColumn(populationColumn, user.waist_population, 'users.waist_population') : null;
    const population: WaistPopulation = chosen ?? DEFAULT_WAIST_POPULATION;

    const average = sevenDayAverage(readings, now);
    const newest = readings.reduce<string | null>((a, r) => (a === null || r.measured_at > a ? r.measured_at : a), null);
    const lab = (key: string) => {
      const r = results.get(key);
      return r ? { value: r.value, date: r.test_date } : null;
    };
    const summary = metabolicSyndrome({
      today,
      sex,
      population,
      waist: waist ? { value: storedBodyValue(waist.value), date: waist.measured_at } : null,
      triglycerides: lab(METABOLIC_MARKERS.triglycerides),
      hdl: lab(METABOLIC_MARKERS.hdl),
      bloodPressure: average && newest ? { ...average, date: newest } : null,
      fastingGlucose: lab(METABOLIC_MARKERS.fastingGlucose),
      treatment: {
        triglyceridesOrHdl: treatedBy(taken, TRIGLYCERIDE_HDL_CLASSES),
        bloodPressure: bloodPressureTreatment(taken, profile),
        glucose: treatedBy(taken, GLUCOSE_LOWERING_CLASSES),
      },
    });
    return { ...summary, population: { key: population, chosen: chosen !== null }, sex };
  }

  /** The member's own summary, or the care team's read of it (recorded in the access log). */
  async forStaff(actor: Actor, memberId: string, now: Date = new Date()): Promise<MetabolicSyndrome> {
    const user = await repo.memberForMetabolic(this.deps.db, memberId);
    if (!user || user.role !== 'member') throw notFound(smsg('api.memberNotFound'));
    await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.viewedMetabolic);
    return this.summary(memberId, memberToday(user.time_zone, undefined, now), now);
  }

  /** Keeps the population whose waist cut-off the member chose (null: back to the default). */
  async setPopulation(userId: string, population: WaistPopulation | null, today: string): Promise<MetabolicSyndrome> {
    await repo.setWaistPopulation(this.deps.db, userId, population, nowIso());
    return this.summary(userId, today);
  }
}

/** The medications taken today of these classes, by name (none: not treated by the list). */
function treatedBy(taken: readonly Medication[], classes: readonly MedicationClass[]): Treatment {
  const names = taken.filter((m) => m.drug_class !== null && classes.includes(m.drug_class)).map((m) => m.name);
  return { medications: [...new Set(names)], healthProfile: false };
}

/** Antihypertensives on the list; without one, the health profile's answer (the fallback, decision 0089). */
function bloodPressureTreatment(taken: readonly Medication[], profile: ReadonlyArray<{ answers: string }>): Treatment {
  const list = treatedBy(taken, ANTIHYPERTENSIVE_CLASSES);
  return list.medications.length > 0 ? list : { medications: [], healthProfile: treatedOnProfile(profile) };
}

/**
 * "Treated for blood pressure" answered yes on the newest health profile that answers it: the
 * fallback when no antihypertensive is on the list (decision 0089, as the heart risk reads it).
 */
function treatedOnProfile(responses: ReadonlyArray<{ answers: string }>): boolean {
  for (const r of responses) {
    const answer = parseJsonColumn(answersSchema, r.answers, 'survey_responses.answers')[HEALTH_PROFILE.bpTreatment.question];
    if (answer !== undefined) return answer === HEALTH_PROFILE.bpTreatment.yes;
  }
  return false;
}
