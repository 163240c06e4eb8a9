import { smsg } from '../../i18n/index.js';
import { sevenDayAverage } from '@wellpath/shared/health/blood-pressure';
import { bloodMarkerDefinitionSchema } from '@wellpath/shared/health/definition';
import {
  CHOLESTEROL_MG_PER_MMOL,
  cholesterolMgDl,
  DIABETES_FROM_LAB_MESSAGE,
  heartAge,
  modifiedOfficeRiskPercent,
  modifiedRiskPercent,
  NOT_APPLICABLE_MESSAGES,
  notApplicableReason,
  presentedRisk,
  riskScenarios,
  type NotApplicableReason,
  type OfficeRiskInputs,
  type RiskInputs,
  type RiskScenario,
} from '@wellpath/shared/health/heart-risk';
import { CONDITION_LAB_MARKERS, conditionsFromLabs, ldlStatinIndicated, type DatedResult } from '@wellpath/shared/health/lab-evidence';
import type { HeartRisk, HeartRiskInput } from '@wellpath/shared/health/wire';
import type { AnswerValue } from '@wellpath/shared/surveys/engine';
import { ageOn } from '@wellpath/shared/user/age';
import { answersSchema } from '@wellpath/shared/surveys/wire';
import { profileResponseSchema } from '@wellpath/shared/user/schemas';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { Db } from '../../db/connection.js';
import type { ContentBundle } from '../../content/loader.js';
import { parseColumn, parseJsonColumn } from '../../lib/stored-row.js';
import { memberConditions } from '../conditions/conditions.service.js';
import { listReadings } from '../healthtracking/vitals.service.js';
import type { MedicationService } from '../healthtracking/medications.service.js';
import {
  ANTIHYPERTENSIVE_CLASSES,
  GLUCOSE_LOWERING_CLASSES,
  LIPID_LOWERING_CLASSES,
  type MedicationClass,
} from '@wellpath/shared/health/medications';
import { bmiFor, storedBodyValue } from '@wellpath/shared/health/body';
import { latestMeasurement } from '../healthtracking/body.service.js';
import * as repo from './heart-risk.repository.js';
import { presentScenario, shownHeartAge } from './heart-risk.presenter.js';

/** The newest results of some markers and the health profile's answers, as the estimate reads them (the metabolic-syndrome summary reads them too, decision 0102). */
export { allResultsOf, latestResultsOf, responsesToSurvey } from './heart-risk.repository.js';

/**
 * The health profile's questions and options the estimate reads (content/surveys/health-profile.yaml;
 * a test checks that they exist). Vaping alone is not smoking for the model (cigarettes), and "not
 * sure" about the family history counts as no: both are said beside the input.
 */
export const HEALTH_PROFILE = {
  survey: 'health-profile',
  smoking: { question: 'smoking', smoker: ['smoke_current', 'smoke_and_vape'], vapeOnly: 'vape_current' },
  conditions: {
    question: 'conditions',
    diabetes: ['cond_type2_diabetes', 'cond_type1_diabetes'],
    heartDiseaseOrStroke: ['cond_heart_stroke'],
    chronicKidneyDisease: ['cond_kidney'],
  },
  familyHistory: { question: 'family_history', yes: 'family_yes', unsure: 'family_unsure' },
  bpTreatment: { question: 'bp_treatment', yes: 'bp_treated_yes' },
} as const;

/** Conditions on the member's record (content/conditions) the estimate reads. */
export const CONDITIONS = {
  diabetes: ['type-2-diabetes', 'type-1-diabetes'],
  heartDiseaseOrStroke: ['cardiovascular-disease'],
  chronicKidneyDisease: ['chronic-kidney-disease'],
} as const;

/**
 * The blood markers the model reads (content/blood-markers.yaml): stored in mmol/L at reporting
 * precision, with the value and unit as entered, which the model reads (converted to mg/dL at use).
 */
export const MARKERS = { totalCholesterol: 'total-cholesterol', hdlCholesterol: 'hdl-c' } as const;

/** The markers the lab rules read (lab-evidence.ts): diabetes, a statin indicated by LDL, kidney disease. */
export const LAB_MARKERS = { ...CONDITION_LAB_MARKERS, ldl: 'ldl-c' } as const;

/** The newest total and HDL cholesterol of a member (compiled once for these two markers). */
const latestResults = repo.latestResultsOf(Object.values(MARKERS));
/** Every result of the markers the lab rules read (compiled once for them). */
const labResults = repo.allResultsOf(Object.values(LAB_MARKERS));

