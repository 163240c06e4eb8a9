import { defineEndpoints } from '../api/endpoint.js';
import { msg } from '../i18n/message.js';
import { idParams, messageSchema, todayQuery } from '../api/common.js';
import { trackBodySchema } from './tracking.js';
import {
  catalogueQuerySchema,
  exerciseCategoriesResponseSchema,
  exerciseListQuerySchema,
  exerciseListResponseSchema,
  exerciseSchema,
  inProgressResponseSchema,
  programDetailSchema,
  programListResponseSchema,
  programRequestBodySchema,
  programRequestListResponseSchema,
  programRequestSchema,
  programWithProgressSchema,
  progressSchema,
  startProgramBodySchema,
} from './wire.js';

/** The programme catalogue, runs and daily tracking, and suggestions. */
export const programEndpoints = defineEndpoints('programs', {
  'GET /programs': {
    summary: 'The programme catalogue, by pillar (id or slug) and type',
    access: 'member',
    query: catalogueQuerySchema,
    response: programListResponseSchema,
  },
  'GET /programs/in-progress': {
    summary: 'Programmes in progress, each with program and progress',
    access: 'member',
    query: todayQuery,
    response: inProgressResponseSchema,
  },
  'GET /programs/past': {
    summary: 'Programmes the member finished or left',
    access: 'member',
    query: todayQuery,
    response: inProgressResponseSchema,
  },
  'GET /programs/:id': {
    summary: 'A programme with the member’s progress and past runs',
    access: 'member',
    params: idParams,
    query: todayQuery,
    response: programDetailSchema,
  },
  'POST /programs/:id/start': {
    summary: 'Start a programme (at most two at once: 409 PROGRAM_LIMIT_REACHED)',
    access: 'member',
    idempotent: true,
    params: idParams,
    query: todayQuery,
    body: startProgramBodySchema,
    response: programWithProgressSchema,
    status: 201,
  },
  'POST /programs/:id/track': {
    summary: 'Record or replace the tracking entry of one day',
    access: 'member',
    idempotent: true,
    params: idParams,
    query: todayQuery,
    body: trackBodySchema,
    response: progressSchema,
    invalidMessage: msg('programs.trackingNotSaved'),
  },
  'POST /programs/:id/finish': {
    summary: 'Finish a programme at or after its end date',
    access: 'member',
    params: idParams,
    query: todayQuery,
    response: programDetailSchema,
  },
  'POST /programs/:id/reopen': {
    summary: 'Take back a Finish: the programme’s latest run, if completed, is in progress again (it needs a free slot)',
    access: 'member',
    params: idParams,
    query: todayQuery,
    response: programDetailSchema,
  },
  'POST /programs/:id/leave': {
    summary: 'Leave a programme; its tracking stays visible',
    access: 'member',
    params: idParams,
    query: todayQuery,
    response: programDetailSchema,
  },
  'POST /programs/suggestions/:id/remove': {
    summary: 'Remove a suggested programme',
    access: 'member',
    params: idParams,
    response: messageSchema,
  },
});

/** The exercise library. */
export const exerciseEndpoints = defineEndpoints('exercises', {
  'GET /exercises': {
    summary: 'Exercises: ?ids=a,b for the named ones (ids or keys), or the library by category and search',
    access: 'member',
    query: exerciseListQuerySchema,
    response: exerciseListResponseSchema,
  },
  'GET /exercises/categories': {
    summary: 'Exercise categories with how many exercises each has',
    access: 'member',
    response: exerciseCategoriesResponseSchema,
  },
  'GET /exercises/:id': {
    summary: 'One exercise by id or key',
    access: 'member',
    params: idParams,
    response: exerciseSchema,
  },
});

/** A member's requests to the care team for a programme. */
export const programRequestEndpoints = defineEndpoints('program-requests', {
  'GET /program-requests': {
    summary: "The member's programme requests with status and reply",
    access: 'member',
    response: programRequestListResponseSchema,
  },
  'POST /program-requests': {
    summary: 'Ask the care team for a programme',
    access: 'member',
    idempotent: true,
    body: programRequestBodySchema,
    response: programRequestSchema,
    status: 201,
    invalidMessage: msg('programs.requestNotSent'),
  },
});
