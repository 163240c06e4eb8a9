import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { LIMITS } from '../limits.js';
import { bloodResultSchema, bpSummarySchema, labReportSchema } from '../health/wire.js';
import { threadSchema, threadSummarySchema } from '../messages/wire.js';
import { PROGRAM_REQUEST_STATUSES, programRequestSchema, scheduleSchema } from '../programs/wire.js';
import { surveyResponseSchema } from '../surveys/wire.js';
import { STAFF_ROLES } from './roles.js';

const roleSchema = z.enum(STAFF_ROLES, { error: msg('care.roleInvalid', { roles: STAFF_ROLES.join(', ') }) });
const personRef = z.object({ _id: z.string(), name: z.string() });
/** A name field; its messages name the field (one message per field: French words them differently). */
const name = (required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(LIMITS.name, tooLong);

// ---- Staff accounts -------------------------------------------------------------------------------

/** The signed-in staff member. */
export const staffMeSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  second_factor: z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int() }),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** A staff account as the administrator sees it. */
export const staffUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  /** invited: has not set a password yet. */
  status: z.enum(['invited', 'active', 'deactivated']),
  second_factor_enabled: z.boolean(),
  last_active_at: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffListSchema = z.object({ staff: z.array(staffUserSchema) });

export const staffInvitationBodySchema = z.object({
  email: z
    .string({ error: msg('care.emailRequired') })
    .trim()
    .toLowerCase()
    .max(LIMITS.email)
    .pipe(z.email(msg('care.emailInvalid'))),
  role: roleSchema,
  firstName: name(msg('care.firstNameRequired'), msg('care.firstNameTooLong', { max: LIMITS.name })),
  lastName: name(msg('care.lastNameRequired'), msg('care.lastNameTooLong', { max: LIMITS.name })),
});
export type StaffInvitationBody = z.infer<typeof staffInvitationBodySchema>;
export const staffRoleBodySchema = z.object({ role: roleSchema });

/** The invitation behind a set-password link (public: the link is the credential). */
export const invitationSchema = z.object({ email: z.string(), firstName: z.string(), role: roleSchema });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(LIMITS.token) });

// ---- Members --------------------------------------------------------------------------------------

/** The member list's health filters (issue 35). */
export const MEMBER_HEALTH_FILTERS = ['bmi_30', 'statin', 'weight_review', 'metabolic_syndrome', 'target_not_met_90'] as const;
export type MemberHealthFilter = (typeof MEMBER_HEALTH_FILTERS)[number];