/** The programme that works on each scenario's factor (content/programs). */
export const SCENARIO_PROGRAMS: Record<RiskScenario['key'], string> = {
  systolic: 'sodium-reset-2wk',
  smoking: 'smoke-free-start',
  cholesterol: 'mediterranean-4wk',
};

const HEALTH_PROFILE_PATH = `/surveys/${HEALTH_PROFILE.survey}/start`;

/** What each input is called and where in the app to add it when it is missing. */
export const WHERE_TO_ADD: Record<HeartRiskInput, { label: string; action: string; path: string }> = {
  age: { label: smsg('hr.age'), action: smsg('hr.ageAction'), path: '/profile' },
  sex: { label: smsg('hr.sex'), action: smsg('hr.sexAction'), path: '/profile' },
  totalCholesterol: { label: smsg('hr.totalCholesterol'), action: smsg('hr.totalCholesterolAction'), path: '/blood-results' },
  hdlCholesterol: { label: smsg('hr.hdl'), action: smsg('hr.hdlAction'), path: '/blood-results' },
  systolic: {
    label: smsg('hr.systolic'),
    action: smsg('hr.systolicAction'),
    path: '/blood-pressure',
  },
  treatedForBloodPressure: {
    label: smsg('hr.treated'),
    action: smsg('hr.treatedAction'),
    path: HEALTH_PROFILE_PATH,
  },
  smoker: { label: smsg('hr.smoking'), action: smsg('hr.smokingAction'), path: HEALTH_PROFILE_PATH },
  diabetes: { label: smsg('hr.diabetes'), action: smsg('hr.diabetesAction'), path: HEALTH_PROFILE_PATH },
  familyHistory: {
    label: smsg('hr.family'),
    action: smsg('hr.familyAction'),
    path: HEALTH_PROFILE_PATH,
  },
};

const DAY_MS = 86_400_000;

/** What a lab result is shown with: the marker's name and unit in the catalogue. */
type MarkerWords = Map<string, { name: string; unit: string }>;
type LabResult = NonNullable<HeartRisk['notApplicableReason']>['evidence'][number];
const day = (iso: string) => iso.slice(0, 10);
const HEALTH_PROFILE_SOURCE = smsg('hr.sourceHealthProfile');

type Inputs = HeartRisk['inputs'];

/** The newest answer to each question across the member's health profiles, with the day it was given. */
function latestAnswers(
  responses: ReadonlyArray<{ answers: string; completed_at: string }>,
): Map<string, { value: AnswerValue; date: string }> {
  const out = new Map<string, { value: AnswerValue; date: string }>();
  for (const r of responses) {
    for (const [key, value] of Object.entries(parseJsonColumn(answersSchema, r.answers, 'survey_responses.answers'))) {
      if (!out.has(key)) out.set(key, { value, date: day(r.completed_at) });
    }
  }
  return out;
}

const picked = (value: AnswerValue | undefined): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value : []);

/**
 * The member's 10-year cardiovascular risk from what the app holds (Framingham general CVD,
 * D'Agostino 2008, as the CCS 2021 guideline uses it), with the inputs it read, what is missing and
 * where to add it, why it does not apply, and what would change it.
 */
/** The classes that make an estimate one "on treatment": its blood pressure, lipids or glucose are treated values. */
const TREATMENT_CLASSES: readonly MedicationClass[] = [...ANTIHYPERTENSIVE_CLASSES, ...LIPID_LOWERING_CLASSES, ...GLUCOSE_LOWERING_CLASSES];

/** The content an estimate names, by key, in a language other than English (decision 0117). */
interface RiskTexts {
  markers: ReadonlyMap<string, string>;
  programs: ReadonlyMap<string, string>;
}

export class HeartRiskService {
  /** Marker names and programme titles by key in each language but English, which answers the rows as they are. */
  private readonly texts: Partial<Record<Locale, RiskTexts>>;

  constructor(
    private readonly db: Db,
    private readonly medications: Pick<MedicationService, 'takenOn'>,
    content: ContentBundle,
  ) {
    const local = content.byLocale.fr;
    this.texts = {
      fr: {
        markers: new Map(local.bloodMarkers.map((m) => [m.key, m.name])),
        programs: new Map(local.programs.map((p) => [p.key, p.title])),
      },
    };
  }

