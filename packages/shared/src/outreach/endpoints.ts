import { defineEndpoints } from '../api/endpoint.js';
import { msg } from '../i18n/message.js';
import {
  checkInBodySchema,
  outreachActionSchema,
  outreachCountSchema,
  outreachParams,
  outreachQueueSchema,
  reachedBodySchema,
  snoozeBodySchema,
} from './wire.js';

/**
 * Members going quiet (issue 37, decision 0099): the queue, ranked by need, and the care team's three
 * actions; each action is recorded on the member's record and in the access log.
 */
export const outreachEndpoints = defineEndpoints('care team', {
  'GET /staff/outreach': {
    summary: 'Members who logged something once and nothing for 14 days, most in need first (logged)',
    access: 'staff:members:read',
    response: outreachQueueSchema,
  },
  'GET /staff/outreach/count': {
    summary: 'How many members are in the outreach queue',
    access: 'staff:members:read',
    response: outreachCountSchema,
  },
  'POST /staff/members/:id/outreach/check-in': {
    summary: "Send the clinic's check-in message in the member's language: to their messages and by e-mail (logged)",
    access: 'staff:members:read',
    params: outreachParams,
    body: checkInBodySchema,
    response: outreachActionSchema,
    status: 201,
    idempotent: true,
    invalidMessage: msg('outreach.notRecorded'),
  },
  'POST /staff/members/:id/outreach/snooze': {
    summary: 'Leave a member out of the queue for 7, 14 or 30 days, with a reason (logged)',
    access: 'staff:members:read',
    params: outreachParams,
    body: snoozeBodySchema,
    response: outreachActionSchema,
    status: 201,
    idempotent: true,
    invalidMessage: msg('outreach.notRecorded'),
  },
  'POST /staff/members/:id/outreach/reached': {
    summary: 'Record that the member was reached by phone (logged)',
    access: 'staff:members:read',
    params: outreachParams,
    body: reachedBodySchema,
    response: outreachActionSchema,
    status: 201,
    idempotent: true,
    invalidMessage: msg('outreach.notRecorded'),
  },
});
