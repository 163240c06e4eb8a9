import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { BODY_KINDS } from '../health/body.js';
import { TARGET_KINDS } from '../health/targets.js';
import { can, type Role } from './roles.js';
import { NOTE_TYPES } from './notes.js';
import { ALERT_KINDS } from './wire.js';

// The member's timeline on their record in the care team's workspace (issue 34, decision 0090):
// what happened, newest first, from the rows the app already keeps. Each group of events is shown
// to the roles that may read it: health data (readings, labs, surveys, alerts, medications) to the
// roles with the health permission, the rest to every staff role.

/** The filters of the timeline, in the order the screen shows them. */
export const TIMELINE_GROUPS = [
  'readings',
  'labs',
  'surveys',
  'alerts',
  'medications',
  'messages',
  'requests',
  'programmes',
  'notes',
  'targets',
] as const;
export type TimelineGroup = (typeof TIMELINE_GROUPS)[number];

const HEALTH_GROUPS: ReadonlySet<TimelineGroup> = new Set(['readings', 'labs', 'surveys', 'alerts', 'medications']);

/** The groups a role may see: health data needs the health permission, the rest any staff role. */
export function timelineGroupsFor(role: Role): TimelineGroup[] {
  if (!can(role, 'members:read')) return [];
  return TIMELINE_GROUPS.filter((group) => !HEALTH_GROUPS.has(group) || can(role, 'health:read'));
}

/**
 * The events, each one kind of moment: a row gives one event, or one for each of its steps (an
 * alert raised, acknowledged, resolved). The kind names the source and the step.
 */
export const TIMELINE_EVENT_KINDS = [
  'alert_acknowledged',
  'alert_raised',
  'alert_resolved',
  'body',
  'lab_report',
  'medication_started',
  'medication_stopped',
  'message',
  'note',
  'programme_ended',
  'programme_started',
  'reading',
  'request',
  'request_answered',
  'survey',
  'target',
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

export const TIMELINE_GROUP_OF: Record<TimelineEventKind, TimelineGroup> = {
  alert_acknowledged: 'alerts',
  alert_raised: 'alerts',
  alert_resolved: 'alerts',
  body: 'readings',
  lab_report: 'labs',
  medication_started: 'medications',
  medication_stopped: 'medications',
  message: 'messages',
  note: 'notes',
  programme_ended: 'programmes',
  programme_started: 'programmes',
  reading: 'readings',
  request: 'requests',
  request_answered: 'requests',
  survey: 'surveys',
  target: 'targets',
};

/** `kinds=readings,labs`: the groups to show; unknown names are refused (400), none given is all the reader may see. */
const groupsParam = z
  .string()
  .max(200)
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((names) => names.every((n) => (TIMELINE_GROUPS as readonly string[]).includes(n)), {
    error: msg('care.timelineKindsInvalid', { kinds: TIMELINE_GROUPS.join(', ') }),
  })
  .transform((names) => names as TimelineGroup[]);

export const timelineQuerySchema = z.object({
  kinds: groupsParam.optional(),
  /** From a previous page's next_cursor. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

const base = {
  /** Unique in the timeline: the kind and the row it comes from. */
  id: z.string(),
  /** When it happened (an instant); for an event of a whole day (a lab test, a medication started), the end of that day in UTC. */
  at: z.string(),
  /** The calendar day, for an event of a whole day; null for an instant. */
  day: z.string().nullable(),
};

const by = z.string().nullable();

export const timelineEventSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('reading'),
    systolic: z.number(),
    diastolic: z.number(),
    pulse: z.number().nullable(),
    entered_by: by,
  }),
  z.object({ ...base, kind: z.literal('body'), measure: z.enum(BODY_KINDS), value: z.number() }),
  z.object({ ...base, kind: z.literal('lab_report'), lab_name: z.string(), results: z.number(), entered_by: by }),
  z.object({
    ...base,
    kind: z.literal('survey'),
    survey_title: z.string(),
    score: z.number().nullable(),
    range_text: z.string().nullable(),
  }),
  z.object({ ...base, kind: z.literal('alert_raised'), alert_kind: z.enum(ALERT_KINDS) }),
  z.object({ ...base, kind: z.literal('alert_acknowledged'), alert_kind: z.enum(ALERT_KINDS), by }),
  z.object({ ...base, kind: z.literal('alert_resolved'), alert_kind: z.enum(ALERT_KINDS), by }),
  z.object({ ...base, kind: z.literal('medication_started'), name: z.string() }),
  z.object({ ...base, kind: z.literal('medication_stopped'), name: z.string() }),
  z.object({
    ...base,
    kind: z.literal('message'),
    thread_id: z.string(),
    subject: z.string(),
    author_role: z.enum(['member', 'staff']),
    by,
  }),
  z.object({ ...base, kind: z.literal('request'), topic: z.string() }),
  z.object({ ...base, kind: z.literal('request_answered'), topic: z.string(), status: z.string(), by }),
  z.object({ ...base, kind: z.literal('programme_started'), programme: z.string() }),
  z.object({ ...base, kind: z.literal('programme_ended'), programme: z.string(), status: z.string() }),
  z.object({ ...base, kind: z.literal('note'), note_type: z.enum(NOTE_TYPES), by, excerpt: z.string() }),
  z.object({ ...base, kind: z.literal('target'), target_kind: z.enum(TARGET_KINDS), by }),
]);
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineSchema = z.object({
  events: z.array(timelineEventSchema),
  /** Events of this page that could not be read and were left out (logged by kind and row for whoever runs the server). */
  unreadable: z.number().int(),
  next_cursor: z.string().nullable(),
  /** The groups this reader may filter by (and sees when none is chosen). */
  groups: z.array(z.enum(TIMELINE_GROUPS)),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** How long a note's excerpt is on the timeline (the note itself is in Notes). */
export const TIMELINE_EXCERPT = 140;
