import type { SurveyDetail, SurveyResponse, SurveySummary } from '@wellpath/shared/surveys/wire';

export function summary(overrides: Partial<SurveySummary> = {}): SurveySummary {
  return {
    _id: 's1',
    key: 'health-profile',
    title: 'Health profile',
    description: 'A few questions about your health.',
    pillar: null,
    estimated_minutes: 5,
    question_count: 6,
    scored: false,
    completions: 0,
    last_completed_at: null,
    last_score: null,
    last_range_text: null,
    score_unit: null,
    has_draft: false,
    ...overrides,
  };
}

export const questions: SurveyDetail['survey']['questions'] = [
  {
    key: 'smoking',
    text: 'Do you smoke?',
    help: 'Include vaping.',
    type: 'single_choice',
    required: true,
    options: [
      { key: 'smoke_no', text: 'No', exclusive: false },
      { key: 'smoke_yes', text: 'Yes', exclusive: false },
    ],
  },
  {
    key: 'quit',
    text: 'How do you feel about quitting?',
    type: 'single_choice',
    required: true,
    show_if: { question: 'smoking', options: ['smoke_yes'] },
    options: [
      { key: 'quit_not_now', text: 'Not right now', exclusive: false },
      { key: 'quit_soon', text: 'Within a month', exclusive: false },
    ],
  },
  {
    key: 'conditions',
    text: 'Which conditions do you have?',
    type: 'multi_choice',
    required: true,
    options: [
      { key: 'cond_bp', text: 'High blood pressure', exclusive: false },
      { key: 'cond_chol', text: 'High cholesterol', exclusive: false },
      { key: 'cond_none', text: 'None of these', exclusive: true },
    ],
  },
  { key: 'waist', text: 'What is your waist measurement?', type: 'number', required: false, min: 40, max: 200, step: 0.5, unit: 'cm' },
  {
    key: 'stress',
    text: 'How stressed do you feel?',
    type: 'scale',
    required: true,
    min: 0,
    max: 4,
    min_label: 'Never',
    max_label: 'Almost always',
  },
  { key: 'notes', text: 'Anything else?', type: 'text', required: false, max_length: 100 },
];

export function detail(overrides: Partial<SurveyDetail['survey']> = {}, draft: SurveyDetail['draft'] = null): SurveyDetail {
  return { survey: { ...summary(), source: null, score_unit: null, questions, ...overrides }, draft };
}

export function response(overrides: Partial<SurveyResponse> = {}): SurveyResponse {
  return {
    _id: 'r1',
    survey_id: 's1',
    survey_title: 'Health profile',
    score: null,
    score_unit: null,
    range_text: null,
    alerts: [],
    outcomes: [],
    answers: { smoking: 'smoke_no', conditions: ['cond_bp'], stress: 2 },
    completed_at: '2026-03-04T15:00:00.000Z',
    in_onboarding: false,
    ...overrides,
  };
}
