import { afterEach, expect, it, vi } from 'vitest';
import { callerOf, createMember, describeWithApp } from '../../test/helpers.js';

// Body measurements (issue 35, decision 0084): weight, waist and body fat in SI, the height on the
// profile, the BMI of the latest weight and the waist against its threshold.

describeWithApp('body measurements', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const call = callerOf(t);
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const stored = (userId: string) => t.db.selectFrom('body_measurements').selectAll().where('user_id', '=', userId).execute();

  it('stores a measurement in SI and answers it with its unit; the height makes a BMI with its category', async () => {
    const m = await createMember(t, { sex: 'male' });
    const empty = await call(m, 'GET', '/api/healthtracking/body');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      measurements: [],
      next_cursor: null,
      height_cm: null,
      bmi: { shown: false, reason: 'no_height' },
      waist: { known: false, reason: 'no_waist' },
      weight_review: null,
      weight_change: null,
    });

    const when = ago(30);
    const weight = await call(m, 'POST', '/api/healthtracking/body', { kind: 'weight', value: 82.35, measured_at: when });
    expect(weight.statusCode, weight.body).toBe(201);
    expect(weight.json()).toMatchObject({ kind: 'weight', value: 82.35, unit: 'kg', measured_at: when });
    const waist = await call(m, 'POST', '/api/healthtracking/body', { kind: 'waist', value: 103, measured_at: ago(20) });
    expect(waist.json()).toMatchObject({ kind: 'waist', value: 103, unit: 'cm' });
    expect(
      (await call(m, 'POST', '/api/healthtracking/body', { kind: 'body_fat', value: 24.5, measured_at: ago(10) })).json(),
    ).toMatchObject({
      unit: '%',
    });

    const height = await call(m, 'PUT', '/api/healthtracking/height', { height_cm: 178 });
    expect(height.statusCode, height.body).toBe(200);
    expect(height.json()).toEqual({ height_cm: 178 });

    const summary = (await call(m, 'GET', '/api/healthtracking/body')).json();
    expect(summary.measurements.map((r: { kind: string }) => r.kind)).toEqual(['body_fat', 'waist', 'weight']);
    expect(summary.height_cm).toBe(178);
    // 82.35 / 1.78^2 = 25.99...: 26.0, overweight
    expect(summary.bmi).toEqual({ shown: true, value: 26, category: 'overweight', weight_kg: 82.35, height_cm: 178, measured_at: when });
    expect(summary.waist).toMatchObject({ known: true, value: 103, threshold_cm: 102, increased_risk: true });
  });

  it('works out the weight change from one baseline: the first weight from 30 days before joining on', async () => {
    const m = await createMember(t);
    const now = Date.now();
    const days = (n: number) => new Date(now - n * 86_400_000).toISOString();
    await t.db
      .updateTable('users')
      .set({ created_at: days(10) })
      .where('id', '=', m.userId)
      .execute();
    expect((await call(m, 'GET', '/api/healthtracking/body')).json().weight_change).toBeNull();
    for (const [value, n] of [
      [110, 120],
      [100, 35],
      [99, 20],
      [97, 1],
    ] as const)
      expect((await call(m, 'POST', '/api/healthtracking/body', { kind: 'weight', value, measured_at: days(n) })).statusCode).toBe(201);
    // A page of two rows: the baseline is still the server's, not the page's oldest row.
    const change = (await call(m, 'GET', '/api/healthtracking/body?limit=2')).json().weight_change;
    expect(change).toEqual({
      baseline: { kg: 100, measured_at: days(35) },
      latest: { kg: 97, measured_at: days(1) },
      since_start: { from: { kg: 100, measured_at: days(35) }, kg: -3, percent: -3 },
      days_30: { from: { kg: 100, measured_at: days(35) }, kg: -3, percent: -3 },
      days_90: null,
    });
    // The default weight goal is 5 % below that same baseline (not the 110 kg of 120 days ago).
    const targets = (await call(m, 'GET', '/api/healthtracking/targets')).json().targets as Array<{ kind: string; target: unknown }>;
    expect(targets.find((x) => x.kind === 'weight')?.target).toEqual({ value: 95, diastolic: null });
  });

  it('shows no BMI to a member under 18', async () => {
    const born = new Date();
    born.setUTCFullYear(born.getUTCFullYear() - 17);
    const m = await createMember(t, { dateOfBirth: born.toISOString().slice(0, 10) });
    await call(m, 'PUT', '/api/healthtracking/height', { height_cm: 165 });
    await call(m, 'POST', '/api/healthtracking/body', { kind: 'weight', value: 60, measured_at: ago(5) });
    expect((await call(m, 'GET', '/api/healthtracking/body')).json().bmi).toEqual({ shown: false, reason: 'under_18' });
  });

  it('stores a repeat once: the same Idempotency-Key replays, and the same kind and value within a minute is the same measurement', async () => {
    const m = await createMember(t);
    const body = { kind: 'weight', value: 70.4, measured_at: ago(5) };
    const first = await call(m, 'POST', '/api/healthtracking/body', body, { 'idempotency-key': 'body-1' });
    expect(first.statusCode).toBe(201);
    const again = await call(m, 'POST', '/api/healthtracking/body', body, { 'idempotency-key': 'body-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // No key, or another key, 30 seconds apart: the natural key finds the first.
    const twin = await call(m, 'POST', '/api/healthtracking/body', {
      ...body,
      measured_at: new Date(Date.parse(body.measured_at) + 30_000).toISOString(),
    });
    expect(twin.statusCode).toBe(201);
    expect(twin.json()._id).toBe(first.json()._id);
    expect(await stored(m.userId)).toHaveLength(1);
    // Another value, another kind or two minutes later: new measurements.
    await call(m, 'POST', '/api/healthtracking/body', { ...body, value: 70.5 });
    await call(m, 'POST', '/api/healthtracking/body', { ...body, kind: 'waist', value: 70.4 });
    await call(m, 'POST', '/api/healthtracking/body', { ...body, measured_at: ago(7) });
    expect(await stored(m.userId)).toHaveLength(4);
  });

  it('refuses impossible, non-finite, exponent, nested and NUL input with a clear 400 and stores nothing', async () => {
    const m = await createMember(t);
    const when = ago(5);
    const bad: Array<[unknown, string]> = [
      [{ kind: 'weight', value: 19, measured_at: when }, 'Weight must be between 20 and 400 kg'],
      [{ kind: 'weight', value: 8200, measured_at: when }, 'Weight must be between 20 and 400 kg'],
      [{ kind: 'waist', value: 30, measured_at: when }, 'Waist must be between 40 and 250 cm'],
      [{ kind: 'body_fat', value: 90, measured_at: when }, 'Body fat must be between 2 and 75 %'],
      [{ kind: 'weight', value: '80', measured_at: when }, 'Weight must be a number'],
      [{ kind: 'weight', value: { kg: 80 }, measured_at: when }, 'Weight must be a number'],
      [{ kind: 'weight', value: [80], measured_at: when }, 'Weight must be a number'],
      [{ kind: 'height', value: 170, measured_at: when }, 'kind must be weight, waist or body_fat'],
      [{ kind: 'weight', value: 80, measured_at: 'yesterday' }, 'measured_at must be a date and time (ISO 8601)'],
      [
        { kind: 'weight', value: 80, measured_at: new Date(Date.now() + 86_400_000).toISOString() },
        'The time of a measurement cannot be in the future',
      ],
      [`{"kind":"weight","value":1e308,"measured_at":"${when}"}`, 'Weight must be between 20 and 400 kg'],
      [`{"kind":"weight","value":8e1,"measured_at":"${when}"}`, ''],
      [`{"kind":"weight","value":1e999,"measured_at":"${when}"}`, ''],
      [`{"kind":"weight","value":NaN,"measured_at":"${when}"}`, ''],
      [`{"kind":"weight\\u0000","value":80,"measured_at":"${when}"}`, ''],
    ];
    for (const [payload, message] of bad) {
      const res = await call(m, 'POST', '/api/healthtracking/body', payload);
      if (message === '' && res.statusCode === 201) {
        // 8e1 is JSON's spelling of 80: a number like any other, taken as 80.
        expect(payload).toContain('8e1');
        expect(res.json().value).toBe(80);
        continue;
      }
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(400);
      const answer = res.json();
      expect(typeof answer.message).toBe('string');
      if (message) expect([answer.message, ...(answer.errors ?? [])].join(' | ')).toContain(message);
    }
    for (const height of [99, 251, 1e308, '170', { cm: 170 }])
      expect((await call(m, 'PUT', '/api/healthtracking/height', { height_cm: height })).statusCode).toBe(400);
    const fr = await call(
      m,
      'POST',
      '/api/healthtracking/body',
      { kind: 'weight', value: 19, measured_at: when },
      { 'accept-language': 'fr-CA' },
    );
    expect(JSON.stringify(fr.json())).toContain('Le poids doit être entre 20 et 400 kg');
    expect((await stored(m.userId)).map((r) => r.value)).toEqual([80]);
    expect((await call(m, 'GET', '/api/healthtracking/body?cursor=%00')).statusCode).toBe(400);
    expect((await call(m, 'GET', '/api/healthtracking/body?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await call(m, 'GET', '/api/healthtracking/body?limit=1e3')).statusCode).toBe(400);
  });

  it('lets a member see and change only their own measurements', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const mine = (await call(m, 'POST', '/api/healthtracking/body', { kind: 'weight', value: 90, measured_at: ago(5) })).json();
    expect((await call(other, 'GET', '/api/healthtracking/body')).json().measurements).toEqual([]);
    expect(
      (await call(other, 'PUT', `/api/healthtracking/body/${mine._id}`, { kind: 'weight', value: 50, measured_at: ago(5) })).statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/api/healthtracking/body/${mine._id}`)).statusCode).toBe(404);
    // A cursor made from someone else's measurement is not a page of theirs.
    const cursor = Buffer.from(mine._id as string).toString('base64url');
    expect((await call(other, 'GET', `/api/healthtracking/body?cursor=${cursor}`)).statusCode).toBe(400);
    expect((await call(m, 'GET', '/api/healthtracking/body')).json().measurements).toEqual([mine]);

    const edited = await call(m, 'PUT', `/api/healthtracking/body/${mine._id}`, {
      kind: 'weight',
      value: 89.5,
      measured_at: mine.measured_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ ...mine, value: 89.5 });
    expect((await call(m, 'GET', '/api/healthtracking/body')).json().measurements).toEqual([{ ...mine, value: 89.5 }]);
  });

  it('pages the list newest first with next_cursor', async () => {
    const m = await createMember(t);
    for (let i = 1; i <= 5; i++)
      await call(m, 'POST', '/api/healthtracking/body', { kind: 'weight', value: 70 + i, measured_at: ago(100 - i) });
    const first = (await call(m, 'GET', '/api/healthtracking/body?limit=2')).json();
    expect(first.measurements.map((r: { value: number }) => r.value)).toEqual([75, 74]);
    const second = (await call(m, 'GET', `/api/healthtracking/body?limit=2&cursor=${first.next_cursor as string}`)).json();
    expect(second.measurements.map((r: { value: number }) => r.value)).toEqual([73, 72]);
    const third = (await call(m, 'GET', `/api/healthtracking/body?limit=2&cursor=${second.next_cursor as string}`)).json();
    expect(third.measurements.map((r: { value: number }) => r.value)).toEqual([71]);
    expect(third.next_cursor).toBeNull();
    // The BMI reads the latest weight whatever the page.
    await call(m, 'PUT', '/api/healthtracking/height', { height_cm: 170 });
    expect((await call(m, 'GET', `/api/healthtracking/body?limit=2&cursor=${second.next_cursor as string}`)).json().bmi.weight_kg).toBe(75);
  });

  it('puts a deleted measurement back as it was, for its owner only, and says when it is too late', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const row = (await call(m, 'POST', '/api/healthtracking/body', { kind: 'waist', value: 91.44, measured_at: ago(5) })).json();
    expect((await call(m, 'DELETE', `/api/healthtracking/body/${row._id}`)).statusCode).toBe(204);
    expect((await call(m, 'GET', '/api/healthtracking/body')).json().measurements).toEqual([]);
    expect((await call(other, 'POST', `/api/healthtracking/body/${row._id}/restore`)).statusCode).toBe(404);
    const restored = await call(m, 'POST', `/api/healthtracking/body/${row._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(row);
    expect((await call(m, 'POST', `/api/healthtracking/body/${row._id}/restore`)).json()).toEqual(row);
    expect((await call(m, 'GET', '/api/healthtracking/body')).json().measurements).toEqual([row]);

    expect((await call(m, 'DELETE', `/api/healthtracking/body/${row._id}`)).statusCode).toBe(204);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 11 * 60_000));
    const late = await call(m, 'POST', `/api/healthtracking/body/${row._id}/restore`);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('This can no longer be undone: it was deleted more than 10 minutes ago.');
  });
});
