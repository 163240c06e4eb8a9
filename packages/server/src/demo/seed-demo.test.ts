import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecretKey, SecretBox } from '../lib/secret-box.js';
import { totpCode, totpStep } from '../lib/totp.js';
import { bearer, createTestApp, DATABASES, type TestApp } from '../test/helpers.js';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './care-team.js';
import { DEMO_MEMBER, seedDemo } from './seed-demo.js';

describe.each(DATABASES)('demo member on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const seed = () =>
    seedDemo(t.db, t.app.services.content, {
      // The app's own key (DATA_DIR/secret.key), as the CLI loads it.
      box: new SecretBox(loadSecretKey(t.config.appSecretKey, t.config.dataDir)),
      publicUrl: t.config.publicUrl,
      outboxKey: t.app.services.outboxKey,
    });

  // Two whole seeds through the real services (password hashing, a year of tracking): a ceiling for a
  // loaded machine, where the default 30 s is not enough (the stress run of issue 33).
  it('has a realistic history built through the real services, and can be rebuilt', { timeout: 180_000 }, async () => {
    const first = await seed();
    const second = await seed(); // rebuilds from scratch
    // The staff accounts are reset, not replaced: an authenticator that holds a key keeps working.
    expect(second.staff).toEqual(first.staff);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token;
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json();

    expect(
      (await get('/api/lifestyle/pillars')).filter((p: { is_active: boolean }) => p.is_active).map((p: { slug: string }) => p.slug),
    ).toEqual(['sleep', 'physical-activity']);
    const onboarding = await get('/api/user/onboarding/status');
    expect(onboarding).toMatchObject({ status: 'completed', show_onboarding: false });
    const general = (await get('/api/lifestyle/recommendations/user?exclude_pillars=true')).recommendations;
    expect(general.length).toBeGreaterThanOrEqual(3);
    expect(general.every((r: { source: unknown; survey_title: string }) => r.source && r.survey_title)).toBe(true);
    expect(new Set(general.map((r: { status: string }) => r.status))).toEqual(new Set(['in_progress', 'not_started', 'completed']));
    expect((await get('/api/surveys/suggested-programs')).suggested_programs.length).toBeGreaterThan(0);

    const inProgress = (await get('/api/programs/in-progress')).programs;
    expect(inProgress.map((p: { program: { type: string } }) => p.program.type).sort()).toEqual(['exercise', 'standard']);
    for (const p of inProgress) expect(p.progress.days_tracked).toBeGreaterThanOrEqual(5);

    const reports = (await get('/api/healthtracking/bloodpresults/reports')).reports;
    expect(reports).toHaveLength(3);
    const hba1c = (await get('/api/healthtracking/bloodpresults/markers/hba1c/history')).results;
    expect(hba1c.map((r: { value: number }) => r.value)).toEqual([5.8, 6.1, 6.3]);
    const bp = await get('/api/healthtracking/bloodpressure');
    expect(bp.readings.length).toBeGreaterThan(40);
    expect(bp.average_7d).not.toBeNull();
    const activity = await get('/api/healthtracking/activities?weeks=4');
    expect(activity.activities.length).toBeGreaterThan(20);
    expect((await get('/api/user/profile')).conditions.map((c: { key: string }) => c.key).sort()).toEqual(['dyslipidemia', 'hypertension']);

    // What the care team has to follow up, as the member sees it.
    expect((await get('/api/user/alerts')).alerts).toEqual([expect.objectContaining({ kind: 'phq9_item9', acknowledged_at: null })]);
    expect((await get('/api/program-requests')).requests).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect((await get('/api/messages')).threads).toEqual([expect.objectContaining({ subject: 'Strength sessions and my knee' })]);
  });

  it('has a care team that logs in with the printed keys, each role seeing its part of the demo', async () => {
    const { staff } = await seed();
    expect(staff.map((s) => [s.email, s.role])).toEqual(DEMO_STAFF.map((s) => [s.email, s.role]));
    const login = async (email: string) => {
      const secret = staff.find((s) => s.email === email)!.totpSecret;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: DEMO_STAFF_PASSWORD, code: totpCode(secret, totpStep(Date.now())) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const token = res.json().token as string;
      return async (url: string) => {
        const r = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
        return r.json();
      };
    };
    const clinician = await login('clinician@wellpath.example');
    const alerts = (await clinician('/api/staff/alerts')).alerts;
    expect(alerts).toEqual([expect.objectContaining({ kind: 'phq9_item9', member: expect.objectContaining({ name: 'Morgan Lavoie' }) })]);
    expect((await clinician('/api/staff/members?q=lavoie')).members).toEqual([
      expect.objectContaining({ name: 'Morgan Lavoie', open_alerts: 1, active_programs: expect.arrayContaining(['Walk to 150']) }),
    ]);
    // The alert's e-mail waits in the outbox for the clinician: no health value in it.
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'care-alert')
      .where('to_address', '=', 'clinician@wellpath.example')
      .executeTakeFirst();
    expect(t.app.services.outboxKey.open(mail!.text_body)).toContain(`${t.config.publicUrl}/care/alerts`);

    const coach = await login('coach@wellpath.example');
    expect((await coach('/api/staff/threads')).threads).toEqual([
      expect.objectContaining({ subject: 'Strength sessions and my knee', member: expect.objectContaining({ name: 'Morgan Lavoie' }) }),
    ]);
    // Morgan's request, beside those of the generated cohort's members (decision 0115) still in the pool.
    expect((await coach('/api/staff/requests?status=pending')).requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic: 'A programme for better sleep', member: expect.objectContaining({ name: 'Morgan Lavoie' }) }),
      ]),
    );

    const admin = await login('admin@wellpath.example');
    const accounts = (await admin('/api/staff/accounts')).staff.filter((s: { email: string }) => s.email.endsWith('@wellpath.example'));
    expect(accounts).toHaveLength(3);
    expect(
      accounts.every((s: { status: string; second_factor_enabled: boolean }) => s.status === 'active' && s.second_factor_enabled),
    ).toBe(true);
  });
});
