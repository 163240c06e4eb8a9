import { SelectQueryNode, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@wellpath/shared/api/contract';
import {
  appBeside,
  bearer,
  completeAnswers,
  createMember,
  describeWithApp,
  surveyFromContent,
  until,
  type TestApp,
} from '../test/helpers.js';
import { IdempotencyKeys, requestFingerprint } from './idempotency.js';
import { nowIso } from './clock.js';

// Decision 0065: a create call repeated with the same Idempotency-Key runs once, on one copy or two;
// the repeat answers what the first answered.

const reading = (systolic: number, diastolic: number, measured_at = '2025-05-02T07:15:00.000Z') => ({ systolic, diastolic, measured_at });

describeWithApp('Idempotency-Key', (t: TestApp) => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // A second copy of the server on the same database (its own memory, as another process would have).
    other = await appBeside(t);
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
  });

  const post = (token: string, url: string, payload: object, key?: string, app: FastifyInstance = t.app, language = 'en') =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'accept-language': language, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload,
    });
  const rows = (table: 'bp_readings' | 'activities' | 'message_threads' | 'program_requests' | 'survey_responses', userId: string) =>
    t.db.selectFrom(table).select('id').where('user_id', '=', userId).execute();
  const keyRow = (userId: string, key: string) =>
    t.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();

  it('answers a repeat of a key with the first answer, marked as replayed, without creating anything again', async () => {
    const m = await createMember(t);
    const first = await post(m.token, '/api/program-requests', { topic: 'Knee-friendly strength', message: 'Something gentle.' }, 'k-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(m.token, '/api/program-requests', { topic: 'Knee-friendly strength', message: 'Something gentle.' }, 'k-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rows('program_requests', m.userId)).toHaveLength(1);

    // The same words with a new key are a new request; the same key of another member is theirs alone.
    expect(
      (await post(m.token, '/api/program-requests', { topic: 'Knee-friendly strength', message: 'Something gentle.' }, 'k-2')).statusCode,
    ).toBe(201);
    expect(await rows('program_requests', m.userId)).toHaveLength(2);
    const stranger = await createMember(t);
    const theirs = await post(stranger.token, '/api/program-requests', { topic: 'Sleep', message: 'Better nights.' }, 'k-1');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().topic).toBe('Sleep');
  });

  it('runs a key once when its twins arrive at once, on one copy or on two', async () => {
    const m = await createMember(t);
    const thread = { subject: 'Question about my plan', body: 'Can I swap the Tuesday walk?' };
    const burst = await Promise.all(
      [t.app, other, t.app, other, t.app].map((app) => post(m.token, '/api/messages', thread, 'same-tap', app)),
    );
    expect(burst.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(burst.map((r) => r.json()._id)).size).toBe(1);
    expect(await rows('message_threads', m.userId)).toHaveLength(1);
    expect(burst.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
  });

  it('refuses a key sent again with another request (422), and a key that is not one (400), with clear messages', async () => {
    const m = await createMember(t);
    expect((await post(m.token, '/api/healthtracking/bloodpressure', reading(128, 82), 'k-reused')).statusCode).toBe(201);
    const other = await post(m.token, '/api/healthtracking/bloodpressure', reading(131, 84), 'k-reused');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message:
        'This Idempotency-Key was already used for another request. Send a new key for each action, and the same key only when retrying that action.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const french = await post(m.token, '/api/healthtracking/bloodpressure', reading(131, 84), 'k-reused', t.app, 'fr');
    expect(french.json().message).toContain('Cette clé Idempotency-Key a déjà servi');
    // Another path with the same key is another request too.
    expect(
      (
        await post(
          m.token,
          '/api/healthtracking/activities',
          { date: '2025-05-02', type: 'walking', minutes: 30, intensity: 'moderate' },
          'k-reused',
        )
      ).statusCode,
    ).toBe(422);

    for (const bad of ['', 'has space', 'x'.repeat(256), 'é']) {
      const res = await post(m.token, '/api/healthtracking/bloodpressure', reading(129, 83), bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors).toEqual(['The Idempotency-Key header must be 1 to 255 visible characters (a UUID, say)']);
    }
    expect(await rows('bp_readings', m.userId)).toHaveLength(1);
  });

  it('replays a refusal (4xx) as it was, but runs again after a failure of ours, the key given back', async () => {
    const m = await createMember(t);
    const future = reading(130, 85, new Date(Date.now() + 3_600_000).toISOString());
    const refused = await post(m.token, '/api/healthtracking/bloodpressure', future, 'k-future');
    expect(refused.statusCode).toBe(400);
    const again = await post(m.token, '/api/healthtracking/bloodpressure', future, 'k-future');
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
    expect((await keyRow(m.userId, 'k-future'))!.status).toBe(400);

    // A 500 of the server is no answer: nothing is kept, and the retry runs.
    const body = { subject: 'Hello', body: 'First try' };
    await t.db.schema.alterTable('message_threads').renameTo('message_threads_away').execute();
    try {
      const failed = await post(m.token, '/api/messages', body, 'k-500');
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.schema.alterTable('message_threads_away').renameTo('message_threads').execute();
    }
    expect(await keyRow(m.userId, 'k-500')).toBeUndefined();
    expect((await post(m.token, '/api/messages', body, 'k-500')).statusCode).toBe(201);
    expect(await rows('message_threads', m.userId)).toHaveLength(1);
  });

  it('takes over a key whose request stopped without an answer (its copy died); a repeat of a running one waits, then says so (409)', async () => {
    const m = await createMember(t);
    const body = { topic: 'Walking', message: 'A plan for walking more.' };
    // A claim left by a copy that stopped: its lease has run out.
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.db
      .insertInto('idempotency_keys')
      .values({
        user_id: m.userId,
        key: 'k-orphan',
        fingerprint: requestFingerprint('POST', '/api/program-requests', body),
        claim_token: 'dead-copy',
        locked_until: past,
        status: null,
        response: null,
        created_at: past,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    const res = await post(m.token, '/api/program-requests', body, 'k-orphan');
    expect(res.statusCode).toBe(201);
    expect(await rows('program_requests', m.userId)).toHaveLength(1);
    expect((await keyRow(m.userId, 'k-orphan'))!).toMatchObject({ status: 201, claim_token: null });

    // A request still running (its lease ahead) holds the key: a repeat waits for its answer, and
    // when none comes in time says so rather than running the request a second time.
    const future = new Date(Date.now() + 60_000).toISOString();
    await t.db
      .insertInto('idempotency_keys')
      .values({
        user_id: m.userId,
        key: 'k-running',
        fingerprint: requestFingerprint('POST', '/api/program-requests', body),
        claim_token: 'running-copy',
        locked_until: future,
        status: null,
        response: null,
        created_at: nowIso(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .execute();
    const keys = new IdempotencyKeys(t.db, t.app.log, { waitMs: 150 });
    let ran = false;
    const run = async () => {
      ran = true;
      return { status: 201, body: {} };
    };
    const fingerprint = requestFingerprint('POST', '/api/program-requests', body);
    await expect(keys.once(m.userId, 'k-running', fingerprint, run)).rejects.toMatchObject({
      statusCode: 409,
      extra: { code: 'IDEMPOTENCY_KEY_IN_USE' },
    });
    expect(ran).toBe(false);
    // A repeat that may wait long enough for any machine, and a count of the times it read the key.
    let reads = 0;
    const keyReads = new WeakSet<object>();
    const counter: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        if (SelectQueryNode.is(node) && JSON.stringify(node.from).includes('"idempotency_keys"')) keyReads.add(queryId);
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        if (keyReads.has(queryId)) reads += 1;
        return result;
      },
    };
    const patient = new IdempotencyKeys(t.db.withPlugin(counter), t.app.log, { waitMs: 60_000 });
    const waiting = patient.once(m.userId, 'k-running', fingerprint, run);
    // The answer comes once the repeat has read the key still running, and waits.
    await until(() => reads > 0, 'the repeat read the key');
    await t.db
      .updateTable('idempotency_keys')
      .set({ status: 201, response: JSON.stringify({ body: { topic: 'answered' } }), claim_token: null, locked_until: null })
      .where('user_id', '=', m.userId)
      .where('key', '=', 'k-running')
      .execute();
    expect(await waiting).toEqual({ status: 201, body: { topic: 'answered' }, replayed: true });
    expect(ran).toBe(false);
  });

  it('forgets keys after a day: expired keys are purged, and a key sent after it expired runs again', async () => {
    const m = await createMember(t);
    const body = { date: '2025-05-01', type: 'walking', minutes: 25, intensity: 'moderate' };
    expect((await post(m.token, '/api/healthtracking/activities', body, 'k-old')).statusCode).toBe(201);
    expect((await post(m.token, '/api/healthtracking/activities', body, 'k-kept')).statusCode).toBe(201);
    const yesterday = new Date(Date.now() - 1000).toISOString();
    await t.db
      .updateTable('idempotency_keys')
      .set({ expires_at: yesterday })
      .where('user_id', '=', m.userId)
      .where('key', '=', 'k-old')
      .execute();
    expect((await post(m.token, '/api/healthtracking/activities', body, 'k-old')).headers['idempotent-replayed']).toBeUndefined();
    expect(await rows('activities', m.userId)).toHaveLength(3);

    await t.db
      .updateTable('idempotency_keys')
      .set({ expires_at: yesterday })
      .where('user_id', '=', m.userId)
      .where('key', '=', 'k-kept')
      .execute();
    await t.app.services.idempotencyKeys.purge();
    const left = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', m.userId)
      .where('expires_at', '<=', nowIso())
      .execute();
    expect(left).toEqual([]);
    const kept = await keyRow(m.userId, 'k-old');
    expect(kept!.expires_at > nowIso()).toBe(true);
  });

  it('takes an activity sent twice without a key as one, and two with their own keys as two', async () => {
    const m = await createMember(t);
    const walk = { date: '2025-05-03', type: 'walking', minutes: 15, intensity: 'moderate' };
    const unkeyed = await Promise.all([1, 2, 3].map(() => post(m.token, '/api/healthtracking/activities', walk)));
    expect(unkeyed.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(unkeyed.map((r) => r.json()._id)).size).toBe(1);
    expect(await rows('activities', m.userId)).toHaveLength(1);
    // The web app sends a key per action: two 15-minute walks the same day are two.
    await post(m.token, '/api/healthtracking/activities', walk, 'walk-1');
    await post(m.token, '/api/healthtracking/activities', walk, 'walk-2');
    expect(await rows('activities', m.userId)).toHaveLength(3);
  });

  it('answers a survey submission repeated with its key once: one response', async () => {
    const m = await createMember(t);
    const answers = completeAnswers(surveyFromContent(t, 'gad-7'));
    const first = await post(m.token, '/api/surveys/gad-7/responses', { answers }, 'survey-tap');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(m.token, '/api/surveys/gad-7/responses', { answers }, 'survey-tap');
    expect(again.json()._id).toBe(first.json()._id);
    expect(await rows('survey_responses', m.userId)).toHaveLength(1);
  });

  it("documents the header on every idempotent call, and only on calls that create a member's data and keep no secret", async () => {
    const flagged = Object.entries(contract)
      .filter(([, def]) => 'idempotent' in def && def.idempotent)
      .map(([key]) => key)
      .sort();
    expect(flagged).toEqual(
      [
        'POST /coaches/:id/messages',
        'POST /healthtracking/activities',
        'POST /healthtracking/bloodpressure',
        'POST /healthtracking/body',
        'POST /healthtracking/medications',
        'POST /healthtracking/bloodpresults/import/csv',
        'POST /healthtracking/bloodpresults/import/fhir',
        'POST /healthtracking/bloodpresults/reports',
        // An import from an app (decision 0104); its batches are numbered and stored once by their number.
        'POST /healthtracking/imports',
        'POST /lifestyle/pillars/:id/toggle',
        'POST /messages',
        'POST /messages/:id',
        'POST /program-requests',
        'POST /programs/:id/start',
        'POST /programs/:id/track',
        'POST /surveys/:id/responses',
        // The care team's entries on a member's chart (decisions 0087, 0088).
        'POST /staff/members/:id/blood-pressure',
        'POST /staff/members/:id/lab-reports',
        'POST /staff/members/:id/notes',
        'POST /staff/members/:id/notes/:noteId/addenda',
        // The care team's outreach to a member who went quiet (decision 0099).
        'POST /staff/members/:id/outreach/check-in',
        'POST /staff/members/:id/outreach/snooze',
        'POST /staff/members/:id/outreach/reached',
        // Booking a visit, by the member or by the care team for them (decision 0096).
        'POST /appointments',
        'POST /care/calendar/appointments',
      ].sort(),
    );
    for (const key of flagged) {
      const access = contract[key as keyof typeof contract].access;
      expect(
        access === 'member' ||
          (access.startsWith('staff:') && key.startsWith('POST /staff/members/:id/')) ||
          key === 'POST /care/calendar/appointments',
        key,
      ).toBe(true);
    }
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const parameters = doc.paths['/api/healthtracking/bloodpressure'].post.parameters as Array<{ in: string; name: string }>;
    expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(doc.paths['/api/user/second-factor/setup'].post.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'idempotency-key' }),
    );
  });
});
