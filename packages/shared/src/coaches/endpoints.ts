import { defineEndpoints } from '../api/endpoint.js';
import { msg } from '../i18n/message.js';
import { idParams } from '../api/common.js';
import { coachListSchema, coachMessageBodySchema, coachMessageListSchema, coachMessageSchema, coachSchema } from './wire.js';

/** The coaches and the member's messages to them. */
export const coachEndpoints = defineEndpoints('coaches', {
  'GET /coaches': {
    summary: 'The care team',
    access: 'member',
    response: coachListSchema,
  },
  'GET /coaches/messages': {
    summary: "The member's messages to the care team, newest first",
    access: 'member',
    response: coachMessageListSchema,
  },
  'GET /coaches/:id': {
    summary: 'A coach profile (id or key)',
    access: 'member',
    params: idParams,
    response: coachSchema,
  },
  'POST /coaches/:id/messages': {
    summary: 'Send a message to the care team about this coach',
    access: 'member',
    idempotent: true,
    params: idParams,
    body: coachMessageBodySchema,
    response: coachMessageSchema,
    status: 201,
    invalidMessage: msg('care.messageNotSent'),
  },
});
