import { expect, it } from 'vitest';
import { bearer, createMember, createStaff, describeWithApp } from '../../test/helpers.js';

// Lab reports the care team enters for a member (issue 34, decision 0088): the member's own checks,
// kept with who entered them, shown so to the member, on the timeline, alerting exactly as the
// member's own, in the access log and the export.

describeWithApp('lab reports entered by the care team', (t) => {
  const send = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const criticalAlerts = (userId: string) =>
    t.db.selectFrom('alerts').select(['kind', 'source_key']).where('user_id', '=', userId).where('kind', '=', 'critical_lab').execute();
  const reportsOf = (userId: string) => t.db.selectFrom('lab_reports').select(['id', 'entered_by']).where('user_id', '=', userId).execute();

  it('a clinician enters a report; the member sees who entered it, so do the timeline, the access log and the export', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician', { firstName: 'Noor', lastName: 'Haddad' });
    const res = await send(clinician.token, 'POST', `/staff/members/${member.userId}/lab-reports`, {
      test_date: daysAgo(2),
      lab_name: 'LifeLabs',
      values: [
        { marker_id: 'ldl-c', value: 3.4, unit: 'mmol/L' },
        { marker_id: 'hba1c', value: 5.9, unit: '%' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().results).toHaveLength(2);

    const own = (await send(member.token, 'GET', '/healthtracking/bloodpresults/reports')).json();
    expect(own.reports).toEqual([
      expect.objectContaining({ lab_name: 'LifeLabs', source: 'manual', entered_by: { name: 'Noor Haddad', role: 'clinician' } }),
    ]);
    // The id is not on the wire; only the name and the role.
    expect(JSON.stringify(own)).not.toContain(clinician.userId);

    // The member's own report has no "entered by".
    const mine = await send(member.token, 'POST', '/healthtracking/bloodpresults/reports', {
      test_date: daysAgo(1),
      values: [{ marker_id: 'ldl-c', value: 3.1, unit: 'mmol/L' }],
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const reports = (await send(member.token, 'GET', '/healthtracking/bloodpresults/reports')).json().reports;
    expect(reports.find((r: { _id: string }) => r._id === mine.json().report_id).entered_by).toBeNull();

    const timeline = (await send(clinician.token, 'GET', `/staff/members/${member.userId}/timeline?kinds=labs`)).json();
    expect(timeline.events).toEqual([
      expect.objectContaining({ kind: 'lab_report', day: daysAgo(1), entered_by: null }),
      expect.objectContaining({ kind: 'lab_report', day: daysAgo(2), lab_name: 'LifeLabs', results: 2, entered_by: 'Noor Haddad' }),
    ]);

    const log = await t.db
      .selectFrom('access_log')
      .select(['action', 'staff_id', 'detail'])
      .where('member_id', '=', member.userId)
      .execute();
    expect(log.filter((e) => e.action === 'Entered a lab report for you')).toEqual([
      { action: 'Entered a lab report for you', staff_id: clinician.userId, detail: null },
    ]);

    const { memberRecord } = await import('../account-data/account-data.repository.js');
    const { exportFiles } = await import('../account-data/account-data.presenter.js');
    const files = [...exportFiles(await memberRecord(t.db, member.userId), 'Clinic', new Date().toISOString())];
    const exported = JSON.parse(String(files.find((f) => f.name === 'lab-reports.json')!.content)) as Array<Record<string, unknown>>;
    expect(exported.map((r) => r.entered_by)).toEqual([{ name: 'Noor Haddad', role: 'clinician' }, null]);
  });

  it('a critical value entered by staff raises the alert exactly once, however often the report is sent', async () => {
    const member = await createMember(t);
    const admin = await createStaff(t, 'admin');
    const body = { test_date: daysAgo(1), values: [{ marker_id: 'fasting-glucose', value: 2.2, unit: 'mmol/L' }] };
    const url = `/staff/members/${member.userId}/lab-reports`;
    const answers = await Promise.all([
      send(admin.token, 'POST', url, body, { 'idempotency-key': 'lab-enter-1' }),
      send(admin.token, 'POST', url, body, { 'idempotency-key': 'lab-enter-1' }),
      send(admin.token, 'POST', url, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().report_id)).size).toBe(1);
    expect(answers[0].json().results[0]).toMatchObject({ critical: true });
    // The member typing the same report afterwards gets the same report: one report, one alert.
    const again = await send(member.token, 'POST', '/healthtracking/bloodpresults/reports', body);
    expect(again.json().report_id).toBe(answers[0].json().report_id);
    const alerts = await criticalAlerts(member.userId);
    expect(alerts).toEqual([{ kind: 'critical_lab', source_key: `blood_result:${answers[0].json().results[0]._id}` }]);
    expect(await reportsOf(member.userId)).toHaveLength(1);
    // Logged once: only the report that was new.
    const log = await t.db.selectFrom('access_log').select('action').where('member_id', '=', member.userId).execute();
    expect(log.filter((e) => e.action === 'Entered a lab report for you')).toHaveLength(1);
  });

  it('refuses a coach, a member, an unknown member and bad input with the member’s checks, never with a 500', async () => {
    const member = await createMember(t);
    const clinician = await createStaff(t, 'clinician');
    const coach = await createStaff(t, 'coach');
    const url = `/staff/members/${member.userId}/lab-reports`;
    const ok = { test_date: daysAgo(3), values: [{ marker_id: 'ldl-c', value: 3.0, unit: 'mmol/L' }] };
    expect((await send(coach.token, 'POST', url, ok)).statusCode).toBe(403);
    expect((await send(member.token, 'POST', url, ok)).statusCode).toBe(403);
    expect((await send(clinician.token, 'POST', `/staff/members/${coach.userId}/lab-reports`, ok)).statusCode).toBe(404);
    expect((await send(clinician.token, 'POST', '/staff/members/no-such-member/lab-reports', ok)).statusCode).toBe(404);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const bad of [
      {},
      { ...ok, values: [] },
      { ...ok, test_date: 'yesterday' },
      { ...ok, test_date: tomorrow },
      { ...ok, test_date: '1899-12-31' },
      { ...ok, values: [{ marker_id: 'no-such-marker', value: 1, unit: 'mmol/L' }] },
      { ...ok, values: [{ marker_id: 'ldl-c', value: 3, unit: 'furlongs' }] },
      { ...ok, values: [{ marker_id: 'ldl-c', value: 400, unit: 'mmol/L' }] },
      { ...ok, values: [{ marker_id: 'ldl-c', value: 'NaN', unit: 'mmol/L' }] },
      { ...ok, values: [{ marker_id: 'ldl-c', value: 1e308, unit: 'mmol/L' }] },
      { ...ok, values: [{ marker_id: 'ldl-c', value: { v: 3 }, unit: 'mmol/L' }] },
      {
        ...ok,
        values: [
          { marker_id: 'ldl-c', value: 3, unit: 'mmol/L' },
          { marker_id: 'ldl-c', value: 3.2, unit: 'mmol/L' },
        ],
      },
      { ...ok, lab_name: 'x'.repeat(100_000) },
      { ...ok, lab_name: 'nul \u0000 here' },
    ]) {
      const res = await send(clinician.token, 'POST', url, bad);
      expect(res.statusCode, `${JSON.stringify(bad).slice(0, 80)}: ${res.body.slice(0, 160)}`).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await reportsOf(member.userId)).toEqual([]);
  });

  it('the entry form’s marker catalogue: units and plausible values, for clinicians and administrators only', async () => {
    const clinician = await createStaff(t, 'clinician');
    const coach = await createStaff(t, 'coach');
    const member = await createMember(t);
    const res = await send(clinician.token, 'GET', '/staff/lab-markers');
    expect(res.statusCode, res.body).toBe(200);
    const ldl = res.json().markers.find((m: { key: string }) => m.key === 'ldl-c');
    expect(ldl).toMatchObject({ unit: 'mmol/L', units: expect.arrayContaining(['mmol/L', 'mg/dL']), plausible: expect.any(Object) });
    expect((await send(coach.token, 'GET', '/staff/lab-markers')).statusCode).toBe(403);
    expect((await send(member.token, 'GET', '/staff/lab-markers')).statusCode).toBe(403);
  });
});