export const memberListQuerySchema = z.object({
  /** Name or e-mail, from its start ("tremb", "avery t", "avery@"). */
  q: z.string().trim().max(LIMITS.search).optional(),
  alerts: z.enum(['open'], { error: msg('care.alertsFilterInvalid') }).optional(),
  program: z.enum(['active', 'none'], { error: msg('care.programFilterInvalid') }).optional(),
  /** Used the app within this many days. */
  active_within: z.enum(['7', '30', '90'], { error: msg('care.activeWithinInvalid') }).optional(),
  /**
   * Health filters (issue 35; roles that read health data): a BMI of 30 or more from the latest weight
   * and the height, a statin taken today, a weight loss flagged and not yet reviewed, the
   * metabolic-syndrome criteria met, a clinician's target not met for 90 days (decision 0111: these
   * two are read member by member, so a page may hold fewer than `limit` with a next_cursor).
   */
  health: z.enum(MEMBER_HEALTH_FILTERS, { error: msg('care.healthFilterInvalid') }).optional(),
  /** From a previous page's next_cursor. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** A saved filter's name: trimmed, 1 to 60 characters, no control characters (NUL, line breaks...). */
export const SAVED_FILTER_NAME_MAX = 60;
/** How many saved filters one staff member keeps. */
export const SAVED_FILTERS_MAX = 50;

/** The member list's filters a saved filter keeps (decision 0123): the list's query without its page. */
export const savedFilterCriteriaSchema = z.strictObject(
  {
    q: z.string().trim().max(LIMITS.search).optional(),
    alerts: memberListQuerySchema.shape.alerts,
    program: memberListQuerySchema.shape.program,
    active_within: memberListQuerySchema.shape.active_within,
    health: memberListQuerySchema.shape.health,
  },
  { error: msg('care.savedFilterUnknown') },
);
export type SavedFilterCriteria = z.infer<typeof savedFilterCriteriaSchema>;

export const savedFilterBodySchema = z.strictObject({
  name: z
    .string({ error: msg('care.savedFilterNameRequired') })
    .trim()
    .min(1, msg('care.savedFilterNameRequired'))
    .max(SAVED_FILTER_NAME_MAX, msg('care.savedFilterNameTooLong', { max: SAVED_FILTER_NAME_MAX }))
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, msg('care.savedFilterNameControl')),
  filters: savedFilterCriteriaSchema,
});
export type SavedFilterBody = z.infer<typeof savedFilterBodySchema>;

/** One of the signed-in staff member's saved filters (each staff member sees only their own). */
export const savedFilterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  filters: savedFilterCriteriaSchema,
  created_at: z.string(),
  /** False when the caller's role may no longer use it (a health or alerts filter after a change of role). */
  usable: z.boolean(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;
export const savedFilterListSchema = z.object({ filters: z.array(savedFilterSchema) });

export const memberListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  last_active_at: z.string().nullable(),
  active_programs: z.array(z.string()),
  /** Open urgent alerts; null for a role that may not see alerts. */
  open_alerts: z.number().int().nullable(),
});
export const memberListSchema = z.object({ members: z.array(memberListItemSchema), next_cursor: z.string().nullable() });

export const memberProgramSchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.enum(['active', 'completed', 'left']),
  started_at: z.string(),
  /** The member's first day of it, in their time zone (decision 0073): the day the member's own page shows. */
  start_day: z.string(),
  progress_percent: z.number(),
  days_tracked: z.number().int(),
  /** Every day, or a number of sessions a week: adherence and the streak count in its periods. */
  schedule: scheduleSchema,
  adherence_percent: z.number(),
  current_streak: z.number().int(),
  last_tracked: z.string().nullable(),
});

/** What every role of the care team sees of a member (no health data). */
export const memberOverviewSchema = z.object({
  member: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    dateOfBirth: z.string(),
    province: z.string(),
    created_at: z.string(),
    last_active_at: z.string().nullable(),
    /** Whether the member has turned on two-step verification. */
    second_factor: z.boolean(),
  }),
  pillars: z.array(z.object({ name: z.string(), slug: z.string() })),
  programs: z.array(memberProgramSchema),
  activity: z.object({
    weeks: z.array(z.object({ week_start: z.string(), mvpa_minutes: z.number(), strength_days: z.number().int() })),
    targets: z.object({ mvpa_minutes: z.number(), strength_days: z.number().int() }),
  }),
  recommendations: z.array(z.object({ _id: z.string(), title: z.string(), status: z.string(), updated_at: z.string() })),
  requests: z.array(programRequestSchema),
  /** What the caller's role may also open. */
  can: z.object({
    health: z.boolean(),
    alerts: z.boolean(),
    /** Turn off the member's two-step verification (administrators). */
    account: z.boolean(),
  }),
});
export type MemberOverview = z.infer<typeof memberOverviewSchema>;

/** Health data (clinicians and administrators; every read is in the access log). */
export const memberHealthSchema = z.object({
  sex: z.enum(['female', 'male']).nullable(),
  conditions: z.array(z.object({ _id: z.string(), name: z.string() })),
  surveys: z.array(
    surveyResponseSchema.extend({
      survey: z.object({ _id: z.string(), title: z.string() }),
      answers: z.array(z.object({ question: z.string(), answer: z.string() })),
    }),
  ),
  labs: z.object({ latest: z.array(bloodResultSchema), reports: z.array(labReportSchema) }),
  blood_pressure: bpSummarySchema,
});
export type MemberHealth = z.infer<typeof memberHealthSchema>;