  private scenarioPrograms?: Promise<Map<string, { id: string; key: string; title: string }>>;
  private labMarkers?: Promise<MarkerWords>;

  /** The names and units of the markers the lab rules read, read on first use and kept (content, as programs()). */
  private markerWords() {
    this.labMarkers ??= repo
      .markersByKey(this.db, Object.values(LAB_MARKERS))
      .then((rows) => {
        const out: MarkerWords = new Map();
        for (const row of rows) {
          const def = parseJsonColumn(bloodMarkerDefinitionSchema, row.definition, 'blood_markers.definition');
          out.set(row.key, { name: def.name, unit: def.unit });
        }
        return out;
      })
      .catch((err: unknown) => {
        this.labMarkers = undefined;
        throw err;
      });
    return this.labMarkers;
  }

  /**
   * The programmes the scenarios point to, read on first use and kept: they are content, synced to the
   * database before the app starts (as the programme catalogue in ProgramService). A failed read is
   * not kept.
   */
  private programs() {
    this.scenarioPrograms ??= repo
      .programsByKey(this.db, Object.values(SCENARIO_PROGRAMS))
      .then((rows) => new Map(rows.map((p) => [p.key, p])))
      .catch((err: unknown) => {
        this.scenarioPrograms = undefined;
        throw err;
      });
    return this.scenarioPrograms;
  }

