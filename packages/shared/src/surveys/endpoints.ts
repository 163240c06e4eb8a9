import { defineEndpoints } from '../api/endpoint.js';

/** Surveys: taking, drafts, submission, history, and suggested programmes. */
export const surveyEndpoints = defineEndpoints('surveys', {});

/** The onboarding sequence of surveys. */
export const onboardingEndpoints = defineEndpoints('onboarding', {});
