import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { hashToken, newId, randomToken } from './lib/tokens.js';
import { nowIso } from './lib/clock.js';
import { appBeside, bearer, createMember, createStaff, describeWithApp, type TestMember } from './test/helpers.js';

// Decision 0082: a stored value of the wrong shape, written straight into the database, is an error
// naming its table and column, answered as the generic 500 and logged without the value; never a
// screen showing something else.

const SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

describeWithApp('rows checked where they enter', (t) => {
  let member: TestMember;
  // A copy of the app whose log is kept here, built after the row is spoilt (nothing cached).
  let copy: FastifyInstance | undefined;
  let lines: string[];
  beforeEach(async () => {
    member = await createMember(t, { sex: 'female' });
    lines = [];
  });
  afterEach(async () => {
    await copy?.close();
    copy = undefined;
  });

  const send = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: object = {}) =>
    t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

  /** Reads through a fresh copy of the app; expects the generic 500, logged with the column and without `secrets`. */
  async function expectNamedFailure(
    request: { token?: string; method?: 'GET' | 'POST'; url: string; headers?: object },
    column: string,
    secrets: string[],
  ) {
    copy = await appBeside(t, { logger: pino({ level: 'error' }, { write: (line: string) => lines.push(line) }) });
    await copy.ready();
    const res = await copy.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: { ...(request.token ? bearer(request.token) : {}), ...request.headers },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: SERVER_ERROR, requestId: expect.any(String) });
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; err?: { type: string; column: string; message: string } });
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'request failed',
        err: expect.objectContaining({
          type: 'StoredRowError',
          column,
          message: expect.stringContaining(`${column} holds a value of the wrong shape`),
        }),
      }),
    );
    for (const secret of secrets) {
      expect(lines.join('\n')).not.toContain(secret);
      expect(res.body).not.toContain(secret);
    }
  }

  /** Writes a value straight into a column, past the app and its types (as a hand-made fix or a bad migration would). */
  const spoil = (table: string, column: string, value: string, where: { column: string; value: string }) =>
    sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where ${sql.ref(where.column)} = ${where.value}`.execute(t.db);

  const reading = async (systolic = 128, diastolic = 82) => {
    const res = await send(member.token, 'POST', '/api/healthtracking/bloodpressure', {
      systolic,
      diastolic,
      measured_at: '2026-11-01T08:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ _id: string }>()._id;
  };

  it('a blood pressure reading whose arm is no arm', async () => {
    const id = await reading();
    await spoil('bp_readings', 'arm', 'under-the-cuff', { column: 'id', value: id });
    await expectNamedFailure({ token: member.token, url: '/api/healthtracking/bloodpressure' }, 'bp_readings.arm', ['under-the-cuff']);
  });

  it('an activity of a type the app does not know', async () => {
    const res = await send(member.token, 'POST', '/api/healthtracking/activities', {
      date: '2026-11-01',
      type: 'walking',
      minutes: 30,
      intensity: 'moderate',
    });
    expect(res.statusCode).toBe(201);
    await t.db.updateTable('activities').set({ type: 'kite-surfing' }).where('user_id', '=', member.userId).execute();
    await expectNamedFailure({ token: member.token, url: '/api/healthtracking/activities?today=2026-11-02' }, 'activities.type', [
      'kite-surfing',
    ]);
  });

  it('a lab result with a comparator that is none', async () => {
    const res = await send(member.token, 'POST', '/api/healthtracking/bloodpresults/reports', {
      test_date: '2026-10-01',
      values: [{ marker_id: 'hba1c', value: 6.2, unit: '%' }],
    });
    expect(res.statusCode).toBe(201);
    await spoil('blood_results', 'comparator', '~', { column: 'user_id', value: member.userId });
    await expectNamedFailure({ token: member.token, url: '/api/healthtracking/bloodpresults/latest' }, 'blood_results.comparator', []);
  });

  it("a member's sex that is neither (the ranges would be both sexes')", async () => {
    await send(member.token, 'POST', '/api/healthtracking/bloodpresults/reports', {
      test_date: '2026-10-01',
      values: [{ marker_id: 'hba1c', value: 6.2, unit: '%' }],
    });
    await spoil('users', 'sex', 'F', { column: 'id', value: member.userId });
    await expectNamedFailure({ token: member.token, url: '/api/healthtracking/bloodpresults/latest' }, 'users.sex', []);
  });

  it('health profile answers of the wrong shape, read by the heart risk', async () => {
    const survey = await t.db.selectFrom('surveys').select('id').where('key', '=', 'health-profile').executeTakeFirstOrThrow();
    await t.db
      .insertInto('survey_responses')
      .values({
        id: newId(),
        user_id: member.userId,
        survey_id: survey.id,
        answers: JSON.stringify({ smoking: { daily: 'twenty cigarettes' } }),
        score: null,
        range_text: null,
        alerts: '[]',
        outcomes: '[]',
        completed_at: nowIso(),
      })
      .execute();
    await expectNamedFailure({ token: member.token, url: '/api/healthtracking/heart-risk' }, 'survey_responses.answers', [
      'twenty cigarettes',
    ]);
  });

  it('urgent alerts: a kind the app does not know, and a deleted member’s contact of the wrong shape', async () => {
    const clinician = await createStaff(t, 'clinician');
    await reading(192, 118);
    const alert = await t.db.selectFrom('alerts').select('id').where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    await spoil('alerts', 'kind', 'bp_worry', { column: 'id', value: alert.id });
    // The care team's list leaves the bad row out and counts it (alert-workflow.test.ts): one row must not hide the others.
    const listed = await send(clinician.token, 'GET', '/api/staff/alerts');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ alerts: [], unreadable: 1 });
    // The member's list too (issue 34): the bad row is left out and logged by id and column, never its value.
    copy = await appBeside(t, { logger: pino({ level: 'error' }, { write: (line: string) => lines.push(line) }) });
    await copy.ready();
    const own = await copy.inject({ method: 'GET', url: '/api/user/alerts', headers: bearer(member.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ alerts: [] });
    expect(lines.map((l) => JSON.parse(l) as { alertId?: string; column?: string })).toContainEqual(
      expect.objectContaining({ alertId: alert.id, column: 'alerts.kind' }),
    );
    expect(lines.join('\n')).not.toContain('bp_worry');
    await copy.close();
    lines = [];

    await t.db
      .updateTable('alerts')
      .set({
        kind: 'bp_crisis',
        member_deleted_at: nowIso(),
        member_contact: JSON.stringify({ email: 'wren@example.ca', phone: '613-555-0199' }),
      })
      .where('id', '=', alert.id)
      .execute();
    await copy.close();
    lines = [];
    // A single alert read by its id has nothing to fall back on: acknowledging it answers the named failure.
    await expectNamedFailure(
      { token: clinician.token, method: 'POST', url: `/api/staff/alerts/${alert.id}/acknowledge` },
      'alerts.member_contact',
      ['wren@example.ca', '613-555-0199'],
    );
    const listed2 = await send(clinician.token, 'GET', '/api/staff/alerts');
    expect(listed2.statusCode).toBe(200);
    expect(listed2.json().unreadable).toBe(1);
    expect(listed2.body).not.toContain('wren@example.ca');
  });

  it('a deletion kept for its undo whose rows are of the wrong shape', async () => {
    const id = await reading(141, 93);
    expect((await send(member.token, 'DELETE', `/api/healthtracking/bloodpressure/${id}`)).statusCode).toBe(204);
    await t.db
      .updateTable('deleted_records')
      .set({ payload: JSON.stringify({ id, systolic: '141 mmHg' }) })
      .where('record_id', '=', id)
      .execute();
    await expectNamedFailure(
      { token: member.token, method: 'POST', url: `/api/healthtracking/bloodpressure/${id}/restore` },
      'deleted_records.payload',
      ['141 mmHg'],
    );
  });

  it("a programme's tracked day whose values are of the wrong shape", async () => {
    expect((await send(member.token, 'POST', '/api/programs/walk-to-150/start', {})).statusCode).toBe(201);
    const id = (await send(member.token, 'GET', '/api/programs/walk-to-150')).json<{ program: { _id: string } }>().program._id;
    const today = new Date().toISOString().slice(0, 10);
    expect((await send(member.token, 'POST', `/api/programs/${id}/track`, { date: today, completed_items: [0] })).statusCode).toBe(200);
    await t.db
      .updateTable('tracking_entries')
      .set({ item_values: '{"1":{"minutes":"forty-two"}}' })
      .where('user_id', '=', member.userId)
      .execute();
    await expectNamedFailure({ token: member.token, url: '/api/programs/walk-to-150' }, 'tracking_entries.item_values', ['forty-two']);
    await t.db
      .updateTable('tracking_entries')
      .set({ item_values: '{}', completed_items: '[-3]' })
      .where('user_id', '=', member.userId)
      .execute();
    await copy?.close();
    await expectNamedFailure({ token: member.token, url: '/api/programs/walk-to-150' }, 'tracking_entries.completed_items', []);
  });

  it('an answer kept for an Idempotency-Key that is not one', async () => {
    const key = randomToken(16);
    const body = { systolic: 133, diastolic: 87, measured_at: '2026-11-02T08:00:00.000Z' };
    expect((await send(member.token, 'POST', '/api/healthtracking/bloodpressure', body, { 'idempotency-key': key })).statusCode).toBe(201);
    await t.db
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify({ reading: 'systolic 133' }) })
      .where('user_id', '=', member.userId)
      .execute();
    copy = await appBeside(t, { logger: pino({ level: 'error' }, { write: (line: string) => lines.push(line) }) });
    await copy.ready();
    const res = await copy.inject({
      method: 'POST',
      url: '/api/healthtracking/bloodpressure',
      headers: { ...bearer(member.token), 'idempotency-key': key },
      payload: body,
    });
    expect(res.statusCode).toBe(500);
    expect(lines.join('\n')).toContain('idempotency_keys.response holds a value of the wrong shape');
    expect(lines.join('\n')).not.toContain('systolic 133');
  });

  it('an unsubscribe link for an e-mail of a kind the app does not send', async () => {
    const token = randomToken(32);
    await t.db
      .insertInto('reminder_sends')
      .values({
        id: newId(),
        user_id: member.userId,
        kind: 'hourly',
        local_date: '2026-11-01',
        unsubscribe_hash: hashToken(token),
        created_at: nowIso(),
      })
      .execute();
    await expectNamedFailure({ url: `/api/reminders/unsubscribe/${token}` }, 'reminder_sends.kind', ['hourly']);
  });
});
