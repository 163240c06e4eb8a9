import { sql, type RawBuilder } from 'kysely';

/**
 * What a member logged, and when (issue 37): tracking (its last change), blood pressure readings,
 * activities, body measurements, surveys, their own messages to the care team, lab reports. A
 * `SELECT user_id, at` for a CTE: the programme's engagement (0098) and the outreach queue (0099)
 * read the same events. A reading or lab report a staff member entered for the member (`entered_by`)
 * is the care team's doing, not the member's: it neither makes a member active nor takes a quiet
 * one off the outreach queue. The outreach queue reads the newest of them per member from
 * `member_last_logged`, kept by triggers (migration 0045, decision 0122): a new kind of event here needs
 * its trigger in a new migration too.
 */
export function memberEvents(): RawBuilder<unknown> {
  return sql`
    SELECT user_id, updated_at AS at FROM tracking_entries
    UNION ALL SELECT user_id, created_at FROM bp_readings WHERE entered_by IS NULL
    UNION ALL SELECT user_id, created_at FROM activities
    UNION ALL SELECT user_id, created_at FROM body_measurements
    UNION ALL SELECT user_id, completed_at FROM survey_responses
    UNION ALL SELECT th.user_id, tm.created_at FROM thread_messages tm JOIN message_threads th ON th.id = tm.thread_id WHERE tm.author_role = 'member'
    UNION ALL SELECT user_id, created_at FROM lab_reports WHERE entered_by IS NULL`;
}
