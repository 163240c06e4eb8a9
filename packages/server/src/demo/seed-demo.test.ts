import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DATABASES, type TestApp } from '../test/helpers.js';
import { DEMO_MEMBER, seedDemoMember } from './seed-demo.js';

describe.each(DATABASES)('demo member on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a realistic history built through the real services, and can be rebuilt', async () => {
    await seedDemoMember(t.db, t.app.services.content);
    await seedDemoMember(t.db, t.app.services.content); // rebuilds from scratch
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
  });
});
