import { defineEndpoints } from '../api/endpoint.js';
import { idParams } from '../api/common.js';
import { msg } from '../i18n/message.js';
import { bpReadingBodySchema } from '../health/blood-pressure.js';
import { bpReadingSchema, heartRiskSchema, labReportBodySchema, labReportCreatedSchema, markerCatalogueSchema } from '../health/wire.js';
import { timelineQuerySchema, timelineSchema } from './timeline.js';
import { addendumBodySchema, careNoteListSchema, careNoteSchema, noteBodySchema, noteListQuerySchema, noteParamsSchema } from './notes.js';

/**
 * The member's chart in the care team's workspace (issue 34): notes (decision 0087) and readings
 * and lab reports entered for the member (decision 0088). Every read and
 * write is recorded in the access log; the role decides which notes a caller reads and writes.
 */
export const chartEndpoints = defineEndpoints('care team', {
  'GET /staff/members/:id/notes': {
    summary:
      "The care team's notes on a member, newest first, with their addenda: clinical notes to clinicians and administrators, coaching notes to every role (logged)",
    access: 'staff:members:read',
    params: idParams,
    query: noteListQuerySchema,
    response: careNoteListSchema,
  },
  'POST /staff/members/:id/notes': {
    summary: 'Write a note: a clinical one (call, visit, review, other; clinicians and administrators) or a coaching one (coaches); logged',
    access: 'staff:members:read',
    params: idParams,
    body: noteBodySchema,
    response: careNoteSchema,
    status: 201,
    idempotent: true,
    invalidMessage: msg('care.noteNotSaved'),
  },
  'PUT /staff/members/:id/notes/:noteId': {
    summary: 'Edit a note: its author only, within 24 hours of writing it; logged',
    access: 'staff:members:read',
    params: noteParamsSchema,
    body: noteBodySchema,
    response: careNoteSchema,
    invalidMessage: msg('care.noteNotSaved'),
  },
  'POST /staff/members/:id/notes/:noteId/addenda': {
    summary: 'Add an addendum to a note (never edited or deleted); logged',
    access: 'staff:members:read',
    params: noteParamsSchema,
    body: addendumBodySchema,
    response: careNoteSchema,
    status: 201,
    idempotent: true,
    invalidMessage: msg('care.addendumNotSaved'),
  },
  'POST /staff/members/:id/blood-pressure': {
    summary:
      'Enter a blood pressure reading for the member (clinicians and administrators): stored as "entered by" the staff member, shown so to the member, alerts as for their own; logged',
    access: 'staff:health:read',
    params: idParams,
    body: bpReadingBodySchema,
    response: bpReadingSchema,
    status: 201,
    idempotent: true,
    invalidMessage: msg('health.readingNotSaved'),
  },
  'POST /staff/members/:id/lab-reports': {
    summary:
      'Enter a lab report for the member (clinicians and administrators): the checks of the member\'s own (markers, units, dates, plausible values), stored as "entered by" the staff member, shown so to the member, a critical value alerts as for their own; logged',
    access: 'staff:health:read',
    params: idParams,
    body: labReportBodySchema,
    response: labReportCreatedSchema,
    status: 201,
    idempotent: true,
    invalidMessage: msg('health.reportNotSaved'),
  },
  'GET /staff/lab-markers': {
    summary:
      "The blood marker catalogue with its accepted units and plausible values, for entering a lab report (clinicians and administrators; no member's data, not logged)",
    access: 'staff:health:read',
    response: markerCatalogueSchema,
  },
  'GET /staff/members/:id/heart-risk': {
    summary:
      "The member's 10-year cardiovascular risk as the member sees it, with the numbers behind it and the lab results that say why it does not apply (clinicians and administrators; logged)",
    access: 'staff:health:read',
    params: idParams,
    response: heartRiskSchema,
  },
  'GET /staff/members/:id/timeline': {
    summary:
      "What happened in the member's care, newest first, a page at a time: readings, labs, surveys, alerts and their handling, medications (clinicians and administrators), messages, programme requests, programmes, notes and targets (every role, within what the role reads); logged",
    access: 'staff:members:read',
    params: idParams,
    query: timelineQuerySchema,
    response: timelineSchema,
  },
});
