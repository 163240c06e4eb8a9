import { z } from 'zod';
import { passwordInput } from './schemas.js';
import { msg } from '../i18n/message.js';

/** What the member types to confirm that their account is to be deleted. */
export const DELETE_CONFIRMATION = 'DELETE';

export const ACCOUNT_DATA_MESSAGES = {
  notDeleted: msg('accountData.notDeleted'),
  wrongPassword: msg('accountData.wrongPassword'),
  wrongConfirmation: msg('accountData.wrongConfirmation', { word: DELETE_CONFIRMATION }),
  deleted: msg('accountData.deleted'),
} as const;

/** `POST /user/delete-account`: the member's password and the typed confirmation. */
export const deleteAccountSchema = z.object({
  password: passwordInput('Password'),
  confirmation: z
    .string({ error: ACCOUNT_DATA_MESSAGES.wrongConfirmation })
    .max(50, ACCOUNT_DATA_MESSAGES.wrongConfirmation)
    .refine((v) => v.trim() === DELETE_CONFIRMATION, ACCOUNT_DATA_MESSAGES.wrongConfirmation),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/**
 * `GET /user/export` answers a ZIP file (application/zip), streamed, never JSON: declared as a binary
 * string for the API description.
 */
export const dataExportResponseSchema = z
  .string()
  .meta({ description: 'A ZIP file (application/zip) of the member’s data', format: 'binary' });

/** The files of the export, one JSON file per area, and the FHIR R4 Bundle of lab results and blood pressure. */
export const EXPORT_FILES = [
  'README.txt',
  'profile.json',
  'conditions.json',
  'surveys.json',
  'recommendations.json',
  'programmes.json',
  'lab-reports.json',
  'blood-pressure.json',
  'body.json',
  'medications.json',
  'targets.json',
  'activities.json',
  'reminders.json',
  'requests.json',
  'messages.json',
  'alerts.json',
  'care-notes.json',
  'access-log.json',
  'fhir-medications.json',
  'fhir-observations.json',
  'appointments.json',
] as const;
