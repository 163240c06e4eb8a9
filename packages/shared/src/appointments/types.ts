import { z } from 'zod';

// Appointment types as the clinic writes them in content/appointment-types.yaml (issue 38, decision
// 0096): what each visit is called, how long it lasts, who gives it, how, the time kept free around
// it, how far ahead members may book it, and whether members book it themselves or only staff do.
// Names and descriptions are `{ en, fr }` in the file; the loader reads one language at a time.

/** Every length and buffer is a whole number of these minutes: the grid the calendar is reserved on (decision 0096). */
export const CELL_MINUTES = 5;
/** Bookable times start every this many minutes of the staff member's day. */
export const SLOT_STEP_MINUTES = 15;

export const APPOINTMENT_MODES = ['in_person', 'video', 'phone'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];

const KEY = /^[a-z0-9][a-z0-9-]{0,47}$/;
const cells = (what: string) =>
  z
    .number()
    .int()
    .refine((n) => n % CELL_MINUTES === 0, `${what} must be a multiple of ${CELL_MINUTES} minutes`);

export const appointmentTypeSchema = z.strictObject({
  key: z.string().regex(KEY, 'key must be lower-case letters, digits and dashes'),
  name: z.string().min(1).max(80),
  description: z.string().max(400).default(''),
  /** Length of the visit itself, 15 to 90 minutes. */
  minutes: cells('minutes').min(15).max(90),
  mode: z.enum(APPOINTMENT_MODES),
  /** Who can give it: any staff member of these roles, and these staff members by e-mail address. */
  given_by: z
    .strictObject({
      roles: z.array(z.enum(['coach', 'clinician', 'admin'])).default([]),
      staff: z.array(z.email().max(254)).default([]),
    })
    .refine((g) => g.roles.length + g.staff.length > 0, 'name at least one role or staff member'),
  /** Minutes kept free before and after, for preparation and notes. */
  buffer_before: cells('buffer_before').min(0).max(60).default(0),
  buffer_after: cells('buffer_after').min(0).max(60).default(0),
  /** How far ahead members may book: at least `min_hours` from now, at most `max_days`. */
  book_ahead: z
    .strictObject({
      min_hours: z
        .number()
        .int()
        .min(0)
        .max(24 * 14),
      max_days: z.number().int().min(1).max(365),
    })
    .refine((b) => b.min_hours < b.max_days * 24, 'min_hours must be less than max_days'),
  /** Members book it themselves; false: only the care team books it for them. */
  member_bookable: z.boolean(),
  /** How long before the start a member may still move or cancel it themselves; the file's default when left out. */
  notice_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .optional(),
  /** The clinic's meeting link for a video visit of this type (a staff member's own link comes first). */
  meeting_url: z
    .url({ protocol: /^https$/ })
    .max(500)
    .optional(),
});
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;

export const appointmentTypesFileSchema = z
  .strictObject({
    /** The notice a member needs to move or cancel themselves (hours before the start); 24 unless said. */
    notice_hours: z
      .number()
      .int()
      .min(0)
      .max(24 * 14)
      .default(24),
    /** The clinic's telephone number, which a member calls to change a visit inside the notice. */
    clinic_phone: z.string().min(3).max(40),
    types: z.array(appointmentTypeSchema).max(50),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.types.forEach((t, i) => {
      if (seen.has(t.key)) ctx.addIssue({ code: 'custom', message: `duplicate key "${t.key}"`, path: ['types', i, 'key'] });
      seen.add(t.key);
    });
  });
export type AppointmentTypesFile = z.infer<typeof appointmentTypesFileSchema>;

/** Whether a staff member (role and e-mail address) can give a type. */
export function givesType(type: Pick<AppointmentType, 'given_by'>, staff: { role: string; email: string }): boolean {
  return (
    (type.given_by.roles as readonly string[]).includes(staff.role) ||
    type.given_by.staff.some((e) => e.toLowerCase() === staff.email.toLowerCase())
  );
}

/** The notice a type needs before a member may move or cancel it themselves. */
export function noticeHours(file: Pick<AppointmentTypesFile, 'notice_hours'>, type: Pick<AppointmentType, 'notice_hours'>): number {
  return type.notice_hours ?? file.notice_hours;
}
