import type { HeartRisk } from '@wellpath/shared/health/wire';

/** A complete estimate: a woman of 61 who smokes (D'Agostino 2008's worked example), cholesterol typed in mg/dL. */
export const ESTIMATE: HeartRisk = {
  riskPercent: 10.48,
  onTreatment: [],
  withoutLabs: null,
  category: 'intermediate',
  heartAge: { years: 73, text: '73' },
  inputs: {
    age: { value: 61, date: '1965-03-01', source: 'Your date of birth' },
    sex: { value: 'female', date: null, source: 'Your profile' },
    totalCholesterol: { value: 4.65, date: '2026-02-10', source: 'Your latest lab result', entered: { value: 180, unit: 'mg/dL' } },
    hdlCholesterol: { value: 1.2, date: '2026-02-10', source: 'Your latest lab result', entered: { value: 1.2, unit: 'mmol/L' } },
    systolic: { value: 124, date: '2026-03-09', source: 'Your 7-day home average (4 readings)' },
    treatedForBloodPressure: { value: false, date: '2026-01-05', source: 'Your health profile' },
    smoker: { value: true, date: '2026-01-05', source: 'Your health profile' },
    diabetes: { value: false, date: '2026-01-05', source: 'Your health profile' },
    familyHistory: { value: false, date: '2026-01-05', source: 'Your health profile' },
  },
  missing: [],
  notApplicableReason: null,
  scenarios: [
    {
      key: 'systolic',
      label: 'Systolic blood pressure at 120 mm Hg',
      riskPercent: 9.8,
      category: 'low',
      program: { _id: 'p-sodium', key: 'sodium-reset-2wk', title: 'Lower-Sodium Kitchen' },
    },
    {
      key: 'smoking',
      label: 'Not smoking',
      riskPercent: 6.3,
      category: 'low',
      program: { _id: 'p-smoke', key: 'smoke-free-start', title: 'Smoke-Free Start' },
    },
  ],
};

const HP = '/surveys/health-profile/start';

/** Nothing but the date of birth yet. */
export const MISSING: HeartRisk = {
  riskPercent: null,
  onTreatment: [],
  withoutLabs: null,
  category: null,
  heartAge: null,
  inputs: {
    age: { value: 50, date: '1976-03-01', source: 'Your date of birth' },
    sex: null,
    totalCholesterol: null,
    hdlCholesterol: null,
    systolic: null,
    treatedForBloodPressure: null,
    smoker: null,
    diabetes: null,
    familyHistory: null,
  },
  missing: [
    { input: 'sex', label: 'Sex', action: 'Add your sex to your profile', path: '/profile' },
    { input: 'totalCholesterol', label: 'Total cholesterol', action: 'Add a lab result for total cholesterol', path: '/blood-results' },
    { input: 'hdlCholesterol', label: 'HDL cholesterol', action: 'Add a lab result for HDL cholesterol', path: '/blood-results' },
    {
      input: 'systolic',
      label: 'Systolic blood pressure',
      action: 'Log two or more home readings within 7 days, or type a recent systolic value on the heart risk page',
      path: '/blood-pressure',
    },
    {
      input: 'treatedForBloodPressure',
      label: 'Treatment for high blood pressure',
      action: 'Answer the blood pressure treatment question of your health profile',
      path: HP,
    },
    { input: 'smoker', label: 'Smoking', action: 'Answer the smoking question of your health profile', path: HP },
    { input: 'diabetes', label: 'Diabetes', action: 'Answer the conditions question of your health profile', path: HP },
    {
      input: 'familyHistory',
      label: 'Family history of early heart disease',
      action: 'Answer the family history question of your health profile',
      path: HP,
    },
  ],
  notApplicableReason: null,
  scenarios: [],
};

export const NOT_APPLICABLE: HeartRisk = {
  ...MISSING,
  missing: [],
  notApplicableReason: {
    code: 'heart_disease_or_stroke',
    message:
      'You have heart disease or have had a stroke on record: the guideline recommends treatment to lower your risk without a risk score. Talk with your care team about your targets.',
    evidence: [],
  },
};

/** No score: an LDL of 5.0 mmol/L or more on file (CCS 2021), with the result that says so. */
export const LDL_NOT_APPLICABLE: HeartRisk = {
  ...MISSING,
  missing: [],
  notApplicableReason: {
    code: 'ldl_5_or_more',
    message:
      'Your LDL cholesterol has been 5.0 mmol/L or higher: at this level the guideline recommends a statin whatever a risk score would say, and an inherited cause is worth looking for. Talk with your care team about treatment.',
    evidence: [{ marker: 'LDL cholesterol', value: 5.02, unit: 'mmol/L', date: '2026-02-10' }],
  },
};
