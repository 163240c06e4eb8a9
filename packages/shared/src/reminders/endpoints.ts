import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.js';
import { reminderPreferencesBodySchema, reminderPreferencesSchema, unsubscribeParamsSchema, unsubscribeSchema } from './wire.js';

/** Reminder e-mails: the member's preferences, and the unsubscribe link every e-mail carries (no login). */
export const reminderEndpoints = defineEndpoints('reminders', {
  'GET /user/reminders': {
    summary: 'The member’s reminder e-mails: daily tracking, weekly summary, blood pressure, their time and time zone',
    access: 'member',
    response: reminderPreferencesSchema,
  },
  'PUT /user/reminders': {
    summary: 'Change the member’s reminder e-mails, their time of day and time zone',
    access: 'member',
    body: reminderPreferencesBodySchema,
    response: reminderPreferencesSchema,
    invalidMessage: 'The reminders could not be saved',
  },
  'GET /reminders/unsubscribe/:token': {
    summary: 'What an unsubscribe link is for (the kind of e-mail only); changes nothing',
    access: 'public',
    params: unsubscribeParamsSchema,
    response: unsubscribeSchema,
    invalidMessage: 'The unsubscribe link is not valid',
  },
  'POST /reminders/unsubscribe/:token': {
    summary:
      'One-click unsubscribe (RFC 8058: the mail client posts List-Unsubscribe=One-Click, form-encoded): turns that e-mail off, without login; again is harmless',
    access: 'public',
    params: unsubscribeParamsSchema,
    body: z.unknown(),
    response: unsubscribeSchema,
    invalidMessage: 'The unsubscribe link is not valid',
  },
});
