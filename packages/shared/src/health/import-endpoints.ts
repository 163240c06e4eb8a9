import { defineEndpoints } from '../api/endpoint.js';
import { idParams } from '../api/common.js';
import { msg } from '../i18n/message.js';
import {
  importBatchBodySchema,
  importBatchSchema,
  importCheckBodySchema,
  importCheckSchema,
  importCreateSchema,
  importListSchema,
  importSchema,
} from './imports.js';

/** Imports from a member's apps, read on their device (issue 36, decision 0104), under the health tracking tag. */
export const importEndpoints = defineEndpoints('healthtracking', {
  'GET /healthtracking/imports': {
    summary: "The member's imports from apps, newest first: source, date, what each stored by kind, and whether it was undone",
    access: 'member',
    response: importListSchema,
  },
  'POST /healthtracking/imports': {
    summary: "Start an import of a file from one of the member's apps (Apple Health, Withings, Omron Connect, Google Fit, Fitbit)",
    access: 'member',
    idempotent: true,
    body: importCreateSchema,
    response: importSchema,
    status: 201,
    invalidMessage: msg('imports.notStarted'),
  },
  'POST /healthtracking/imports/check': {
    summary: 'Which of these values are in the app already from the same source (same kind, time and value): the preview, stores nothing',
    access: 'member',
    body: importCheckBodySchema,
    response: importCheckSchema,
    bodyLimit: 1_048_576,
    invalidMessage: msg('imports.notChecked'),
  },
  'POST /healthtracking/imports/:id/batches': {
    summary:
      'Store one numbered batch of an import: values already in the app are skipped, future ones refused; the same batch sent again stores nothing twice',
    access: 'member',
    params: idParams,
    body: importBatchBodySchema,
    response: importBatchSchema,
    bodyLimit: 1_048_576,
    invalidMessage: msg('imports.batchNotStored'),
  },
  'POST /healthtracking/imports/:id/complete': {
    summary: "Finish an import: the newest reading of the last 30 days that needs the care team's attention raises one alert",
    access: 'member',
    params: idParams,
    response: importSchema,
  },
  'POST /healthtracking/imports/:id/undo': {
    summary: 'Undo an import in full: every value it stored is deleted; it stays in the history as undone',
    access: 'member',
    params: idParams,
    response: importSchema,
  },
});
