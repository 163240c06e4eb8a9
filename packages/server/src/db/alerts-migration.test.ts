import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { DATABASES, earlyMemberRow, freshDatabase } from '../test/helpers.js';
import { createDb, type Db } from './connection.js';
import { migrateTo } from './migrate.js';

// Migration 0022: alerts no longer go with the member's account (decision 0066). The alerts written
// before it stay as they were, one event still has one alert, and deleting an account leaves them;
// its down() ties them to the accounts again.

const AT = '2025-10-01T12:00:00.000Z';
const alert = (id: string, userId: string, sourceKey: string) => ({
  id,
  user_id: userId,
  kind: 'bp_crisis',
  source_key: sourceKey,
  summary: `Blood pressure 190/125 (${id})`,
  created_at: AT,
  acknowledged_by: null,
  acknowledged_at: null,
  resolved_by: null,
  resolved_at: null,
  resolution_note: null,
});

describe.each(DATABASES)('migration 0022 (alerts outlive the account) on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const loose = () => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    db = createDb(fresh.target);
    await migrateTo(db, '0021-idempotency-keys');
    for (const id of ['u1', 'u2', 'u3']) await loose().insertInto('users').values(earlyMemberRow(id, AT)).execute();
    await loose()
      .insertInto('alerts')
      .values([alert('a1', 'u1', 'bp_reading:r1'), alert('a2', 'u2', 'bp_reading:r2'), alert('a3', 'u3', 'bp_reading:r3')])
      .execute();
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('keeps every alert as it was, still one per event, and lets an alert outlive its account', async () => {
    await migrateTo(db, '0022-alerts-outlive-the-account');
    const rows = await loose().selectFrom('alerts').selectAll().orderBy('id').execute();
    expect(rows).toEqual(
      ['a1', 'a2', 'a3'].map((id, i) => ({
        ...alert(id, `u${i + 1}`, `bp_reading:r${i + 1}`),
        member_deleted_at: null,
        member_contact: null,
      })),
    );
    await expect(
      loose()
        .insertInto('alerts')
        .values(alert('a4', 'u1', 'bp_reading:r1'))
        .execute(),
    ).rejects.toThrow();
    await loose().deleteFrom('users').where('id', '=', 'u1').execute();
    expect((await loose().selectFrom('alerts').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['a1', 'a2', 'a3']);
    // The care team's queue reads them by these indexes.
    const open = await loose().selectFrom('alerts').select('id').where('resolved_at', 'is', null).where('user_id', '=', 'u2').execute();
    expect(open).toEqual([{ id: 'a2' }]);
  });

  it('down() ties alerts to accounts again: those of deleted accounts go, deleting an account takes its alerts', async () => {
    await migrateTo(db, '0021-idempotency-keys');
    expect((await loose().selectFrom('alerts').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['a2', 'a3']);
    await loose().deleteFrom('users').where('id', '=', 'u2').execute();
    expect((await loose().selectFrom('alerts').select('id').execute()).map((r) => r.id)).toEqual(['a3']);
    await migrateTo(db, '0022-alerts-outlive-the-account');
  });
});
