import type { Kysely } from 'kysely';

// Alerts that belong to someone (issue 34, decisions 0085 and 0086). Additive only (decision 0044).
// - `assigned_to`: the staff member who owns the alert; null is the clinicians' pool. A removed
//   staff account gives its alerts back to the pool.
// - `due_at`: by when someone must acknowledge it (content/care-workflow.yaml, computed when it is
//   raised); `admins_due_at`: when, still not acknowledged, it goes to the administrators. Alerts
//   raised before this migration have neither and are never escalated (they were e-mailed when raised).
// - `escalated_at` / `escalated_admins_at`: when each escalation was sent. Setting one is the claim
//   that sends it (a conditional update in the transaction that queues the e-mails): one copy sends.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('alerts')
    .addColumn('assigned_to', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  for (const column of ['assigned_at', 'due_at', 'admins_due_at', 'escalated_at', 'escalated_admins_at']) {
    await db.schema.alterTable('alerts').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('alerts_assigned_to_idx').on('alerts').column('assigned_to').execute();
  // The escalation pass: open, unacknowledged alerts by due time.
  await db.schema.createIndex('alerts_due_idx').on('alerts').columns(['acknowledged_at', 'due_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('alerts_due_idx').execute();
  await db.schema.dropIndex('alerts_assigned_to_idx').execute();
  for (const column of ['escalated_admins_at', 'escalated_at', 'admins_due_at', 'due_at', 'assigned_at', 'assigned_to']) {
    await db.schema.alterTable('alerts').dropColumn(column).execute();
  }
}
