import { expect, it } from 'vitest';
import type { MetabolicSyndrome } from '@wellpath/shared/health/metabolic';
import { bearer, createMember, createStaff, describeWithApp, type TestApp } from '../../test/helpers.js';

// Metabolic syndrome (issue 35, decision 0102): the five criteria read from the member's waist (with
// the population cut-off they choose), lab results, 7-day blood pressure average and medication list;
// the member reads theirs, clinicians and administrators read it in the record (logged), coaches do not.

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describeWithApp('metabolic syndrome', (t: TestApp) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const summary = async (token: string): Promise<MetabolicSyndrome> => {
    const res = await call(token, 'GET', '/healthtracking/metabolic-syndrome');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const byKey = (s: MetabolicSyndrome) => Object.fromEntries(s.criteria.map((c) => [c.key, c]));
  const labs = async (token: string, values: Array<{ marker_id: string; value: number }>, date = daysAgo(3)) => {
    const res = await call(token, 'POST', '/healthtracking/bloodpresults/reports', {
      test_date: date,
      values: values.map((v) => ({ ...v, unit: 'mmol/L' })),
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const waist = async (token: string, value: number) =>
    expect((await call(token, 'POST', '/healthtracking/body', { kind: 'waist', value, measured_at: minutesAgo(60) })).statusCode).toBe(201);
  const bp = async (token: string, systolic: number, diastolic: number, minutes: number) =>
    expect(
      (await call(token, 'POST', '/healthtracking/bloodpressure', { systolic, diastolic, measured_at: minutesAgo(minutes) })).statusCode,
    ).toBe(201);

  it('a new member: every criterion unknown, nothing said but what is missing', async () => {
    const m = await createMember(t, { sex: 'female' });
    const s = await summary(m.token);
    expect(s).toMatchObject({ status: 'incomplete', met: 0, known: 0, sex: 'female', population: { key: 'europid', chosen: false } });
    expect(s.criteria.map((c) => [c.key, c.state, c.missing])).toEqual([
      ['waist', 'unknown', 'value'],
      ['triglycerides', 'unknown', 'value'],
      ['hdl', 'unknown', 'value'],
      ['blood_pressure', 'unknown', 'value'],
      ['fasting_glucose', 'unknown', 'value'],
    ]);
  });

  it('reads each criterion from where it is kept, with its value and date; three met says the criteria are met', async () => {
    const m = await createMember(t, { sex: 'male' });
    await waist(m.token, 96);
    await labs(m.token, [
      { marker_id: 'triglycerides', value: 1.9 },
      { marker_id: 'hdl-c', value: 1.1 },
      { marker_id: 'fasting-glucose', value: 5.4 },
    ]);
    // One reading is no average (two or more are classified): the blood pressure stays unknown.
    await bp(m.token, 136, 80, 90);
    let c = byKey(await summary(m.token));
    expect(c.waist).toMatchObject({ state: 'met', value: 96, threshold: 94, unit: 'cm' });
    expect(c.triglycerides).toMatchObject({ state: 'met', value: 1.9, date: daysAgo(3), threshold: 1.7 });
    expect(c.hdl).toMatchObject({ state: 'not_met', value: 1.1, threshold: 1.0 });
    expect(c.fasting_glucose).toMatchObject({ state: 'not_met', value: 5.4, threshold: 5.6 });
    expect(c.blood_pressure).toMatchObject({ state: 'unknown', missing: 'value' });
    // Two met, one unknown that could make three: not yet said either way.
    expect(await summary(m.token)).toMatchObject({ status: 'incomplete', met: 2, known: 4 });

    await bp(m.token, 130, 82, 30);
    const s = await summary(m.token);
    c = byKey(s);
    expect(c.blood_pressure).toMatchObject({ state: 'met', value: 133, diastolic: 81, count: 2 });
    expect(s).toMatchObject({ status: 'criteria_met', met: 3, known: 5 });

    // The Health Canada cut-off (102 cm for men): the waist is no longer met, two of five.
    const chosen = await call(m.token, 'PUT', '/healthtracking/metabolic-syndrome/waist-population', { population: 'canada_us' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ status: 'criteria_not_met', met: 2, known: 5, population: { key: 'canada_us', chosen: true } });
    expect(byKey(chosen.json()).waist).toMatchObject({ state: 'not_met', threshold: 102 });
    // Back to the default.
    const back = await call(m.token, 'PUT', '/healthtracking/metabolic-syndrome/waist-population', { population: null });
    expect(back.json()).toMatchObject({ population: { key: 'europid', chosen: false }, status: 'criteria_met' });
  });

  it('a lab result older than a year is unknown, needing a recent result; the blood pressure average counts as shown', async () => {
    const m = await createMember(t, { sex: 'male' });
    await labs(
      m.token,
      [
        { marker_id: 'triglycerides', value: 1.2 },
        { marker_id: 'hdl-c', value: 1.5 },
        { marker_id: 'fasting-glucose', value: 5.0 },
      ],
      daysAgo(400),
    );
    // 129 and 130 average 129.5, shown as 130: it counts (read as shown, amended).
    await bp(m.token, 129, 80, 90);
    await bp(m.token, 130, 80, 30);
    const s = await summary(m.token);
    const c = byKey(s);
    for (const key of ['triglycerides', 'hdl', 'fasting_glucose'])
      expect(c[key]).toMatchObject({ state: 'unknown', missing: 'stale', date: daysAgo(400) });
    expect(c.blood_pressure).toMatchObject({ state: 'met', value: 130, diastolic: 80 });
    // Old results no longer say "not met": not enough is known.
    expect(s).toMatchObject({ status: 'incomplete', met: 1, known: 1 });
  });

  it('treatment on the medication list meets its criterion and names the medication; a stopped one does not', async () => {
    const m = await createMember(t, { sex: 'female' });
    await labs(m.token, [{ marker_id: 'fasting-glucose', value: 5.0 }]);
    const add = async (body: object) => {
      const res = await call(m.token, 'POST', '/healthtracking/medications', body);
      expect(res.statusCode, res.body).toBe(201);
    };
    await add({ catalogue_key: 'metformin', started_on: '2024-01-01' });
    await add({ catalogue_key: 'ramipril', started_on: '2023-01-01', stopped_on: daysAgo(10) });
    await add({ catalogue_key: 'fenofibrate', started_on: '2024-02-01' });
    const s = await summary(m.token);
    const c = byKey(s);
    expect(c.fasting_glucose).toMatchObject({ state: 'met', value: 5.0, treatment: { medications: ['Metformin'], healthProfile: false } });
    expect(c.triglycerides).toMatchObject({ state: 'met', value: null, treatment: { medications: ['Fenofibrate'] } });
    expect(c.hdl).toMatchObject({ state: 'met', treatment: { medications: ['Fenofibrate'] } });
    expect(c.blood_pressure).toMatchObject({ state: 'unknown', treatment: null });
    expect(s).toMatchObject({ status: 'criteria_met', met: 3 });
  });

  it('without a sex on the profile the waist has no cut-off, and an HDL between 1.0 and 1.3 is unknown', async () => {
    const m = await createMember(t);
    await waist(m.token, 110);
    await labs(m.token, [{ marker_id: 'hdl-c', value: 1.2 }]);
    const c = byKey(await summary(m.token));
    expect(c.waist).toMatchObject({ state: 'unknown', missing: 'sex', value: 110, threshold: null });
    expect(c.hdl).toMatchObject({ state: 'unknown', missing: 'sex', value: 1.2 });
  });

  it('refuses a population that is not in the table, and anything else, with a 400 that says why', async () => {
    const m = await createMember(t);
    for (const payload of [
      { population: 'martian' },
      { population: 7 },
      {},
      { population: 'europid', extra: true },
      { population: 'europid\u0000' },
      '{"population":',
    ]) {
      const res = await call(m.token, 'PUT', '/healthtracking/metabolic-syndrome/waist-population', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const french = await call(
      m.token,
      'PUT',
      '/healthtracking/metabolic-syndrome/waist-population',
      { population: 'x' },
      {
        'accept-language': 'fr-CA',
      },
    );
    expect(french.json().message).toBe('Le seuil du tour de taille n’a pas été enregistré');
    expect((await summary(m.token)).population).toEqual({ key: 'europid', chosen: false });
  });

  it('the care team: clinicians and administrators read what the member reads (logged); coaches and other members do not', async () => {
    const m = await createMember(t, { sex: 'male' });
    const other = await createMember(t);
    await waist(m.token, 99);
    const clinician = await createStaff(t, 'clinician');
    const admin = await createStaff(t, 'admin');
    const coach = await createStaff(t, 'coach');
    const url = `/staff/members/${m.userId}/metabolic-syndrome`;
    const own = await call(m.token, 'GET', '/healthtracking/metabolic-syndrome');
    for (const staff of [clinician, admin]) {
      const res = await call(staff.token, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(own.json());
    }
    expect((await call(coach.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(other.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(clinician.token, 'GET', `/staff/members/${coach.userId}/metabolic-syndrome`)).statusCode).toBe(404);
    const log = await t.db.selectFrom('access_log').select(['action', 'staff_id']).where('member_id', '=', m.userId).execute();
    expect(
      log
        .filter((e) => e.action === 'Viewed your metabolic syndrome criteria')
        .map((e) => e.staff_id)
        .sort(),
    ).toEqual([clinician.userId, admin.userId].sort());
    // A member never reads another's: their own call answers their own.
    expect((await summary(other.token)).criteria[0]).toMatchObject({ key: 'waist', state: 'unknown', value: null });
  });

  it("the care record reads the member's body and medications as the member does (logged); coaches and members do not", async () => {
    const m = await createMember(t, { sex: 'female' });
    await waist(m.token, 85);
    expect(
      (await call(m.token, 'POST', '/healthtracking/body', { kind: 'weight', value: 71.25, measured_at: minutesAgo(30) })).statusCode,
    ).toBe(201);
    expect(
      (await call(m.token, 'POST', '/healthtracking/medications', { catalogue_key: 'atorvastatin', started_on: '2024-01-01' })).statusCode,
    ).toBe(201);
    const clinician = await createStaff(t, 'clinician');
    const coach = await createStaff(t, 'coach');
    const body = await call(clinician.token, 'GET', `/staff/members/${m.userId}/body`);
    expect(body.statusCode, body.body).toBe(200);
    expect(body.json()).toEqual((await call(m.token, 'GET', '/healthtracking/body')).json());
    expect(body.json().measurements).toHaveLength(2);
    const page = await call(clinician.token, 'GET', `/staff/members/${m.userId}/body?limit=1`);
    expect(page.json().measurements).toHaveLength(1);
    expect(page.json().next_cursor).toEqual(expect.any(String));
    expect((await call(clinician.token, 'GET', `/staff/members/${m.userId}/body?limit=0`)).statusCode).toBe(400);
    expect((await call(clinician.token, 'GET', `/staff/members/${m.userId}/body?cursor=nope`)).statusCode).toBe(400);

    const meds = await call(clinician.token, 'GET', `/staff/members/${m.userId}/medications`);
    expect(meds.statusCode, meds.body).toBe(200);
    expect(meds.json()).toEqual((await call(m.token, 'GET', '/healthtracking/medications')).json());
    expect(meds.json().facts.statin).toBe(true);

    for (const url of [`/staff/members/${m.userId}/body`, `/staff/members/${m.userId}/medications`]) {
      expect((await call(coach.token, 'GET', url)).statusCode).toBe(403);
      expect((await call(m.token, 'GET', url)).statusCode).toBe(403);
    }
    expect((await call(clinician.token, 'GET', `/staff/members/${coach.userId}/body`)).statusCode).toBe(404);
    expect((await call(clinician.token, 'GET', `/staff/members/${coach.userId}/medications`)).statusCode).toBe(404);
    const log = await t.db.selectFrom('access_log').select('action').where('member_id', '=', m.userId).execute();
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['Viewed your body measurements', 'Viewed your medications']));
  });

  it('filters the member list by BMI 30 or more, a statin taken today and an open weight review, in SQL; coaches cannot', async () => {
    const last = `Filtre${Math.random().toString(36).slice(2, 8)}`;
    const make = async (first: string) => createMember(t, { firstName: first, lastName: last });
    const [obese, edge, below, statin, stopped, flagged] = await Promise.all(
      ['Obese', 'Edge', 'Below', 'Statin', 'Stopped', 'Flagged'].map((f) => make(f)),
    );
    const weigh = async (token: string, value: number, minutes: number) =>
      expect(
        (await call(token, 'POST', '/healthtracking/body', { kind: 'weight', value, measured_at: minutesAgo(minutes) })).statusCode,
      ).toBe(201);
    const height = async (token: string, cm: number) =>
      expect((await call(token, 'PUT', '/healthtracking/height', { height_cm: cm })).statusCode).toBe(200);
    // 100 kg at 170 cm: 34.6. The latest weight counts: 'Below' was 100 kg, now 80 kg (27.7).
    await height(obese!.token, 170);
    await weigh(obese!.token, 100, 60);
    // 86.55 kg at 170 cm is 29.948..., shown 29.9; 86.57 kg is 29.955..., shown 30.0.
    await height(edge!.token, 170);
    await weigh(edge!.token, 86.57, 60);
    await height(below!.token, 170);
    await weigh(below!.token, 100, 120);
    await weigh(below!.token, 80, 60);
    await weigh(statin!.token, 120, 60); // no height: no BMI
    const med = async (token: string, body: object) =>
      expect((await call(token, 'POST', '/healthtracking/medications', body)).statusCode).toBe(201);
    await med(statin!.token, { catalogue_key: 'rosuvastatin', started_on: '2024-01-01' });
    await med(stopped!.token, { catalogue_key: 'rosuvastatin', started_on: '2023-01-01', stopped_on: '2024-01-01' });
    await med(stopped!.token, { catalogue_key: 'ramipril', started_on: '2023-01-01' });
    await height(flagged!.token, 175);
    // Only a weight since joining raises a review (decision 0118): Flagged joined a week ago.
    await t.db
      .updateTable('users')
      .set({ created_at: minutesAgo(60 * 24 * 7) })
      .where('id', '=', flagged!.userId)
      .execute();
    await weigh(flagged!.token, 58, 60 * 24 * 3);
    await weigh(flagged!.token, 55, 60);

    const clinician = await createStaff(t, 'clinician');
    const coach = await createStaff(t, 'coach');
    const names = async (filter: string) => {
      const res = await call(clinician.token, 'GET', `/staff/members?q=${last}&health=${filter}`);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ members: Array<{ name: string }> }>()
        .members.map((x) => x.name.split(' ')[0])
        .sort();
    };
    expect(await names('bmi_30')).toEqual(['Edge', 'Obese']);
    expect(await names('statin')).toEqual(['Statin']);
    expect(await names('weight_review')).toEqual(['Flagged']);
    // A weight of 86.55 kg (29.9) on top: Edge is no longer listed.
    await weigh(edge!.token, 86.55, 30);
    expect(await names('bmi_30')).toEqual(['Obese']);
    expect((await call(clinician.token, 'GET', `/staff/members?health=everyone`)).statusCode).toBe(400);
    const refused = await call(coach.token, 'GET', `/staff/members?q=${last}&health=bmi_30`);
    expect(refused.statusCode).toBe(403);
  });
  it('filters the member list by the metabolic-syndrome criteria met, as the record reads them; logged once a day; coaches cannot', async () => {
    const last = `Synd${Math.random().toString(36).slice(2, 8)}`;
    const [meets, two, treated, nothing] = await Promise.all(
      ['Meets', 'Two', 'Treated', 'Nothing'].map((first) => createMember(t, { firstName: first, lastName: last, sex: 'male' })),
    );
    // Waist 96 (>= 94), triglycerides 1.9 and HDL 0.9: three met.
    await waist(meets!.token, 96);
    await labs(meets!.token, [
      { marker_id: 'triglycerides', value: 1.9 },
      { marker_id: 'hdl-c', value: 0.9 },
    ]);
    // Waist 96 and triglycerides 1.9, HDL 1.2: two met (and two unknown): not listed.
    await waist(two!.token, 96);
    await labs(two!.token, [
      { marker_id: 'triglycerides', value: 1.9 },
      { marker_id: 'hdl-c', value: 1.2 },
    ]);
    // Waist 95, a 7-day average of 131/80, and metformin for glucose: three met, two by treatment or average.
    await waist(treated!.token, 95);
    await bp(treated!.token, 132, 80, 120);
    await bp(treated!.token, 130, 80, 60);
    expect(
      (await call(treated!.token, 'POST', '/healthtracking/medications', { catalogue_key: 'metformin', started_on: '2024-01-01' }))
        .statusCode,
    ).toBe(201);
    const clinician = await createStaff(t, 'clinician');
    const coach = await createStaff(t, 'coach');
    const list = async (query: string) => {
      const res = await call(clinician.token, 'GET', `/staff/members?q=${last}&health=metabolic_syndrome${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ members: Array<{ _id: string; name: string }>; next_cursor: string | null }>();
    };
    const page = await list('');
    expect(page.members.map((x) => x.name.split(' ')[0]).sort()).toEqual(['Meets', 'Treated']);
    expect(page.next_cursor).toBeNull();
    // Each listed member agrees with their record's summary.
    for (const m of [meets!, two!, treated!, nothing!]) {
      const listed = page.members.some((x) => x._id === m.userId);
      expect((await summary(m.token)).status === 'criteria_met').toBe(listed);
    }
    // One a page: the cursor leads to the other, then the end.
    const first = await list('&limit=1');
    expect(first.members).toHaveLength(1);
    const second = await list(`&limit=1&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(second.members).toHaveLength(1);
    expect(second.members[0]!._id).not.toBe(first.members[0]!._id);
    // Combined with another filter: nobody here is in a programme.
    expect((await list('&program=active')).members).toEqual([]);
    // Listed members see it in their access log, once a day for each staff member, whatever the pages read.
    const logged = await t.db
      .selectFrom('access_log')
      .select(['member_id', 'action'])
      .where('staff_id', '=', clinician.userId)
      .where('action', '=', "Found you with a health filter in the care team's member list")
      .execute();
    expect(logged.map((e) => e.member_id).sort()).toEqual([meets!.userId, treated!.userId].sort());
    expect((await call(coach.token, 'GET', `/staff/members?q=${last}&health=metabolic_syndrome`)).statusCode).toBe(403);
  });

  it('filters the member list by a clinician target not met for 90 days', async () => {
    const last = `Cible${Math.random().toString(36).slice(2, 8)}`;
    const [ldlOff, ldlMet, tooSoon, bpOff, bpDefault, weightOff] = await Promise.all(
      ['LdlOff', 'LdlMet', 'TooSoon', 'BpOff', 'BpDefault', 'WeightOff'].map((first) =>
        createMember(t, { firstName: first, lastName: last, sex: 'female' }),
      ),
    );
    const clinician = await createStaff(t, 'clinician');
    const target = async (m: { userId: string }, body: object) =>
      expect(
        (await call(clinician.token, 'PUT', `/staff/members/${m.userId}/targets`, { note: 'Agreed at the visit.', ...body })).statusCode,
      ).toBe(200);
    // LDL 2.6 then 2.2, 120 days apart, against 2.0: off it for 90 days.
    await labs(ldlOff!.token, [{ marker_id: 'ldl-c', value: 2.6 }], daysAgo(130));
    await labs(ldlOff!.token, [{ marker_id: 'ldl-c', value: 2.2 }], daysAgo(10));
    await target(ldlOff!, { kind: 'ldl', value: 2.0 });
    // The same, with a result at target in between.
    await labs(ldlMet!.token, [{ marker_id: 'ldl-c', value: 2.6 }], daysAgo(130));
    await labs(ldlMet!.token, [{ marker_id: 'ldl-c', value: 1.9 }], daysAgo(60));
    await labs(ldlMet!.token, [{ marker_id: 'ldl-c', value: 2.2 }], daysAgo(10));
    await target(ldlMet!, { kind: 'ldl', value: 2.0 });
    // Off it, but only 80 days apart.
    await labs(tooSoon!.token, [{ marker_id: 'ldl-c', value: 2.6 }], daysAgo(95));
    await labs(tooSoon!.token, [{ marker_id: 'ldl-c', value: 2.6 }], daysAgo(15));
    await target(tooSoon!, { kind: 'ldl', value: 2.0 });
    // Blood pressure: 7-day averages of 136/84 100 days ago and today, against under 130/80.
    for (const m of [bpOff!, bpDefault!]) {
      for (const [minutes, sys] of [
        [100 * 1440 + 60, 138],
        [100 * 1440, 134],
        [120, 137],
        [60, 135],
      ] as const) {
        await bp(m.token, sys, 84, minutes);
      }
    }
    await target(bpOff!, { kind: 'blood_pressure', choice: 'standard' });
    // bpDefault has the same numbers but no clinician's target: the default does not count.
    // Weight: 82 kg 100 days ago and 81 kg now, against at most 80.
    for (const [kg, minutes] of [
      [82, 100 * 1440],
      [81, 60],
    ] as const) {
      expect(
        (await call(weightOff!.token, 'POST', '/healthtracking/body', { kind: 'weight', value: kg, measured_at: minutesAgo(minutes) }))
          .statusCode,
      ).toBe(201);
    }
    await target(weightOff!, { kind: 'weight', value: 80 });
    const res = await call(clinician.token, 'GET', `/staff/members?q=${last}&health=target_not_met_90`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json<{ members: Array<{ name: string }> }>()
        .members.map((x) => x.name.split(' ')[0])
        .sort(),
    ).toEqual(['BpOff', 'LdlOff', 'WeightOff']);
    // A newer weight at the target clears the member.
    expect(
      (await call(weightOff!.token, 'POST', '/healthtracking/body', { kind: 'weight', value: 80, measured_at: minutesAgo(30) })).statusCode,
    ).toBe(201);
    const again = await call(clinician.token, 'GET', `/staff/members?q=${last}&health=target_not_met_90`);
    expect(
      again
        .json<{ members: Array<{ name: string }> }>()
        .members.map((x) => x.name.split(' ')[0])
        .sort(),
    ).toEqual(['BpOff', 'LdlOff']);
  });
});
