import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { LIMITS } from '../limits.js';

/** The member's own note on a reading or an activity: optional, trimmed, at most `LIMITS.healthNotes` characters. */
export const healthNotesSchema = z
  .string()
  .trim()
  .max(LIMITS.healthNotes, msg('health.notesTooLong', { max: LIMITS.healthNotes }))
  .optional()
  .default('');
