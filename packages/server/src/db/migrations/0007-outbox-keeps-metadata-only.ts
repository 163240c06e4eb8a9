import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// Delivered mail keeps only what it was, not what it said (security review, finding 2): every
// message gets a kind and, once it has left, a hash of its address instead of the address, subject
// and bodies. Messages already delivered are erased here.

interface OutboxRow {
  id: string;
  kind: string;
  to_address: string;
  recipient_hash: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
}

function kindOf(subject: string): string {
  if (subject.startsWith('Confirm your email')) return 'verification';
  if (subject.startsWith('Reset your')) return 'password-reset';
  if (/password was changed$/.test(subject)) return 'password-changed';
  return 'other';
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('recipient_hash', 'text').execute();

  const outbox = db.withTables<{ mail_outbox: OutboxRow }>();
  const rows = await outbox.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'status']).execute();
  for (const row of rows) {
    const gone = row.status !== 'pending';
    await outbox
      .updateTable('mail_outbox')
      .set({
        kind: kindOf(row.subject),
        ...(gone
          ? {
              recipient_hash: createHash('sha256').update(row.to_address.toLowerCase()).digest('hex'),
              to_address: '',
              subject: '',
              text_body: '',
              html_body: '',
            }
          : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('recipient_hash').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('kind').execute();
}
