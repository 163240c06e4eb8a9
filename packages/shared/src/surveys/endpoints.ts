import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.js';
import { idParams, messageSchema } from '../api/common.js';
import {
  draftSavedSchema,
  onboardingStateSchema,
  saveDraftBodySchema,
  submitSurveyBodySchema,
  suggestedProgramsResponseSchema,
  surveyDetailSchema,
  surveyHistorySchema,
  surveyListResponseSchema,
  surveyResponseSchema,
} from './wire.js';

/** Surveys: taking, drafts, submission, history, and suggested programmes. */
export const surveyEndpoints = defineEndpoints('surveys', {
  'GET /surveys': {
    summary: 'Every survey with the member’s last completion and score',
    access: 'member',
    response: surveyListResponseSchema,
  },
  'GET /surveys/suggested-programs': {
    summary: 'Programmes suggested to the member by their answers',
    access: 'member',
    response: suggestedProgramsResponseSchema,
  },
  'GET /surveys/responses/:id': {
    summary: 'One of the member’s completed surveys',
    access: 'member',
    params: idParams,
    response: surveyResponseSchema,
  },
  'GET /surveys/:id': {
    summary: 'A survey to take (id or key), with the member’s draft',
    access: 'member',
    params: idParams,
    response: surveyDetailSchema,
  },
  'PUT /surveys/:id/draft': {
    summary: 'Keep unfinished answers so the member can continue anywhere',
    access: 'member',
    params: idParams,
    body: saveDraftBodySchema,
    response: draftSavedSchema,
    invalidMessage: 'Some answers are not valid',
  },
  'DELETE /surveys/:id/draft': {
    summary: 'Throw the draft away',
    access: 'member',
    params: idParams,
    response: z.undefined(),
    status: 204,
  },
  'POST /surveys/:id/responses': {
    summary: 'Submit a completed survey: scored, triggers applied',
    access: 'member',
    idempotent: true,
    params: idParams,
    body: submitSurveyBodySchema,
    response: surveyResponseSchema,
    status: 201,
    invalidMessage: 'Some answers are missing or not valid',
  },
  'GET /surveys/:id/responses': {
    summary: 'The member’s completions of a survey, newest first',
    access: 'member',
    params: idParams,
    response: surveyHistorySchema,
  },
});

/** The onboarding sequence of surveys (under /user/onboarding). */
export const onboardingEndpoints = defineEndpoints('onboarding', {
  'GET /user/onboarding/status': {
    summary: 'The member’s onboarding state',
    access: 'member',
    response: onboardingStateSchema,
  },
  'POST /user/onboarding/start': {
    summary: 'Begin onboarding',
    access: 'member',
    response: messageSchema,
  },
  'POST /user/onboarding/survey/:id/skip': {
    summary: 'Skip a survey of the sequence for now',
    access: 'member',
    params: idParams,
    response: messageSchema,
  },
  'POST /user/onboarding/survey/:id/unskip': {
    summary: 'Put a skipped survey back in the sequence',
    access: 'member',
    params: idParams,
    response: messageSchema,
  },
  'POST /user/onboarding/completion/seen': {
    summary: 'The member saw the completion message; hide the banner',
    access: 'member',
    response: messageSchema,
  },
});