  /** The estimate as of `now`, its content (markers, programmes, catalogue medicines) named in `locale`. */
  async estimate(userId: string, typedSystolic?: number, now: Date = new Date(), locale: Locale = 'en'): Promise<HeartRisk> {
    const texts = this.texts[locale];
    const since = new Date(now.getTime() - 8 * DAY_MS).toISOString();
    const today = day(now.toISOString());
    const [user, results, labs, responses, conditions, readings, words, taken, weight] = await Promise.all([
      repo.memberBasics(this.db, userId),
      latestResults(this.db, userId),
      labResults(this.db, userId),
      repo.responsesToSurvey(this.db, userId, HEALTH_PROFILE.survey),
      memberConditions(this.db, userId),
      listReadings(this.db, userId, since),
      this.markerWords(),
      this.medications.takenOn(userId, today, locale),
      latestMeasurement(this.db, userId, 'weight'),
    ]);
    const lab = (key: string, r: DatedResult): LabResult => ({
      marker: texts?.markers.get(key) ?? words.get(key)?.name ?? key,
      value: r.value,
      unit: words.get(key)?.unit ?? '',
      date: r.date,
    });
    const resultsOf = (key: string) => labs.get(key) ?? [];
    const answers = latestAnswers(responses);
    const onRecord = (keys: readonly string[]) => conditions.find((c) => keys.includes(c.key));
    const answered = (question: string) => answers.get(question);
    const conditionAnswer = answered(HEALTH_PROFILE.conditions.question);
    const ticked = (keys: readonly string[]) => picked(conditionAnswer?.value).some((k) => keys.includes(k));

    const sex = user ? parseColumn(profileResponseSchema.shape.sex, user.sex, 'users.sex') : null;
    const inputs: Inputs = {
      age: null,
      sex: sex ? { value: sex, date: null, source: smsg('hr.sourceProfile') } : null,
      totalCholesterol: null,
      hdlCholesterol: null,
      systolic: null,
      treatedForBloodPressure: null,
      smoker: null,
      diabetes: null,
      familyHistory: null,
    };

    const age = user ? ageOn(user.date_of_birth, day(now.toISOString())) : null;
    if (user && age !== null) inputs.age = { value: age, date: user.date_of_birth, source: smsg('hr.sourceBirth') };

    for (const key of ['totalCholesterol', 'hdlCholesterol'] as const) {
      const r = results.get(MARKERS[key]);
      if (r) inputs[key] = { value: r.value, date: r.test_date, source: smsg('hr.sourceLab'), entered: r.entered };
    }

    const average = sevenDayAverage(readings, now);
    if (average) {
      const newest = readings.reduce((a, b) => (b.measured_at > a.measured_at ? b : a));
      inputs.systolic = {
        value: average.systolic,
        date: day(newest.measured_at),
        source: smsg('hr.sourceAverage', { count: average.count }),
      };
    } else if (typedSystolic !== undefined) {
      inputs.systolic = { value: typedSystolic, date: null, source: smsg('hr.sourceTyped') };
    }

    // Treated for blood pressure: an antihypertensive on the medication list taken today (decision
    // 0089); else the health profile's answer.
    const treated = answered(HEALTH_PROFILE.bpTreatment.question);
    const antihypertensives = taken.filter((m) => m.drug_class !== null && ANTIHYPERTENSIVE_CLASSES.includes(m.drug_class));
    if (antihypertensives.length > 0)
      inputs.treatedForBloodPressure = {
        value: true,
        date: antihypertensives.map((m) => m.started_on).find((d) => d !== null) ?? null,
        source: smsg('hr.sourceMedications', { names: antihypertensives.map((m) => m.name).join(', ') }),
      };
    else if (treated)
      inputs.treatedForBloodPressure = {
        value: treated.value === HEALTH_PROFILE.bpTreatment.yes,
        date: treated.date,
        source: HEALTH_PROFILE_SOURCE,
      };

    const smoking = answered(HEALTH_PROFILE.smoking.question);
    if (smoking) {
      const vapeOnly = smoking.value === HEALTH_PROFILE.smoking.vapeOnly;
      inputs.smoker = {
        value: picked(smoking.value).some((k) => (HEALTH_PROFILE.smoking.smoker as readonly string[]).includes(k)),
        date: smoking.date,
        source: vapeOnly ? smsg('hr.sourceVapeOnly') : HEALTH_PROFILE_SOURCE,
      };
    }

    // Diabetes: on the record, or answered yes; else a lab result in the diabetes range counts over a
    // "no" (or no answer): the model's term is for diabetes, however it is known.
    // The labs are read as the blood results' bands read them (conditionsFromLabs).
    const fromLabs = conditionsFromLabs(resultsOf);
    const diabetesOnRecord = onRecord(CONDITIONS.diabetes);
    const diabetesLab = fromLabs.diabetes;
    if (diabetesOnRecord) inputs.diabetes = { value: true, date: day(diabetesOnRecord.created_at), source: smsg('hr.sourceConditions') };
    else if (conditionAnswer && ticked(HEALTH_PROFILE.conditions.diabetes))
      inputs.diabetes = { value: true, date: conditionAnswer.date, source: HEALTH_PROFILE_SOURCE };
    else if (diabetesLab)
      inputs.diabetes = {
        value: true,
        date: diabetesLab.result.date,
        source: smsg('hr.sourceLabDiabetes'),
        lab: lab(diabetesLab.marker, diabetesLab.result),
      };
    else if (conditionAnswer) inputs.diabetes = { value: false, date: conditionAnswer.date, source: HEALTH_PROFILE_SOURCE };

    const family = answered(HEALTH_PROFILE.familyHistory.question);
    if (family) {
      inputs.familyHistory = {
        value: family.value === HEALTH_PROFILE.familyHistory.yes,
        date: family.date,
        source: family.value === HEALTH_PROFILE.familyHistory.unsure ? smsg('hr.sourceUnsure') : HEALTH_PROFILE_SOURCE,
      };
    }

    const kidney = fromLabs.chronicKidneyDisease;
    const highLdl = ldlStatinIndicated(resultsOf(LAB_MARKERS.ldl));
    const reason = notApplicableReason({
      age,
      diabetes: inputs.diabetes?.value ?? null,
      heartDiseaseOrStroke: Boolean(onRecord(CONDITIONS.heartDiseaseOrStroke)) || ticked(HEALTH_PROFILE.conditions.heartDiseaseOrStroke),
      chronicKidneyDisease: Boolean(onRecord(CONDITIONS.chronicKidneyDisease)) || ticked(HEALTH_PROFILE.conditions.chronicKidneyDisease),
      kidneyDiseaseFromEgfr: kidney !== null,
      ldlStatinIndicated: highLdl !== null,
    });
    const onTreatment = [
      ...new Set(taken.filter((m) => m.drug_class !== null && TREATMENT_CLASSES.includes(m.drug_class)).map((m) => m.name)),
    ];
    const none = { riskPercent: null, category: null, heartAge: null, scenarios: [], onTreatment, withoutLabs: null };
    if (reason) {
      const evidence: Partial<Record<NotApplicableReason, LabResult[]>> = {
        kidney_disease_from_egfr: kidney ? [lab(LAB_MARKERS.egfr, kidney.first), lab(LAB_MARKERS.egfr, kidney.last)] : [],
        ldl_5_or_more: highLdl ? [lab(LAB_MARKERS.ldl, highLdl)] : [],
        diabetes_40_or_older: inputs.diabetes?.lab ? [inputs.diabetes.lab] : [],
      };
      const message =
        reason === 'diabetes_40_or_older' && inputs.diabetes?.lab ? DIABETES_FROM_LAB_MESSAGE : NOT_APPLICABLE_MESSAGES[reason];
      return { ...none, inputs, missing: [], notApplicableReason: { code: reason, message, evidence: evidence[reason] ?? [] } };
    }

    const missing = (Object.keys(WHERE_TO_ADD) as HeartRiskInput[])
      .filter((k) => inputs[k] === null)
      .map((input) => ({ input, ...WHERE_TO_ADD[input] }));
    const x = modelInputs(inputs);
    if (!x) {
      // Only the cholesterol missing: the office-based model, with the BMI of the latest weight (issue 35).
      const bmi = bmiFor({
        latestWeight: weight ? { value: storedBodyValue(weight.value), measured_at: weight.measured_at } : null,
        heightCm: user?.height_cm == null ? null : storedBodyValue(user.height_cm),
        age,
      });
      const office = bmi.shown ? officeInputs(inputs, bmi.value) : null;
      let withoutLabs: HeartRisk['withoutLabs'] = null;
      if (office && bmi.shown) {
        const { riskPercent, category } = presentedRisk(modifiedOfficeRiskPercent(office));
        withoutLabs = { riskPercent, category, bmi: { value: bmi.value, date: day(bmi.measured_at) } };
      }
      return { ...none, inputs, missing, notApplicableReason: null, withoutLabs };
    }

    const { riskPercent, category } = presentedRisk(modifiedRiskPercent(x));
    const lines = riskScenarios(x);
    const programs = await this.programs();
    return {
      riskPercent,
      category,
      heartAge: shownHeartAge(heartAge(x)),
      inputs,
      missing: [],
      notApplicableReason: null,
      scenarios: lines.map((s) => {
        const program = programs.get(SCENARIO_PROGRAMS[s.key]);
        const title = program && texts?.programs.get(program.key);
        return presentScenario(s, program && title ? { ...program, title } : program);
      }),
      onTreatment,
      withoutLabs: null,
    };
  }
}

