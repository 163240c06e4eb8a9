import { defineEndpoints } from '../api/endpoint.js';
import { msg } from '../i18n/message.js';
import { idParams } from '../api/common.js';
import { newThreadBodySchema, replyBodySchema, threadListSchema, threadSchema, unreadCountSchema } from './wire.js';

/** The member's conversations with the care team (a coach, or "my care team"). */
export const messageEndpoints = defineEndpoints('messages', {
  'GET /messages': {
    summary: "The member's threads with the care team, latest first, with how many have unread replies",
    access: 'member',
    response: threadListSchema,
  },
  'GET /messages/unread': {
    summary: 'How many threads have a reply the member has not read (the sidebar count)',
    access: 'member',
    response: unreadCountSchema,
  },
  'POST /messages': {
    summary: 'Start a thread: to a coach (coach_id) or to the care team',
    access: 'member',
    idempotent: true,
    body: newThreadBodySchema,
    response: threadSchema,
    status: 201,
    invalidMessage: msg('care.messageNotSent'),
  },
  'GET /messages/:id': {
    summary: 'One thread, oldest message first; marks it read for the member',
    access: 'member',
    params: idParams,
    response: threadSchema,
  },
  'POST /messages/:id': {
    summary: 'Reply in a thread',
    access: 'member',
    idempotent: true,
    params: idParams,
    body: replyBodySchema,
    response: threadSchema,
    invalidMessage: msg('care.messageNotSent'),
  },
});
