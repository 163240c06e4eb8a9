import { expect, it } from 'vitest';
import type { ClinicalOutcomes, Engagement } from '@wellpath/shared/outcomes/wire';
import { DAY_MS } from '../../lib/clock.js';
import { insertBp } from '../../test/outcome-rows.js';
import { bearer, createMember, createStaff, describeWithApp, type TestApp } from '../../test/helpers.js';

// Saved filters of the member list (decision 0123): each staff member's own, idempotent by name and
// filters, checked input; and a saved filter as a cohort of the programme's results, its figures
// worked out below from hand-made members.

const NOW = Date.now();
const ago = (days: number) => new Date(NOW - days * DAY_MS).toISOString();
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

describeWithApp('saved filters', (t) => {
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const save = (token: string, name: string, filters: object) => call(token, 'POST', '/staff/saved-filters', { name, filters });

  /** Members of one last name who joined `joinedDaysAgo` days ago. */
  async function members(t: TestApp, last: string, n: number, joinedDaysAgo: number) {
    const out = [];
    for (let i = 0; i < n; i++) {
      const m = await createMember(t, { firstName: `M${i}`, lastName: last, sex: 'female' });
      await t.db
        .updateTable('users')
        .set({ created_at: ago(joinedDaysAgo), email_verified_at: ago(joinedDaysAgo) })
        .where('id', '=', m.userId)
        .execute();
      out.push(m);
    }
    return out;
  }

  it("saves, lists, applies and deletes a staff member's own filters; another's is not found", async () => {
    const [a, b, coach] = [await createStaff(t, 'clinician'), await createStaff(t, 'admin'), await createStaff(t, 'coach')];
    const first = await save(a.token, '  High BMI, no programme  ', { health: 'bmi_30', program: 'none' });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<{ _id: string; name: string; filters: object; usable: boolean }>();
    expect(saved).toMatchObject({ name: 'High BMI, no programme', filters: { health: 'bmi_30', program: 'none' }, usable: true });
    // The same name and filters again: the saved one (in any key order); other filters under that name: 409.
    const again = await save(a.token, 'High BMI, no programme', { program: 'none', health: 'bmi_30' });
    expect(again.json()._id).toBe(saved._id);
    const other = await save(a.token, 'High BMI, no programme', { health: 'statin' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/already have a saved filter named/);
    // Two creates at once store one.
    const [x, y] = await Promise.all([save(a.token, 'Quiet', { active_within: '30' }), save(a.token, 'Quiet', { active_within: '30' })]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json()._id).toBe(y.json()._id);
    const rows = await t.db.selectFrom('saved_filters').select('id').where('owner_id', '=', a.userId).where('name', '=', 'Quiet').execute();
    expect(rows).toHaveLength(1);

    const list = (await call(a.token, 'GET', '/staff/saved-filters')).json<{ filters: Array<{ name: string }> }>();
    expect(list.filters.map((f) => f.name)).toEqual(['High BMI, no programme', 'Quiet']);
    // Each staff member sees only their own, an administrator too.
    expect((await call(b.token, 'GET', '/staff/saved-filters')).json().filters).toEqual([]);
    expect((await call(b.token, 'DELETE', `/staff/saved-filters/${saved._id}`)).statusCode).toBe(404);
    expect((await call(b.token, 'GET', `/staff/outcomes/clinical?cohort=filter:${saved._id}`)).statusCode).toBe(404);
    expect((await call(b.token, 'GET', `/staff/outcomes/engagement?cohort=filter:${saved._id}`)).statusCode).toBe(404);

    // A coach cannot save health or alert filters; others, yes.
    expect((await save(coach.token, 'BMI', { health: 'bmi_30' })).statusCode).toBe(403);
    expect((await save(coach.token, 'Alerts', { alerts: 'open' })).statusCode).toBe(403);
    expect((await save(coach.token, 'No programme', { program: 'none' })).statusCode).toBe(200);

    const deleted = await call(a.token, 'DELETE', `/staff/saved-filters/${saved._id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(a.token, 'DELETE', `/staff/saved-filters/${saved._id}`)).statusCode).toBe(404);
    expect((await call(a.token, 'GET', `/staff/outcomes/clinical?cohort=filter:${saved._id}`)).statusCode).toBe(404);
  });

  it('refuses bad names and filters with a 4xx', async () => {
    const a = await createStaff(t, 'clinician');
    const cases: Array<[unknown, object]> = [
      ['x'.repeat(61), { program: 'none' }],
      ['Nul\u0000name', { program: 'none' }],
      ['Line\nbreak', { program: 'none' }],
      ['   ', { program: 'none' }],
      ['Bad health', { health: 'diabetes' }],
      ['Bad active', { active_within: '45' }],
      ['Unknown key', { program: 'none', sort: 'name' }],
      ['Nothing', {}],
      [42, { program: 'none' }],
    ];
    for (const [name, filters] of cases) {
      const res = await call(a.token, 'POST', '/staff/saved-filters', { name, filters });
      expect(res.statusCode, `${JSON.stringify(name)} ${JSON.stringify(filters)}: ${res.body}`).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await save(a.token, 'x'.repeat(60), { program: 'none' })).statusCode).toBe(200);
    expect((await call(a.token, 'GET', '/staff/outcomes/clinical?cohort=filter:not%20an%20id')).statusCode).toBe(400);
  });

  it("gives a saved filter's members as a cohort: figures worked out by hand, none for fewer than 5", async () => {
    const clinician = await createStaff(t, 'clinician');
    const last = unique('Cohortf');
    const six = await members(t, last, 6, 120);
    // Blood pressure (decision 0107): two readings at each end; baseline diastolic 85, now 75.
    // Changes: -10, -4, +8, -16, -2, -10: median (-10 + -4) / 2 = -7; improved (<= -5) 3, worse (>= +5) 1.
    const ends: Array<[number, number]> = [
      [150, 140],
      [140, 136],
      [130, 138],
      [146, 130],
      [128, 126],
      [135, 125],
    ];
    for (const [i, [base, now]] of ends.entries()) {
      const id = six[i]!.userId;
      await insertBp(t.db, id, ago(118), base, 85);
      await insertBp(t.db, id, ago(117), base, 85);
      await insertBp(t.db, id, ago(2), now, 75);
      await insertBp(t.db, id, ago(1), now, 75);
    }
    // The same readings of a member of another name: not in the filter, so not counted.
    const [outsider] = await members(t, unique('Elsewhere'), 1, 120);
    for (const [d, s] of [
      [118, 200],
      [117, 200],
      [2, 100],
      [1, 100],
    ] as const)
      await insertBp(t.db, outsider!.userId, ago(d), s, 85);

    const saved = (await save(clinician.token, 'Cohort test', { q: last, program: 'none' })).json<{ _id: string }>();
    const res = await call(clinician.token, 'GET', `/staff/outcomes/clinical?period=365d&cohort=filter:${saved._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ClinicalOutcomes>();
    expect(body.cohort).toBe(`filter:${saved._id}`);
    expect(Date.parse(body.computed_at)).toBeGreaterThan(NOW - 60_000);
    expect(body.measures.find((m) => m.measure === 'blood_pressure')).toEqual({
      measure: 'blood_pressure',
      members: 6,
      median_change: -7,
      improved: 3,
      unchanged: 2,
      worse: 1,
      at_target_baseline: 0,
      // 126/75 and 125/75 are under 130/80; 130/75 is not.
      at_target_now: 2,
      goal_met: null,
    });
    expect(body.cohorts.find((c) => c.key === `filter:${saved._id}`)).toEqual({
      key: `filter:${saved._id}`,
      kind: 'filter',
      label: 'Cohort test',
      members: 6,
    });
    // The day's cohorts come first, then the reader's saved filters.
    expect(body.cohorts[0]?.key).toBe('all');
    expect(body.cohorts.at(-1)?.kind).toBe('filter');
    // Nothing names a member.
    for (const m of [...six, outsider!]) expect(res.body).not.toContain(m.userId);
    expect(res.body).not.toContain(last);

    const engagement = (await call(clinician.token, 'GET', `/staff/outcomes/engagement?cohort=filter:${saved._id}`)).json<Engagement>();
    expect(engagement.funnel.find((f) => f.step === 'registered')).toEqual({ step: 'registered', members: 6, of: 6 });

    // Four members: no figure.
    const fewLast = unique('Fewf');
    await members(t, fewLast, 4, 120);
    const few = (await save(clinician.token, 'Four', { q: fewLast })).json<{ _id: string }>();
    const fewBody = (await call(clinician.token, 'GET', `/staff/outcomes/engagement?cohort=filter:${few._id}`)).json<Engagement>();
    expect(fewBody.funnel.every((f) => f.members === null && f.of === null)).toBe(true);
    expect(fewBody.cohorts.find((c) => c.key === `filter:${few._id}`)?.members).toBeNull();
  });

  it('reads a filter of members read one by one (target not met for 90 days) as a cohort; coaches get engagement of their own filters', async () => {
    const clinician = await createStaff(t, 'clinician');
    const last = unique('Weightf');
    const group = await members(t, last, 6, 120);
    // Five at 82 kg 100 days ago and 81 kg now against at most 80: off it for 90 days. The sixth is at 79 now.
    for (const [i, m] of group.entries()) {
      for (const [kg, days] of [
        [82, 100],
        [i === 5 ? 79 : 81, 1],
      ] as const) {
        const res = await call(m.token, 'POST', '/healthtracking/body', { kind: 'weight', value: kg, measured_at: ago(days) });
        expect(res.statusCode, res.body).toBe(201);
      }
      const target = await t.app.inject({
        method: 'PUT',
        url: `/api/staff/members/${m.userId}/targets`,
        headers: bearer(clinician.token),
        payload: { kind: 'weight', value: 80, note: 'Agreed at the visit.' },
      });
      expect(target.statusCode, target.body).toBe(200);
    }
    const saved = (await save(clinician.token, 'Weight off target', { q: last, health: 'target_not_met_90' })).json<{ _id: string }>();
    const engagement = (await call(clinician.token, 'GET', `/staff/outcomes/engagement?cohort=filter:${saved._id}`)).json<Engagement>();
    expect(engagement.funnel.find((f) => f.step === 'registered')).toEqual({ step: 'registered', members: 5, of: 5 });
    const clinical = (await call(clinician.token, 'GET', `/staff/outcomes/clinical?cohort=filter:${saved._id}`)).json<ClinicalOutcomes>();
    // (81 - 82) / 82 = -1.22 %: each lost 1 % or more (improved), none 5 %.
    expect(clinical.measures.find((m) => m.measure === 'weight')).toMatchObject({
      members: 5,
      median_change: -1.2,
      improved: 5,
      goal_met: 0,
    });

    // A coach's own filter (no health data): engagement works; clinical outcomes stay closed to coaches.
    const coach = await createStaff(t, 'coach');
    const mine = (await save(coach.token, 'Weight group', { q: last })).json<{ _id: string }>();
    const coachRes = await call(coach.token, 'GET', `/staff/outcomes/engagement?cohort=filter:${mine._id}`);
    expect(coachRes.statusCode, coachRes.body).toBe(200);
    expect(coachRes.json<Engagement>().funnel.find((f) => f.step === 'registered')?.members).toBe(6);
    expect(
      coachRes
        .json<Engagement>()
        .cohorts.filter((c) => c.kind === 'filter')
        .map((c) => c.label),
    ).toEqual(['Weight group']);
    expect((await call(coach.token, 'GET', `/staff/outcomes/clinical?cohort=filter:${mine._id}`)).statusCode).toBe(403);
    // The clinician's health filter is not the coach's to use.
    expect((await call(coach.token, 'GET', `/staff/outcomes/engagement?cohort=filter:${saved._id}`)).statusCode).toBe(404);
  });
});
