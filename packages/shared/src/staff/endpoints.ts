import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.js';
import { msg } from '../i18n/message.js';
import { idParams, messageSchema } from '../api/common.js';
import { replyBodySchema } from '../messages/wire.js';
import { resetPasswordFormSchema } from '../user/schemas.js';
import { setTargetBodySchema, TARGET_KINDS, targetListSchema } from '../health/targets.js';
import { recoveryCodesSchema, secondFactorCodeBodySchema, secondFactorSetupSchema } from '../user/second-factor.js';
import {
  alertListQuerySchema,
  alertListSchema,
  alertReachSchema,
  alertSchema,
  assignAlertBodySchema,
  auditListSchema,
  auditQuerySchema,
  invitationSchema,
  invitationTokenParamsSchema,
  memberAccessLogSchema,
  memberAlertListSchema,
  memberHealthSchema,
  memberListQuerySchema,
  memberListSchema,
  memberOverviewSchema,
  requestReplyBodySchema,
  resolveAlertBodySchema,
  savedFilterBodySchema,
  savedFilterListSchema,
  savedFilterSchema,
  staffInvitationBodySchema,
  staffListSchema,
  staffMeSchema,
  staffRequestListQuerySchema,
  staffRequestListSchema,
  staffRequestSchema,
  staffRoleBodySchema,
  staffThreadListQuerySchema,
  staffThreadListSchema,
  staffThreadSchema,
  staffUserSchema,
} from './wire.js';

/**
 * The care team's workspace. Every call checks the caller's role on the server (roles.ts), and every
 * read of a member's health data and every write is recorded in the access log.
 */
