import { defineEndpoints } from '../api/endpoint.js';
import { idParams } from '../api/common.js';
import { msg } from '../i18n/message.js';
import { assignWorkBodySchema, staffRequestSchema, staffThreadSchema, workListSchema } from './wire.js';

/**
 * The care team's work beyond alerts (issue 34, decision 0100): programme requests and message
 * threads have an owner (me, a named staff member, the pool), and one list gathers what is mine and
 * what is due. Every assignment is in the access log.
 */
export const workflowEndpoints = defineEndpoints('care team', {
  'GET /staff/work': {
    summary:
      'My work: the alerts, threads and programme requests assigned to me, and the pool’s overdue or due within a day, worst first (severity, then due time), with counts for the title and the navigation',
    access: 'staff',
    response: workListSchema,
  },
  'POST /staff/requests/:id/assign': {
    summary: "Give a programme request an owner: the caller ('me'), the care team's pool ('pool') or a named active staff member (logged)",
    access: 'staff:requests:manage',
    params: idParams,
    body: assignWorkBodySchema,
    response: staffRequestSchema,
    invalidMessage: msg('care.workAssignNotSaved'),
  },
  'POST /staff/threads/:id/assign': {
    summary:
      "Give a message thread an owner: the caller ('me': take it over, for any staff member who may open the member) or, for its owner, clinicians and administrators, the pool ('pool') or a named active staff member (logged)",
    access: 'staff:messages:own',
    params: idParams,
    body: assignWorkBodySchema,
    response: staffThreadSchema,
    invalidMessage: msg('care.workAssignNotSaved'),
  },
});
