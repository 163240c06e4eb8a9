import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database, OutreachActionTable } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// Members going quiet (decision 0099): who logged something once and nothing since `quietBefore`,
// not held out of the queue by an action taken after they last logged something.

function quietCte(quietBefore: string, now: string): RawBuilder<unknown> {
  // When each member last logged something, kept by triggers on the event tables (decision 0122):
  // an index read, where the union of every event table took seconds at a few thousand members.
  return sql`
last AS (SELECT user_id, at AS last_at FROM member_last_logged WHERE at < ${quietBefore}),
held AS (
  SELECT a.user_id, MAX(a.held_until) AS until
  FROM outreach_actions a JOIN last l ON l.user_id = a.user_id
  WHERE a.created_at > l.last_at
  GROUP BY a.user_id
),
quiet AS (
  SELECT u.id, u.first_name, u.last_name, l.last_at
  FROM users u
  JOIN last l ON l.user_id = u.id
  LEFT JOIN held h ON h.user_id = u.id
  WHERE u.role = 'member' AND l.last_at < ${quietBefore} AND (h.until IS NULL OR h.until <= ${now})
)`;
}

export interface QuietRow {
  id: string;
  first_name: string;
  last_name: string;
  last_at: string;
  targets_not_met: number;
  recent_alert: number;
}

/**
 * The queue, most in need first: an urgent alert since `alertSince`, then the most of their blood
 * pressure, LDL and HbA1c targets not met on their latest values (their own target, else < 130/80,
 * < 3.5 mmol/L, <= 7.0 %), then the longest quiet.
 */
export async function quietMembers(
  db: Q,
  x: {
    quietBefore: string;
    now: string;
    alertSince: string;
    limit: number;
    defaults: { sys: number; dia: number; ldl: number; hba1c: number };
  },
): Promise<QuietRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
WITH ${quietCte(x.quietBefore, x.now)},
bp_latest AS (
  SELECT b.user_id, b.systolic, b.diastolic,
    ROW_NUMBER() OVER (PARTITION BY b.user_id ORDER BY b.measured_at DESC, b.id DESC) AS rn
  FROM bp_readings b JOIN quiet q ON q.id = b.user_id
),
lab_latest AS (
  SELECT r.user_id, k.key AS marker, CAST(r.value AS DOUBLE PRECISION) AS value,
    ROW_NUMBER() OVER (PARTITION BY r.user_id, k.key ORDER BY r.test_date DESC, r.created_at DESC, r.id DESC) AS rn
  FROM blood_results r
  JOIN blood_markers k ON k.id = r.marker_id AND k.key IN ('ldl-c', 'hba1c')
  JOIN quiet q ON q.id = r.user_id
  WHERE r.comparator IS NULL
)
SELECT q.id, q.first_name, q.last_name, q.last_at,
  (CASE WHEN bp.user_id IS NOT NULL AND NOT (bp.systolic < COALESCE(tb.value, ${x.defaults.sys}) AND bp.diastolic < COALESCE(tb.diastolic, ${x.defaults.dia})) THEN 1 ELSE 0 END
   + CASE WHEN ldl.user_id IS NOT NULL AND NOT (ldl.value < COALESCE(tl.value, ${x.defaults.ldl})) THEN 1 ELSE 0 END
   + CASE WHEN a1c.user_id IS NOT NULL AND NOT (a1c.value <= COALESCE(ta.value, ${x.defaults.hba1c})) THEN 1 ELSE 0 END) AS targets_not_met,
  CASE WHEN EXISTS (SELECT 1 FROM alerts a WHERE a.user_id = q.id AND a.created_at >= ${x.alertSince}) THEN 1 ELSE 0 END AS recent_alert
FROM quiet q
LEFT JOIN bp_latest bp ON bp.user_id = q.id AND bp.rn = 1
LEFT JOIN lab_latest ldl ON ldl.user_id = q.id AND ldl.marker = 'ldl-c' AND ldl.rn = 1
LEFT JOIN lab_latest a1c ON a1c.user_id = q.id AND a1c.marker = 'hba1c' AND a1c.rn = 1
LEFT JOIN member_targets tb ON tb.user_id = q.id AND tb.kind = 'blood_pressure'
LEFT JOIN member_targets tl ON tl.user_id = q.id AND tl.kind = 'ldl'
LEFT JOIN member_targets ta ON ta.user_id = q.id AND ta.kind = 'hba1c'
ORDER BY recent_alert DESC, targets_not_met DESC, q.last_at ASC, q.id
LIMIT ${x.limit}`.execute(db);
  return rows.map((r) => ({
    id: String(r.id),
    first_name: String(r.first_name),
    last_name: String(r.last_name),
    last_at: String(r.last_at),
    targets_not_met: Number(r.targets_not_met),
    recent_alert: Number(r.recent_alert),
  }));
}

export async function countQuiet(db: Q, quietBefore: string, now: string): Promise<number> {
  const { rows } = await sql<{ n: unknown }>`WITH ${quietCte(quietBefore, now)} SELECT COUNT(*) AS n FROM quiet`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function insertAction(db: Q, row: OutreachActionTable): Promise<void> {
  await db.insertInto('outreach_actions').values(row).execute();
}

/** The newest action of each of these members. */
export async function lastActions(db: Q, userIds: string[]): Promise<Map<string, OutreachActionTable>> {
  const out = new Map<string, OutreachActionTable>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('outreach_actions')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  for (const r of rows) if (!out.has(r.user_id)) out.set(r.user_id, r);
  return out;
}
