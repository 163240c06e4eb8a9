import { expect, it } from 'vitest';
import { bearer, createMember, createStaff, describeWithApp } from '../../test/helpers.js';

// Readings the care team enters for a member (issue 34, decision 0088): kept with who entered them,
// shown so to the member and to staff, alerting exactly as the member's own, in the access log.

describeWithApp('readings entered by the care team', (t) => {
  const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const alertsOf = (userId: string) => t.db.selectFrom('alerts').select(['kind', 'source_key']).where('user_id', '=', userId).execute();

  it('a clinician enters a reading; the member and the care team see who entered it; the access log says so', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician', { firstName: 'Noor', lastName: 'Haddad' });
    const res = await send(clinician.token, 'POST', `/staff/members/${member.userId}/blood-pressure`, {
      systolic: 148,
      diastolic: 92,
      pulse: 70,
      measured_at: ago(30),
      notes: 'Taken at the clinic, seated, after 5 minutes.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ systolic: 148, diastolic: 92, entered_by: { name: 'Noor Haddad', role: 'clinician' } });

    const own = (await send(member.token, 'GET', '/healthtracking/bloodpressure')).json();
    expect(own.readings).toEqual([expect.objectContaining({ systolic: 148, entered_by: { name: 'Noor Haddad', role: 'clinician' } })]);
    const health = (await send(clinician.token, 'GET', `/staff/members/${member.userId}/health`)).json();
    expect(health.blood_pressure.readings[0].entered_by).toEqual({ name: 'Noor Haddad', role: 'clinician' });
    // The id is not on the wire; only the name and the role.
    expect(JSON.stringify(own)).not.toContain(clinician.userId);

    const log = await t.db.selectFrom('access_log').select(['action', 'staff_id']).where('member_id', '=', member.userId).execute();
    expect(log).toContainEqual({ action: 'Entered a blood pressure reading for you', staff_id: clinician.userId });

    // The member's own reading has no "entered by"; a correction by the member makes the entered one theirs.
    const mine = (
      await send(member.token, 'POST', '/healthtracking/bloodpressure', { systolic: 126, diastolic: 80, measured_at: ago(5) })
    ).json();
    expect(mine.entered_by).toBeNull();
    const entered = res.json();
    const corrected = await send(member.token, 'PUT', `/healthtracking/bloodpressure/${entered._id}`, {
      systolic: 146,
      diastolic: 92,
      measured_at: entered.measured_at,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().entered_by).toBeNull();
  });

  it('a crisis reading entered by staff raises the urgent alert exactly once, however often it is sent', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    const body = { systolic: 186, diastolic: 124, measured_at: ago(10) };
    const url = `/staff/members/${member.userId}/blood-pressure`;
    const answers = await Promise.all([
      send(clinician.token, 'POST', url, body, { 'idempotency-key': 'enter-1' }),
      send(clinician.token, 'POST', url, body, { 'idempotency-key': 'enter-1' }),
      send(clinician.token, 'POST', url, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
    // The member's own copy of the same reading a moment later is the same reading too.
    expect((await send(member.token, 'POST', '/healthtracking/bloodpressure', body)).json()._id).toBe(answers[0].json()._id);
    expect(await alertsOf(member.userId)).toEqual([{ kind: 'bp_crisis', source_key: `bp_reading:${answers[0].json()._id}` }]);
    const rows = await t.db.selectFrom('bp_readings').select('id').where('user_id', '=', member.userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a coach, a member, an unknown member and bad input, never with a 500', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    const coach = await createStaff(t, 'coach');
    const url = `/staff/members/${member.userId}/blood-pressure`;
    const ok = { systolic: 130, diastolic: 80, measured_at: ago(1) };
    expect((await send(coach.token, 'POST', url, ok)).statusCode).toBe(403);
    expect((await send(member.token, 'POST', url, ok)).statusCode).toBe(403);
    expect((await send(clinician.token, 'POST', `/staff/members/${coach.userId}/blood-pressure`, ok)).statusCode).toBe(404);
    for (const bad of [
      {},
      { ...ok, systolic: 'NaN' },
      { ...ok, systolic: '1e3' },
      { ...ok, systolic: 1e308 },
      { ...ok, systolic: { value: 130 } },
      { ...ok, diastolic: 140, systolic: 120 },
      { ...ok, notes: 'x'.repeat(100_000) },
      { ...ok, notes: 'nul \u0000 here' },
      { ...ok, measured_at: 'yesterday' },
      { ...ok, measured_at: new Date(Date.now() + 3600_000).toISOString() },
    ]) {
      const res = await send(clinician.token, 'POST', url, bad);
      expect(res.statusCode, `${JSON.stringify(bad).slice(0, 80)}: ${res.body.slice(0, 160)}`).toBe(400);
    }
    expect(await t.db.selectFrom('bp_readings').select('id').where('user_id', '=', member.userId).execute()).toEqual([]);
  });

  it('the export says who entered a reading', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'admin', { firstName: 'Alex', lastName: 'Admin' });
    await send(clinician.token, 'POST', `/staff/members/${member.userId}/blood-pressure`, {
      systolic: 135,
      diastolic: 85,
      measured_at: ago(3),
    });
    const { memberRecord } = await import('../account-data/account-data.repository.js');
    const { exportFiles } = await import('../account-data/account-data.presenter.js');
    const files = [...exportFiles(await memberRecord(t.db, member.userId), 'Clinic', new Date().toISOString())];
    const bp = JSON.parse(String(files.find((f) => f.name === 'blood-pressure.json')!.content));
    expect(bp).toEqual([expect.objectContaining({ systolic: 135, entered_by: { name: 'Alex Admin', role: 'admin' } })]);
  });

  it('the care team sees the heart risk estimate the member sees, with the numbers behind it, in the reader’s language; logged', async () => {
    const member = await createMember(t, { sex: 'male', dateOfBirth: '1966-05-01' });
    const clinician = await createStaff(t, 'clinician');
    const coach = await createStaff(t, 'coach');
    await send(clinician.token, 'POST', `/staff/members/${member.userId}/blood-pressure`, {
      systolic: 138,
      diastolic: 86,
      measured_at: ago(60),
    });
    // Two readings make the 7-day average the estimate reads; the one the clinician entered counts as any other.
    await send(member.token, 'POST', '/healthtracking/bloodpressure', { systolic: 140, diastolic: 88, measured_at: ago(30) });
    const own = await send(member.token, 'GET', '/healthtracking/heart-risk');
    const staff = await send(clinician.token, 'GET', `/staff/members/${member.userId}/heart-risk`);
    expect(staff.statusCode, staff.body).toBe(200);
    // The same estimate; where each number came from is said of the member, not to them.
    const mine = own.json();
    expect(mine.inputs.age.source).toBe('Your date of birth');
    expect(mine.inputs.systolic.source).toBe('Your 7-day home average (2 readings)');
    expect(staff.json()).toEqual({
      ...mine,
      inputs: {
        ...mine.inputs,
        age: { ...mine.inputs.age, source: "The member's date of birth" },
        sex: { ...mine.inputs.sex, source: "The member's profile" },
        systolic: { ...mine.inputs.systolic, source: "The member's 7-day home average (2 readings)" },
      },
    });
    expect(staff.json().inputs.age).toMatchObject({ value: expect.any(Number), date: '1966-05-01' });
    expect(staff.json().inputs.systolic).toMatchObject({ value: 139 });
    expect(staff.json().missing.length).toBeGreaterThan(0);
    // No message ids on the wire: words, in French when asked.
    expect(staff.body).not.toContain('@@');
    const french = await t.app.inject({
      method: 'GET',
      url: `/api/staff/members/${member.userId}/heart-risk`,
      headers: { ...bearer(clinician.token), 'accept-language': 'fr-CA' },
    });
    expect(french.body).not.toContain('@@');
    expect(french.body).not.toEqual(staff.body);
    expect(french.json().inputs.systolic.source).toBe('La moyenne à domicile sur 7 jours du membre (2 mesures)');
    expect((await send(coach.token, 'GET', `/staff/members/${member.userId}/heart-risk`)).statusCode).toBe(403);
    expect((await send(clinician.token, 'GET', `/staff/members/${coach.userId}/heart-risk`)).statusCode).toBe(404);
    const log = await t.db.selectFrom('access_log').select('action').where('member_id', '=', member.userId).execute();
    expect(log.map((e) => e.action)).toContain('Viewed your heart risk estimate and the numbers behind it');
  });
});
