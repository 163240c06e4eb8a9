import { z } from 'zod';
import { todayQuery } from '../api/common.js';

/**
 * `GET /user/week-summary`: the member's day and how far their clock is from UTC (minutes east, as
 * `-new Date().getTimezoneOffset()` gives), so "this week" starts at their Monday midnight.
 */
export const weekSummaryQuerySchema = todayQuery.extend({
  utc_offset: z.coerce
    .number({ error: 'utc_offset must be a number of minutes' })
    .int('utc_offset must be a whole number of minutes')
    .min(-720, 'utc_offset must be between -720 and 840 minutes')
    .max(840, 'utc_offset must be between -720 and 840 minutes')
    .optional(),
});

/** The member's week so far (Monday to Sunday), for the home screen's summary. */
export const weekSummarySchema = z.object({
  week_start: z.string(),
  week_end: z.string(),
  /** Days tracked this week across the programmes in progress, against what their schedules ask of the week. */
  actions: z.object({ done: z.number(), target: z.number(), programs: z.number() }),
  /** Moderate-to-vigorous minutes logged this week against the 150 of the Canadian guidelines. */
  active_minutes: z.object({ minutes: z.number(), target: z.number() }),
  /** Home blood pressure readings logged this week, and on how many days. */
  bp_readings: z.object({ count: z.number(), days: z.number() }),
});
export type WeekSummary = z.infer<typeof weekSummarySchema>;