// ---- Urgent alerts --------------------------------------------------------------------------------

export const ALERT_KINDS = ['phq9_item9', 'bp_crisis', 'critical_lab'] as const;
/** The kinds in English words, as the access log records them; screens show ALERT_KIND_NAMES. */
export const ALERT_KIND_LABELS: Record<(typeof ALERT_KINDS)[number], string> = {
  phq9_item9: 'Thoughts of self-harm (PHQ-9 item 9)',
  bp_crisis: 'Blood pressure above 180/120',
  critical_lab: 'Critical lab value',
};
/** The kinds as catalogue messages (decision 0050): what a screen shows, in its reader's language (`tr()` in the web). */
export const ALERT_KIND_NAMES: Record<(typeof ALERT_KINDS)[number], string> = {
  phq9_item9: msg('care.alertKind.phq9Item9'),
  bp_crisis: msg('care.alertKind.bpCrisis'),
  critical_lab: msg('care.alertKind.criticalLab'),
};

const staffAction = z.object({ by: z.string(), at: z.string() }).nullable();
export const ALERT_STATES = ['open', 'acknowledged', 'resolved'] as const;
export const alertSchema = z.object({
  _id: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** What raised it; empty for a resolved alert of a deleted account (only ids, kind and times stay). */
  summary: z.string(),
  /** When what raised it happened (a reading's time), for each reader to see on the clinic's clock; null when the summary has none. */
  occurred_at: z.string().nullable(),
  /** `deleted`: the member deleted their account; `name` is then the one kept while the alert is open, or empty. */
  member: personRef.extend({ deleted: z.boolean() }),
  /** How to reach a member who deleted their account, kept until the alert is resolved; null otherwise. */
  contact: z
    .object({
      email: z.string(),
      address: z.object({ street: z.string(), city: z.string(), province: z.string(), postalCode: z.string() }),
    })
    .nullable(),
  created_at: z.string(),
  acknowledged: staffAction,
  resolved: z.object({ by: z.string(), at: z.string(), note: z.string() }).nullable(),
  /** open: nobody has taken it on; acknowledged: someone has; resolved: closed with a note. */
  state: z.enum(ALERT_STATES),
  /** Who owns it (decision 0085); null: the clinicians' pool. */
  assigned_to: personRef.nullable(),
  /** By when someone must acknowledge it (content/care-workflow.yaml); null for alerts raised before due times existed. */
  due_at: z.string().nullable(),
  /** When it was escalated, still not acknowledged: to every clinician and the care-team inbox, then to the administrators (decision 0086). */
  escalated: z.object({ pool_at: z.string().nullable(), admins_at: z.string().nullable() }),
});
export type Alert = z.infer<typeof alertSchema>;
export const alertListQuerySchema = z.object({
  status: z.enum(['open', 'all'], { error: msg('care.alertStatusInvalid') }).default('open'),
  member_id: z.string().max(LIMITS.id).optional(),
});
/** Staff who may own an alert (active clinicians and administrators), for the owner picker. */
export const alertAssigneeSchema = personRef.extend({ role: z.enum(['clinician', 'admin']) });
export const alertListSchema = z.object({
  alerts: z.array(alertSchema),
  /** Stored alerts that could not be read (a malformed row): left out of the list, logged by id for whoever runs the server. */
  unreadable: z.number().int(),
  assignees: z.array(alertAssigneeSchema),
  /** The clinic on its own clock (content/care-workflow.yaml): closed now, and then what staff must know. */
  clinic: z.object({ open_now: z.boolean(), out_of_hours: z.string() }),
});
export type AlertList = z.infer<typeof alertListSchema>;
export type AlertAssignee = z.infer<typeof alertAssigneeSchema>;
/** To me, to the clinicians' pool, or to a named clinician or administrator (their id). */
export const assignAlertBodySchema = z.strictObject(
  {
    to: z.union([z.literal('me'), z.literal('pool'), z.string().trim().min(1).max(LIMITS.id)], { error: msg('care.assignToInvalid') }),
  },
  { error: msg('care.assignToInvalid') },
);
export const resolveAlertBodySchema = z.object({
  note: z
    .string({ error: msg('care.noteRequired') })
    .trim()
    .min(1, msg('care.noteEmpty'))
    .max(LIMITS.requestMessage, msg('care.noteTooLong', { max: LIMITS.requestMessage })),
});

