import { expect, it } from 'vitest';
import type { Target } from '@wellpath/shared/health/targets';
import { bearer, createMember, createStaff, describeWithApp, type TestApp } from '../../test/helpers.js';

// Personal targets (issue 35, decision 0091): a clinician sets them in the member's record, coaches
// and administrators read them, the member reads theirs beside their numbers; every read by staff and
// every change is in the access log.

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describeWithApp('personal targets', (t: TestApp) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const mine = async (token: string): Promise<Record<string, Target>> => {
    const res = await call(token, 'GET', '/api/healthtracking/targets');
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries((res.json().targets as Target[]).map((x) => [x.kind, x]));
  };
  const log = (memberId: string) =>
    t.db
      .selectFrom('access_log')
      .select(['action', 'detail', 'staff_role'])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .execute();

  it('gives a new member the guideline defaults, with nothing to read them against yet', async () => {
    const m = await createMember(t);
    const targets = await mine(m.token);
    expect(Object.keys(targets)).toEqual(['blood_pressure', 'ldl', 'hba1c', 'weight', 'activity']);
    expect(targets.blood_pressure).toEqual({
      kind: 'blood_pressure',
      unit: 'mm Hg',
      comparator: 'below',
      target: { value: 130, diastolic: 80 },
      default: { target: { value: 130, diastolic: 80 }, source: 'hypertension_canada_2025' },
      personal: null,
      current: null,
      status: 'unknown',
      needs: null,
    });
    // The heart risk cannot be worked out yet (no answers): no LDL default, and the member is asked for them (amended).
    expect(targets.ldl).toMatchObject({ target: null, default: null, status: 'unknown', needs: 'heart_risk' });
    // No HbA1c default without diabetes, no weight goal without a weight.
    expect(targets.hba1c).toMatchObject({ target: null, default: null, status: 'unknown' });
    expect(targets.weight).toMatchObject({ target: null, default: null });
    expect(targets.activity).toMatchObject({
      target: { value: 150, diastolic: null },
      current: { value: { value: 0 } },
      status: 'not_met',
    });
  });

  it('reads the defaults from the member: diabetes from the labs sets HbA1c 7.0 % and LDL under 1.8; the weight goal is 5 % of the first weight', async () => {
    const m = await createMember(t);
    const report = await call(m.token, 'POST', '/api/healthtracking/bloodpresults/reports', {
      test_date: daysAgo(3),
      values: [
        { marker_id: 'hba1c', value: 7.2, unit: '%' },
        { marker_id: 'ldl-c', value: 1.8, unit: 'mmol/L' },
      ],
    });
    expect(report.statusCode, report.body).toBe(201);
    for (const [value, at] of [
      [100, minutesAgo(60 * 24 * 30)],
      [95.5, minutesAgo(30)],
    ] as const)
      expect((await call(m.token, 'POST', '/api/healthtracking/body', { kind: 'weight', value, measured_at: at })).statusCode).toBe(201);

    const targets = await mine(m.token);
    expect(targets.hba1c).toMatchObject({
      target: { value: 7 },
      default: { source: 'diabetes_canada_2018' },
      current: { value: { value: 7.2 }, date: daysAgo(3) },
      status: 'not_met',
    });
    // 1.8 is not under 1.8.
    expect(targets.ldl).toMatchObject({ target: { value: 1.8 }, default: { source: 'ccs_2021_statin_indicated' }, status: 'not_met' });
    expect(targets.weight).toMatchObject({ target: { value: 95 }, current: { value: { value: 95.5 } }, status: 'not_met' });
  });

  it('lets a clinician set a blood pressure target with a note the member reads; the same again changes and logs nothing', async () => {
    const m = await createMember(t);
    const clinician = await createStaff(t, 'clinician', { firstName: 'Amira', lastName: 'Chen' });
    for (const [systolic, diastolic, minutes] of [
      [136, 86, 90],
      [134, 84, 60],
    ] as const) {
      const res = await call(m.token, 'POST', '/api/healthtracking/bloodpressure', {
        systolic,
        diastolic,
        measured_at: minutesAgo(minutes),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await mine(m.token)).blood_pressure).toMatchObject({ current: { value: { value: 135, diastolic: 85 } }, status: 'not_met' });

    const body = { kind: 'blood_pressure', choice: 'relaxed', note: 'Dizzy on standing at lower pressures: we aim a little higher.' };
    const set = await call(clinician.token, 'PUT', `/api/staff/members/${m.userId}/targets`, body);
    expect(set.statusCode, set.body).toBe(200);
    const bp = (await mine(m.token)).blood_pressure!;
    expect(bp).toMatchObject({
      target: { value: 140, diastolic: 90 },
      default: { target: { value: 130, diastolic: 80 } },
      personal: { target: { value: 140, diastolic: 90 }, note: body.note, set_by_name: 'Amira Chen' },
      current: { value: { value: 135, diastolic: 85 } },
      status: 'met',
    });
    // Who did it and what kind, never the numbers.
    expect(await log(m.userId)).toEqual([{ action: 'Set one of your targets', detail: 'blood_pressure', staff_role: 'clinician' }]);

    const again = await call(clinician.token, 'PUT', `/api/staff/members/${m.userId}/targets`, body);
    expect(again.statusCode).toBe(200);
    expect(await log(m.userId)).toHaveLength(1);
    expect((await mine(m.token)).blood_pressure!.personal!.set_at).toBe(bp.personal!.set_at);

    const removed = await call(clinician.token, 'DELETE', `/api/staff/members/${m.userId}/targets/blood_pressure`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await mine(m.token)).blood_pressure).toMatchObject({
      target: { value: 130, diastolic: 80 },
      personal: null,
      status: 'not_met',
    });
    expect((await log(m.userId)).map((e) => e.action)).toEqual(['Set one of your targets', 'Removed one of your targets']);
    // Nothing left to remove: nothing logged.
    expect((await call(clinician.token, 'DELETE', `/api/staff/members/${m.userId}/targets/blood_pressure`)).statusCode).toBe(200);
    expect(await log(m.userId)).toHaveLength(2);
  });

  it('keeps a PostgreSQL real at the one decimal the clinician typed', async () => {
    const m = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    const res = await call(clinician.token, 'PUT', `/api/staff/members/${m.userId}/targets`, { kind: 'ldl', value: 2.6, note: 'n' });
    expect(res.statusCode).toBe(200);
    expect((res.json().targets as Target[]).find((x) => x.kind === 'ldl')!.target).toEqual({ value: 2.6, diastolic: null });
    await call(clinician.token, 'PUT', `/api/staff/members/${m.userId}/targets`, { kind: 'ldl', value: 2.6, note: 'n' });
    expect(await log(m.userId)).toHaveLength(1);
  });

  it('shows coaches the targets without the member’s numbers, logs the read, and lets only clinicians change them', async () => {
    const m = await createMember(t);
    const [coach, clinician, admin] = [await createStaff(t, 'coach'), await createStaff(t, 'clinician'), await createStaff(t, 'admin')];
    // The 7-day average needs two readings.
    for (const minutes of [20, 10])
      expect(
        (
          await call(m.token, 'POST', '/api/healthtracking/bloodpressure', {
            systolic: 120,
            diastolic: 70,
            measured_at: minutesAgo(minutes),
          })
        ).statusCode,
      ).toBe(201);

    const seen = await call(coach.token, 'GET', `/api/staff/members/${m.userId}/targets`);
    expect(seen.statusCode, seen.body).toBe(200);
    // A coach: no numbers, and no defaults or their sources (they tell diabetes, heart disease or a high risk).
    for (const x of seen.json().targets as Target[])
      expect([x.kind, x.current, x.default, x.target, x.needs]).toEqual([x.kind, null, null, null, null]);
    const byClinician = (await call(clinician.token, 'GET', `/api/staff/members/${m.userId}/targets`)).json().targets as Target[];
    expect(byClinician.find((x) => x.kind === 'blood_pressure')).toMatchObject({
      current: { value: { value: 120, diastolic: 70 } },
      status: 'met',
    });
    expect((await log(m.userId)).map((e) => [e.action, e.staff_role])).toEqual([
      ['Viewed your targets', 'coach'],
      ['Viewed your targets', 'clinician'],
    ]);

    const body = { kind: 'activity', value: 200, note: 'Build up over the month.' };
    for (const staff of [coach, admin]) {
      expect((await call(staff.token, 'PUT', `/api/staff/members/${m.userId}/targets`, body)).statusCode).toBe(403);
      expect((await call(staff.token, 'DELETE', `/api/staff/members/${m.userId}/targets/activity`)).statusCode).toBe(403);
    }
    expect((await call(m.token, 'PUT', `/api/staff/members/${m.userId}/targets`, body)).statusCode).toBe(403);
    expect((await call(m.token, 'GET', `/api/staff/members/${m.userId}/targets`)).statusCode).toBe(403);
    expect((await call(clinician.token, 'GET', '/api/healthtracking/targets')).statusCode).toBe(403);
  });

  it('gives a coach only the personal targets a clinician set, never a default', async () => {
    const m = await createMember(t);
    const [coach, clinician] = [await createStaff(t, 'coach'), await createStaff(t, 'clinician')];
    await call(m.token, 'POST', '/api/healthtracking/bloodpresults/reports', {
      test_date: daysAgo(3),
      values: [{ marker_id: 'hba1c', value: 7.2, unit: '%' }],
    });
    const set = await call(clinician.token, 'PUT', `/api/staff/members/${m.userId}/targets`, { kind: 'ldl', value: 2.6, note: 'n' });
    expect(set.statusCode, set.body).toBe(200);
    const seen = (await call(coach.token, 'GET', `/api/staff/members/${m.userId}/targets`)).json().targets as Target[];
    expect(seen.find((x) => x.kind === 'ldl')).toMatchObject({
      target: { value: 2.6 },
      default: null,
      personal: { note: 'n' },
      status: 'unknown',
    });
    expect(seen.find((x) => x.kind === 'hba1c')).toMatchObject({ target: null, default: null });
    expect(JSON.stringify(seen)).not.toMatch(/diabetes_canada|ccs_2021|hypertension_canada/);
    // A clinician sees the defaults.
    const full = (await call(clinician.token, 'GET', `/api/staff/members/${m.userId}/targets`)).json().targets as Target[];
    expect(full.find((x) => x.kind === 'hba1c')).toMatchObject({ default: { source: 'diabetes_canada_2018' } });
  });

  it('reads the value as shown, and a result too old is unknown, needing a recent one', async () => {
    const m = await createMember(t);
    const report = (test_date: string, values: Array<{ marker_id: string; value: number; unit: string }>) =>
      call(m.token, 'POST', '/api/healthtracking/bloodpresults/reports', { test_date, values });
    // Diabetes (HbA1c 7.2) makes the LDL default under 1.8; an LDL of 1.76 shows as 1.8 and is not under it.
    expect((await report(daysAgo(400), [{ marker_id: 'hba1c', value: 7.2, unit: '%' }])).statusCode).toBe(201);
    expect((await report(daysAgo(3), [{ marker_id: 'ldl-c', value: 1.76, unit: 'mmol/L' }])).statusCode).toBe(201);
    let targets = await mine(m.token);
    expect(targets.ldl).toMatchObject({ target: { value: 1.8 }, current: { value: { value: 1.76 } }, status: 'not_met', needs: null });
    // The HbA1c of 400 days ago still tells diabetes, but is too old to read against the target.
    expect(targets.hba1c).toMatchObject({
      target: { value: 7 },
      current: { date: daysAgo(400) },
      status: 'unknown',
      needs: 'recent_result',
    });
    // A weight of 100 days ago: no "within the target" from it.
    const at = new Date(Date.now() - 100 * 86_400_000).toISOString();
    await t.db.updateTable('users').set({ created_at: at }).where('id', '=', m.userId).execute();
    expect((await call(m.token, 'POST', '/api/healthtracking/body', { kind: 'weight', value: 90, measured_at: at })).statusCode).toBe(201);
    targets = await mine(m.token);
    expect(targets.weight).toMatchObject({ target: { value: 85.5 }, status: 'unknown', needs: 'recent_result' });
  });

  it('answers 404 for someone who is not a member, and each member reads only their own', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const clinician = await createStaff(t, 'clinician');
    const other = await createStaff(t, 'coach');
    const body = { kind: 'ldl', value: 2.0, note: 'n' };
    expect((await call(clinician.token, 'PUT', '/api/staff/members/not-an-id/targets', body)).statusCode).toBe(404);
    expect((await call(clinician.token, 'PUT', `/api/staff/members/${other.userId}/targets`, body)).statusCode).toBe(404);
    expect((await call(clinician.token, 'GET', `/api/staff/members/${other.userId}/targets`)).statusCode).toBe(404);
    await call(clinician.token, 'PUT', `/api/staff/members/${a.userId}/targets`, body);
    expect((await mine(a.token)).ldl!.personal).not.toBeNull();
    expect((await mine(b.token)).ldl!.personal).toBeNull();
  });

  it('refuses bad input with a 400 that says why, never a 500', async () => {
    const m = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    const put = (payload: unknown) => call(clinician.token, 'PUT', `/api/staff/members/${m.userId}/targets`, payload);
    const bad: unknown[] = [
      { kind: 'ldl', value: 0.4, note: 'n' },
      { kind: 'ldl', value: '2', note: 'n' },
      { kind: 'ldl', value: 2.25, note: 'n' },
      { kind: 'hba1c', value: 11, note: 'n' },
      { kind: 'weight', value: 1e308, note: 'n' },
      { kind: 'activity', value: 150.5, note: 'n' },
      { kind: 'activity', value: { minutes: 150 }, note: 'n' },
      { kind: 'activity', value: 150 },
      { kind: 'activity', value: 150, note: '  ' },
      { kind: 'activity', value: 150, note: 'x'.repeat(501) },
      { kind: 'activity', value: 150, note: 'n', set_by: 'someone' },
      { kind: 'blood_pressure', choice: 'lower', note: 'n' },
      { kind: 'blood_pressure', value: 110, diastolic: 70, note: 'n' },
      { kind: 'waist', value: 80, note: 'n' },
      [],
      '{"kind":"ldl","value":NaN,"note":"n"}',
      '{"kind":"ldl","value":2e400,"note":"n"}',
    ];
    for (const payload of bad) {
      const res = await put(payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    // An exponent spelling of a number inside the bounds is that number.
    expect((await put('{"kind":"ldl","value":2.5e0,"note":"n"}')).statusCode).toBe(200);
    const nul = await put({ kind: 'ldl', value: 2, note: 'a\u0000b' });
    expect(nul.statusCode, nul.body).toBe(400);
    expect((await call(clinician.token, 'DELETE', `/api/staff/members/${m.userId}/targets/waist`)).statusCode).toBe(400);
    const targets = await mine(m.token);
    expect(targets.ldl!.personal).toMatchObject({ target: { value: 2.5 } });
  });
});
