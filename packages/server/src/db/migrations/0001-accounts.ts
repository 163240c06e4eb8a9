import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// Types kept to the subset SQLite and PostgreSQL share: text ids and ISO timestamps, integer flags.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'users',
    t.id,
    t.column('email', 'text', (c) => c.notNull().unique()),
    t.text('password_hash', 'first_name', 'last_name', 'date_of_birth'),
    t.blankText('street', 'city', 'province'),
    t.text('postal_code'),
    t.maybeText('email_verified_at'),
    t.text('agreements_accepted_at', 'created_at', 'updated_at'),
  );

  await t.createTable(
    db,
    'sessions',
    t.id,
    t.member,
    t.column('token_hash', 'text', (c) => c.notNull().unique()),
    t.text('created_at', 'last_used_at', 'expires_at'),
    t.maybeText('revoked_at'),
  );
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await t.createTable(
    db,
    'email_tokens',
    t.id,
    t.member,
    t.text('purpose'),
    t.column('token_hash', 'text', (c) => c.notNull().unique()),
    t.text('expires_at'),
    t.maybeText('used_at'),
    t.text('created_at'),
  );
  await db.schema.createIndex('email_tokens_user_idx').on('email_tokens').columns(['user_id', 'purpose']).execute();

  await t.createTable(
    db,
    'mail_outbox',
    t.id,
    t.text('to_address', 'subject', 'text_body', 'html_body', 'status'),
    t.column('attempts', 'integer', (c) => c.notNull().defaultTo(0)),
    t.text('next_attempt_at'),
    t.maybeText('last_error'),
    t.text('created_at'),
    t.maybeText('sent_at'),
  );
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await t.createTable(
    db,
    'security_events',
    t.id,
    t.ref('user_id', 'users', 'set null'),
    t.text('type'),
    t.maybeText('ip'),
    t.text('created_at'),
  );

  await t.createTable(
    db,
    'pillars',
    t.id,
    t.key,
    t.text('name'),
    t.column('slug', 'text', (c) => c.notNull().unique()),
    t.text('description', 'icon'),
    t.ordered,
  );

  await t.createTable(
    db,
    'user_pillars',
    t.member,
    t.ref('pillar_id', 'pillars', 'cascade'),
    t.int('is_active'),
    t.text('updated_at'),
    t.primaryKey('user_pillars_pk', ['user_id', 'pillar_id']),
  );

  await t.createTable(
    db,
    'education_categories',
    t.id,
    t.key,
    t.ref('parent_id', 'education_categories', 'cascade', true),
    t.text('name', 'slug', 'description'),
    t.ordered,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await t.dropTables(db, [
    'education_categories',
    'user_pillars',
    'pillars',
    'security_events',
    'mail_outbox',
    'email_tokens',
    'sessions',
    'users',
  ]);
}