/**
 * Who an urgent alert raised now would reach (administrators): nobody when no clinician account is
 * active and no care-team inbox (CARE_TEAM_INBOX) is set on the server.
 */
export const alertReachSchema = z.object({
  reaches_nobody: z.boolean(),
  inbox: z.boolean(),
  active_clinicians: z.number().int(),
});

/** The member's own view of an alert their answer or reading raised: only whether the care team has seen it. */
export const memberAlertSchema = z.object({
  _id: z.string(),
  kind: z.enum(ALERT_KINDS),
  created_at: z.string(),
  acknowledged_at: z.string().nullable(),
  /** When the care team closed it: until then the member's home keeps its advice in view. */
  resolved_at: z.string().nullable(),
});
export const memberAlertListSchema = z.object({ alerts: z.array(memberAlertSchema) });

// ---- Programme requests ---------------------------------------------------------------------------

export const staffRequestSchema = programRequestSchema.extend({
  member: personRef,
  replied_by: z.string().nullable(),
  /** Who owns it (decision 0100); null: the care team's pool. */
  assigned_to: personRef.nullable(),
  /** By when the care team should answer a pending or in-review request (content/care-workflow.yaml); null once answered. */
  due_at: z.string().nullable(),
});
export const staffRequestListQuerySchema = z.object({
  status: z.enum([...PROGRAM_REQUEST_STATUSES, 'all'], { error: msg('care.requestStatusUnknown') }).default('all'),
});
/** A member of the care team who may own a request or a thread (any active staff account). */
export const workAssigneeSchema = personRef.extend({ role: roleSchema });
export type WorkAssignee = z.infer<typeof workAssigneeSchema>;
export const staffRequestListSchema = z.object({
  requests: z.array(staffRequestSchema),
  /** Who may own a request, for the owner picker. */
  assignees: z.array(workAssigneeSchema),
  /** The programmes the care team may start for a member when approving a request, in the reader's language. */
  programs: z.array(z.object({ _id: z.string(), key: z.string(), title: z.string() })),
});
export const requestReplyBodySchema = z.object({
  /** With `approved`: the programme (id or key) to start for the member, within their two-active limit (decision 0100). */
  start_program: z
    .string({ error: msg('care.startProgramInvalid') })
    .trim()
    .min(1, msg('care.startProgramInvalid'))
    .max(LIMITS.id)
    .optional(),
  status: z.enum(PROGRAM_REQUEST_STATUSES, { error: msg('care.requestStatusInvalid', { statuses: PROGRAM_REQUEST_STATUSES.join(', ') }) }),
  reply: z
    .string()
    .trim()
    .max(LIMITS.requestMessage, msg('care.replyTooLong', { max: LIMITS.requestMessage }))
    .optional(),
});

// ---- Message threads ------------------------------------------------------------------------------

/** waiting: the member wrote last, the care team owes a reply; answered: the care team wrote last. */
export const THREAD_STATES = ['waiting', 'answered'] as const;
const threadWork = {
  member: personRef,
  assigned_to: personRef.nullable(),
  state: z.enum(THREAD_STATES),
  /** By when the care team should reply to a waiting thread (content/care-workflow.yaml); null when answered. */
  due_at: z.string().nullable(),
};
export const staffThreadSummarySchema = threadSummarySchema.extend(threadWork);
export const staffThreadSchema = threadSchema.extend({
  ...threadWork,
  /** Whether the caller may reply: a coach must take over a thread assigned to someone else first (decision 0100). */
  can_reply: z.boolean(),
  /** Whether the caller may give it to someone else or to the pool (its owner, clinicians, administrators). */
  can_assign: z.boolean(),
  /** Who may own a thread, for the owner picker (only with can_assign). */
  assignees: z.array(workAssigneeSchema),
});
export const staffThreadListQuerySchema = z.object({
  /** mine: assigned to me; unassigned; all (clinicians and administrators). */
  box: z.enum(['mine', 'unassigned', 'all'], { error: msg('care.boxInvalid') }).default('mine'),
  member_id: z.string().max(LIMITS.id).optional(),
});
export const staffThreadListSchema = z.object({ threads: z.array(staffThreadSummarySchema) });

