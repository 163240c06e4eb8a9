import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { APPOINTMENT_MODES } from './types.js';
import { dateSchema, dayHoursSchema, hoursExceptionSchema, weeklyHoursSchema } from './slots.js';

// Appointments with the care team on the wire (issue 38, decision 0096). Instants are ISO 8601 UTC;
// the screens show them on the reader's clock.

export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'attended', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

const typeKey = z.string().min(1).max(48);
const id = z.string().min(1).max(LIMITS.id);
/** A start time: an ISO 8601 instant with its offset (the screens send UTC). */
const instant = z.iso.datetime({ offset: true, error: 'starts_at must be a date and time (ISO 8601)' });

export const appointmentTypeWireSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  minutes: z.number(),
  mode: z.enum(APPOINTMENT_MODES),
  member_bookable: z.boolean(),
  /** Hours before the start a member may still move or cancel it themselves. */
  notice_hours: z.number(),
});
export type AppointmentTypeWire = z.infer<typeof appointmentTypeWireSchema>;

const person = z.object({ _id: z.string(), name: z.string() });

/** `GET /appointments/types`: what the member may book, and who gives each. */
export const appointmentTypeListSchema = z.object({
  types: z.array(appointmentTypeWireSchema.extend({ staff: z.array(person) })),
  clinic_phone: z.string(),
});

export const freeTimesQuerySchema = z.strictObject({
  type: typeKey,
  /** The Monday of the week asked about, on the reader's clock. */
  week: dateSchema,
  /** Only this staff member's times. */
  staff: id.optional(),
  /** Only the staff member behind this coach (a coach's page). */
  coach: z.string().min(1).max(80).optional(),
});

export const slotSchema = z.object({ starts_at: z.string(), ends_at: z.string(), staff: person });
export type FreeSlot = z.infer<typeof slotSchema>;

/** `GET /appointments/free`: the week's free times of a type, on the reader's clock `time_zone`. */
export const freeTimesSchema = z.object({ week: z.string(), time_zone: z.string(), slots: z.array(slotSchema) });
export type FreeTimes = z.infer<typeof freeTimesSchema>;

export const bookBodySchema = z.strictObject({ type: typeKey, staff_id: id, starts_at: instant });
export type BookBody = z.infer<typeof bookBodySchema>;
export const moveBodySchema = z.strictObject({ starts_at: instant });

/** One appointment as its member reads it. */
export const appointmentSchema = z.object({
  _id: z.string(),
  type: z.object({ key: z.string(), name: z.string(), minutes: z.number(), mode: z.enum(APPOINTMENT_MODES) }),
  staff: person.nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The meeting link of a video visit. */
  meeting_url: z.string().nullable(),
  /** Until when the member may move or cancel it themselves (the notice); after that they call the clinic. */
  change_until: z.string(),
  can_change: z.boolean(),
  cancel_reason: z.string().nullable(),
  cancelled_by: z.enum(['member', 'staff']).nullable(),
  booked_by: z.enum(['member', 'staff']),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** `GET /appointments`: the member's own, upcoming and past. */
export const myAppointmentsSchema = z.object({
  upcoming: z.array(appointmentSchema),
  past: z.array(appointmentSchema),
  clinic_phone: z.string(),
  /** The reminder e-mail a day before. */
  reminders: z.boolean(),
  /** The clock the member reads times on: theirs, else the clinic's. */
  time_zone: z.string(),
});
export type MyAppointments = z.infer<typeof myAppointmentsSchema>;

export const appointmentPreferencesBodySchema = z.strictObject({ reminders: z.boolean({ error: 'reminders must be true or false' }) });
export const appointmentPreferencesSchema = z.object({ reminders: z.boolean() });

/**
 * A 409: `SLOT_TAKEN` (the time was just taken by someone else, with the next free times in `next`),
 * `NOTICE_PASSED` (too late to change it online: call the clinic) or `NOT_BOOKED`.
 */
export const slotTakenSchema = z.object({
  message: z.string(),
  code: z.enum(['SLOT_TAKEN', 'NOTICE_PASSED', 'NOT_BOOKED', 'NOT_STARTED']),
  next: z.array(slotSchema).optional(),
});

// ---- the care team's calendar ----

/** One appointment on a staff calendar: the member (null once their account is deleted), the private note. */
export const calendarAppointmentSchema = appointmentSchema.extend({
  member: person.nullable(),
  note: z.string().nullable(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;

export const calendarQuerySchema = z.strictObject({
  /** The first day shown, on the staff member's clock. */
  from: dateSchema,
  days: z.coerce.number().int().min(1).max(31).default(7),
  /** Whose calendar (administrators: anyone's); one's own when left out. */
  staff: id.optional(),
});

export const calendarSchema = z.object({
  staff: person,
  time_zone: z.string(),
  appointments: z.array(calendarAppointmentSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

export const staffQuerySchema = z.strictObject({ staff: id.optional() });

/** `GET /care/calendar/hours`: a staff member's week, exceptions, the types they offer and may offer. */
export const staffHoursSchema = z.object({
  staff: person,
  hours: weeklyHoursSchema.nullable(),
  exceptions: z.array(hoursExceptionSchema),
  types: z.array(z.string()),
  meeting_url: z.string().nullable(),
  /** The types this staff member's role or address allows them to give. */
  offerable: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type StaffHours = z.infer<typeof staffHoursSchema>;

export const staffHoursBodySchema = z.strictObject({
  hours: weeklyHoursSchema,
  types: z.array(typeKey).max(50),
  meeting_url: z
    .url({ protocol: /^https$/, error: 'The meeting link must start with https://' })
    .max(500)
    .nullable(),
});
export type StaffHoursBody = z.infer<typeof staffHoursBodySchema>;

export const exceptionParamsSchema = z.object({ date: dateSchema });
export const exceptionBodySchema = z.strictObject({ hours: dayHoursSchema.nullable(), note: z.string().max(200).default('') });

/** `GET /care/calendar/staff`: who books visits, and which types each offers. */
export const bookingStaffListSchema = z.object({
  staff: z.array(person.extend({ role: z.string(), types: z.array(z.string()), time_zone: z.string().nullable() })),
  types: z.array(appointmentTypeWireSchema),
});

export const staffFreeQuerySchema = z.strictObject({
  type: typeKey,
  staff: id.optional(),
  from: dateSchema,
  days: z.coerce.number().int().min(1).max(14).default(7),
});

export const staffBookBodySchema = z.strictObject({ member_id: id, type: typeKey, starts_at: instant, staff_id: id.optional() });
export const staffCancelBodySchema = z.strictObject({ reason: z.string().trim().min(1, 'Give a reason').max(500) });
export const outcomeBodySchema = z.strictObject({ status: z.enum(['attended', 'no_show']) });
export const noteBodySchema = z.strictObject({ note: z.string().max(2000) });

export const memberAppointmentsSchema = z.object({ appointments: z.array(calendarAppointmentSchema) });