/**
 * The model's inputs once every one is known; null while any is missing. Cholesterol is read as
 * entered and converted to mg/dL here (180 mg/dL is 180, not 4.65 mmol/L x 38.67 = 179.8); a result
 * whose unit is neither (none is stored so) falls back to the stored mmol/L.
 */
function modelInputs(i: Inputs): RiskInputs | null {
  const { age, sex, totalCholesterol, hdlCholesterol, systolic, treatedForBloodPressure, smoker, diabetes, familyHistory } = i;
  if (
    !age ||
    !sex ||
    !totalCholesterol ||
    !hdlCholesterol ||
    !systolic ||
    !treatedForBloodPressure ||
    !smoker ||
    !diabetes ||
    !familyHistory
  )
    return null;
  return {
    sex: sex.value,
    age: age.value,
    totalCholesterolMgDl: mgDl(totalCholesterol),
    hdlMgDl: mgDl(hdlCholesterol),
    systolic: systolic.value,
    treatedForBloodPressure: treatedForBloodPressure.value,
    smoker: smoker.value,
    diabetes: diabetes.value,
    familyHistory: familyHistory.value,
  };
}

/** The office-based model's inputs: every input but the cholesterol known (at least one cholesterol missing), with the BMI. */
function officeInputs(i: Inputs, bmi: number): OfficeRiskInputs | null {
  const { age, sex, totalCholesterol, hdlCholesterol, systolic, treatedForBloodPressure, smoker, diabetes, familyHistory } = i;
  if (totalCholesterol && hdlCholesterol) return null;
  if (!age || !sex || !systolic || !treatedForBloodPressure || !smoker || !diabetes || !familyHistory) return null;
  return {
    sex: sex.value,
    age: age.value,
    bmi,
    systolic: systolic.value,
    treatedForBloodPressure: treatedForBloodPressure.value,
    smoker: smoker.value,
    diabetes: diabetes.value,
    familyHistory: familyHistory.value,
  };
}

function mgDl(input: NonNullable<Inputs['totalCholesterol']>): number {
  const entered = input.entered ? cholesterolMgDl(input.entered.value, input.entered.unit) : null;
  return entered ?? input.value * CHOLESTEROL_MG_PER_MMOL;
}