// ---- Access log -----------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  _id: z.string(),
  staff: z.object({ _id: z.string(), name: z.string(), role: z.string() }),
  member: personRef.nullable(),
  action: z.string(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export const auditQuerySchema = z.object({
  staff_id: z.string().max(LIMITS.id).optional(),
  member_id: z.string().max(LIMITS.id).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), next_cursor: z.string().nullable() });

/** What a member sees of the log: who on the care team looked at or changed their record, and when. */
export const memberAccessEntrySchema = z.object({
  _id: z.string(),
  staff_name: z.string(),
  staff_role: z.string(),
  action: z.string(),
  created_at: z.string(),
});
export const memberAccessLogSchema = z.object({ entries: z.array(memberAccessEntrySchema) });

// ---- My work (decision 0100) ----------------------------------------------------------------------

/** To me, to the care team's pool, or to a named active staff member (their id). */
export const assignWorkBodySchema = z.strictObject(
  {
    to: z.union([z.literal('me'), z.literal('pool'), z.string().trim().min(1).max(LIMITS.id)], { error: msg('care.assignWorkToInvalid') }),
  },
  { error: msg('care.assignWorkToInvalid') },
);

/** What has an owner, and can be taken over (decision 0110). */
export const OWNED_WORK_KINDS = ['alert', 'thread', 'request'] as const;
/** What My work lists: the owned kinds, and weight losses to review, which are the clinicians' pool's (decision 0121). */
export const WORK_KINDS = [...OWNED_WORK_KINDS, 'weight_review'] as const;
/** One piece of work: an urgent alert, a thread waiting for a reply, a programme request to answer, a weight loss to review. */
export const workItemSchema = z.object({
  kind: z.enum(WORK_KINDS),
  _id: z.string(),
  /** The alert's kind; null for the rest. */
  alert_kind: z.enum(ALERT_KINDS).nullable(),
  /** The thread's subject, the request's topic, the weight review's reason (`fast_loss`, `low_bmi`); empty for an alert. */
  title: z.string(),
  member: personRef,
  /** null: the pool. */
  assigned_to: personRef.nullable(),
  mine: z.boolean(),
  state: z.string(),
  created_at: z.string(),
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  /** Worst first: 0 self-harm, 1 blood pressure crisis, 2 critical lab, 3 weight review, 4 thread, 5 request. */
  severity: z.number().int(),
});
export type WorkItem = z.infer<typeof workItemSchema>;
/** Work of the caller's that someone else took over or gave to another (decision 0110): the notice on My work. */
export const handoverSchema = z.object({
  _id: z.string(),
  kind: z.enum(OWNED_WORK_KINDS),
  item_id: z.string(),
  member: personRef,
  /** Who took it, by their name at the time. */
  by: z.string(),
  at: z.string(),
});
export type Handover = z.infer<typeof handoverSchema>;

export const workListSchema = z.object({
  /** Mine, then what is due (the pool's overdue and due within a day), worst first: severity, then due time. */
  items: z.array(workItemSchema),
  /** What was taken over from the caller in the last 7 days, newest first (optional on the wire for older fixtures; the server always sends it). */
  handovers: z.array(handoverSchema).optional(),
  counts: z.object({
    /** Items assigned to the caller. */
    mine: z.number().int(),
    /** Items past their due time among the list. */
    overdue: z.number().int(),
    /** The list's length: the count in the tab title and the navigation. */
    total: z.number().int(),
  }),
});
export type WorkList = z.infer<typeof workListSchema>;