export const staffEndpoints = defineEndpoints('care team', {
  // The staff member themselves: who they are, and their second factor.
  'GET /staff/me': {
    summary: 'The signed-in staff member (also while they must still enrol their second factor)',
    access: 'staff',
    duringEnrolment: true,
    response: staffMeSchema,
  },
  'POST /staff/second-factor/setup': {
    summary: 'A new authenticator key (QR code and key to type) waiting to be confirmed',
    access: 'staff',
    duringEnrolment: true,
    response: secondFactorSetupSchema,
  },
  'POST /staff/second-factor/confirm': {
    summary: 'Confirm the key with a first code: the second factor is on; ten recovery codes, shown once',
    access: 'staff',
    duringEnrolment: true,
    body: secondFactorCodeBodySchema,
    response: recoveryCodesSchema,
    invalidMessage: msg('care.codeNotAccepted'),
  },

  // Members.
  'GET /staff/members': {
    summary: 'Members by name or e-mail, with filters, a page at a time (next_cursor)',
    access: 'staff:members:read',
    query: memberListQuerySchema,
    response: memberListSchema,
    invalidMessage: msg('care.invalidSearch'),
  },
  'GET /staff/members/:id': {
    summary: "A member's programmes, tracking, activity, pillars, recommendations and requests",
    access: 'staff:members:read',
    params: idParams,
    response: memberOverviewSchema,
  },
  'GET /staff/members/:id/health': {
    summary: "A member's survey answers and scores, lab results, blood pressure and conditions (logged)",
    access: 'staff:health:read',
    params: idParams,
    response: memberHealthSchema,
  },
  'POST /staff/members/:id/second-factor/reset': {
    summary:
      "Turn off a member's two-step verification when they have lost their phone and their recovery codes (administrators; logged, and the member is e-mailed)",
    access: 'staff:staff:manage',
    params: idParams,
    response: messageSchema,
  },

  // Saved filters of the member list (decision 0123): each staff member's own.
  'GET /staff/saved-filters': {
    summary: "The caller's saved filters of the member list, by name (each staff member sees only their own)",
    access: 'staff:members:read',
    response: savedFilterListSchema,
  },
  'POST /staff/saved-filters': {
    summary:
      "Save the member list's filters under a name (health filters: roles that read health data); the same name and filters again answer the saved one, a name already used for other filters is refused (409)",
    access: 'staff:members:read',
    body: savedFilterBodySchema,
    response: savedFilterSchema,
    invalidMessage: msg('care.savedFilterNotSaved'),
  },
  'DELETE /staff/saved-filters/:id': {
    summary: "Delete one of the caller's saved filters (another staff member's: 404)",
    access: 'staff:members:read',
    params: idParams,
    response: messageSchema,
  },

  // Personal targets (decision 0091).
  'GET /staff/members/:id/targets': {
    summary:
      "A member's targets (blood pressure, LDL, HbA1c, weight, weekly activity): the clinician's with who set it, when and why, the guideline default it replaces, and the member's number against it (logged)",
    access: 'staff:members:read',
    params: idParams,
    response: targetListSchema,
  },
  'PUT /staff/members/:id/targets': {
    summary:
      "Set one of a member's targets with a note the member reads (clinicians; logged); the same target and note again changes nothing",
    access: 'staff:targets:set',
    params: idParams,
    body: setTargetBodySchema,
    response: targetListSchema,
    invalidMessage: msg('care.targetNotSet'),
  },
  'DELETE /staff/members/:id/targets/:kind': {
    summary: "Remove a member's personal target: the guideline default applies again (clinicians; logged)",
    access: 'staff:targets:set',
    params: idParams.extend({ kind: z.enum(TARGET_KINDS) }),
    response: targetListSchema,
  },

  // Urgent alerts.
  'GET /staff/alerts': {
    summary:
      'Urgent alerts, worst first: open ones by severity (self-harm, blood pressure, lab value), each kind oldest first; then resolved ones. With who may own them and whether the clinic is open',
    access: 'staff:alerts:manage',
    query: alertListQuerySchema,
    response: alertListSchema,
  },
  'GET /staff/alerts/reach': {
    summary: 'Who an urgent alert raised now would reach: the active clinicians and the care-team inbox, or nobody',
    access: 'staff:staff:manage',
    response: alertReachSchema,
  },
  'POST /staff/alerts/:id/acknowledge': {
    summary: 'Acknowledge an alert: the member sees it was seen',
    access: 'staff:alerts:manage',
    params: idParams,
    response: alertSchema,
  },
  'POST /staff/alerts/:id/resolve': {
    summary: 'Resolve an alert with a note of what was done',
    access: 'staff:alerts:manage',
    params: idParams,
    body: resolveAlertBodySchema,
    response: alertSchema,
    invalidMessage: msg('care.alertNotResolved'),
  },
  'POST /staff/alerts/:id/assign': {
    summary: "Give an open alert an owner: the caller ('me'), the clinicians' pool ('pool') or a named active clinician or administrator",
    access: 'staff:alerts:manage',
    params: idParams,
    body: assignAlertBodySchema,
    response: alertSchema,
    invalidMessage: msg('care.alertNotAssigned'),
  },

  // Programme requests.
  'GET /staff/requests': {
    summary: 'Programme requests, pending first',
    access: 'staff:requests:manage',
    query: staffRequestListQuerySchema,
    response: staffRequestListSchema,
  },
  'POST /staff/requests/:id': {
    summary: 'Reply to a request and set its status; the member is e-mailed that there is a reply',
    access: 'staff:requests:manage',
    params: idParams,
    body: requestReplyBodySchema,
    response: staffRequestSchema,
    invalidMessage: msg('care.requestReplyNotSent'),
  },

  // Message threads.
  'GET /staff/threads': {
    summary: 'Message threads: mine, unassigned, or all (clinicians and administrators)',
    access: 'staff:messages:own',
    query: staffThreadListQuerySchema,
    response: staffThreadListSchema,
  },
  'GET /staff/threads/:id': {
    summary: 'One thread; marks it read for the care team',
    access: 'staff:messages:own',
    params: idParams,
    response: staffThreadSchema,
  },
  'POST /staff/threads/:id': {
    summary: 'Reply in a thread (an unassigned thread becomes yours); the member is e-mailed that there is a reply',
    access: 'staff:messages:own',
    params: idParams,
    body: replyBodySchema,
    response: staffThreadSchema,
    invalidMessage: msg('care.replyNotSent'),
  },

  // Administration.
  'GET /staff/accounts': {
    summary: 'The care team’s accounts',
    access: 'staff:staff:manage',
    response: staffListSchema,
  },
  'POST /staff/accounts': {
    summary: 'Invite a staff member: an e-mail with a set-password link (48 hours, single use)',
    access: 'staff:staff:manage',
    body: staffInvitationBodySchema,
    response: staffUserSchema,
    status: 201,
    invalidMessage: msg('care.invitationNotSent'),
  },
  'POST /staff/accounts/:id/role': {
    summary: "Change a staff member's role",
    access: 'staff:staff:manage',
    params: idParams,
    body: staffRoleBodySchema,
    response: staffUserSchema,
  },
  'POST /staff/accounts/:id/deactivate': {
    summary: 'Deactivate a staff account: its sessions end and it can no longer log in',
    access: 'staff:staff:manage',
    params: idParams,
    response: staffUserSchema,
  },
  'POST /staff/accounts/:id/second-factor/reset': {
    summary:
      "Reset a staff member's second factor after a lost phone: their key and recovery codes go, their sessions end, and they set it up again at their next login (not one's own; both are e-mailed; logged)",
    access: 'staff:staff:manage',
    params: idParams,
    response: staffUserSchema,
  },
  'GET /staff/audit': {
    summary: 'The access log, newest first, by staff member and by member',
    access: 'staff:audit:read',
    query: auditQuerySchema,
    response: auditListSchema,
  },
});

/** What a staff member does with an invitation (public: the link is the credential), and what a member sees. */
export const careEndpoints = defineEndpoints('care team', {
  'GET /staff-invitations/:token': {
    summary: 'The invitation behind a set-password link',
    access: 'public',
    params: invitationTokenParamsSchema,
    response: invitationSchema,
  },
  'POST /staff-invitations/:token': {
    summary: 'Accept an invitation: set the password (the account opens; the second factor is set up at first login)',
    access: 'public',
    params: invitationTokenParamsSchema,
    body: resetPasswordFormSchema,
    response: messageSchema,
    invalidMessage: msg('care.passwordNotSet'),
  },
  'GET /user/access-log': {
    summary: 'Who on the care team looked at or changed this member’s record, and when',
    access: 'member',
    response: memberAccessLogSchema,
  },
  'GET /user/alerts': {
    summary: 'The urgent alerts this member’s answers or readings raised, and whether the care team has seen them',
    access: 'member',
    response: memberAlertListSchema,
  },
});
