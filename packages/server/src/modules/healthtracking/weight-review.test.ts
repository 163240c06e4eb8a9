import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { bearer, createMember, createStaff, describeWithApp, type TestApp } from '../../test/helpers.js';

// A fast weight loss flagged to the care team (issue 35, decision 0103): a "needs review" item raised
// once per episode (never an urgent alert), shown to the member with safe words, reviewed by a
// clinician; every staff read and review is in the access log.

const DAY = 86_400_000;
/** A time `days` ago (plus a few minutes so the latest is never in the future). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 10 * 60_000).toISOString();

describeWithApp('weight reviews', (t: TestApp) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const weigh = async (token: string, value: number, measured_at: string) => {
    const res = await call(token, 'POST', '/healthtracking/body', { kind: 'weight', value, measured_at });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>();
  };
  const reviewsOf = (userId: string) => t.db.selectFrom('weight_reviews').selectAll().where('user_id', '=', userId).execute();
  const body = async (token: string) => (await call(token, 'GET', '/healthtracking/body')).json();
  /** Only a weight since joining ends an episode: the members of these tests joined `days` ago (60 unless told). */
  const member = async (days = 60) => {
    const m = await createMember(t);
    await t.db
      .updateTable('users')
      .set({ created_at: daysAgo(days) })
      .where('id', '=', m.userId)
      .execute();
    return m;
  };
  const importWeights = async (token: string, weights: Array<[kg: number, measured_at: string]>) => {
    const started = await call(token, 'POST', '/healthtracking/imports', { source: 'apple_health' });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json<{ _id: string }>()._id;
    const values = weights.map(([value, measured_at]) => ({ kind: 'weight', value, measured_at }));
    const res = await call(token, 'POST', `/healthtracking/imports/${id}/batches`, { batch: 0, values });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };

  it('flags more than 1.5 kg a week for three weeks once, to the care team and the member, never as an urgent alert', async () => {
    const m = await member();
    await weigh(m.token, 92, daysAgo(21));
    await weigh(m.token, 90.3, daysAgo(14));
    await weigh(m.token, 88.6, daysAgo(7));
    expect(await reviewsOf(m.userId)).toHaveLength(0);
    expect((await body(m.token)).weight_review).toBeNull();
    // The third fast week, sent twice at once (a retry racing the first): one review.
    const latest = daysAgo(0);
    await Promise.all([weigh(m.token, 86.9, latest), weigh(m.token, 86.9, latest)]);
    const rows = await reviewsOf(m.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'fast_loss', reviewed_at: null });
    expect(JSON.parse(rows[0]!.evidence)).toMatchObject({ weekly_losses: [1.7, 1.7, 1.7], bmi: null });
    expect((await body(m.token)).weight_review).toEqual({ reason: 'fast_loss', raised_at: rows[0]!.raised_at });
    // Not an urgent alert.
    expect(await t.db.selectFrom('alerts').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
    // Another fast weight while it is open raises nothing new.
    await weigh(m.token, 85, daysAgo(-0.001));
    expect(await reviewsOf(m.userId)).toHaveLength(1);
  });

  it('flags a weight after a loss that gives a BMI under 18.5, also when a weight is corrected down to it', async () => {
    const m = await member();
    expect((await call(m.token, 'PUT', '/healthtracking/height', { height_cm: 175 })).statusCode).toBe(200);
    await weigh(m.token, 58, daysAgo(5));
    const second = await weigh(m.token, 57, daysAgo(1));
    expect(await reviewsOf(m.userId)).toHaveLength(0);
    const corrected = await call(m.token, 'PUT', `/healthtracking/body/${second._id}`, {
      kind: 'weight',
      value: 56.5,
      measured_at: daysAgo(1),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const rows = await reviewsOf(m.userId);
    expect(rows.map((r) => r.reason)).toEqual(['low_bmi']);
    expect(JSON.parse(rows[0]!.evidence)).toMatchObject({ bmi: 18.4 });
  });

  it('a clinician reads and reviews it (logged); a coach cannot; after review only newer weights start a new episode', async () => {
    const m = await member();
    const clinician = await createStaff(t, 'clinician', { firstName: 'Noor', lastName: 'Haddad' });
    const coach = await createStaff(t, 'coach');
    for (const [kg, days] of [
      [92, 28],
      [90.2, 21],
      [88.4, 14],
      [86.6, 7],
    ] as const)
      await weigh(m.token, kg, daysAgo(days));
    const url = `/staff/members/${m.userId}/weight-reviews`;
    const list = await call(clinician.token, 'GET', url);
    expect(list.statusCode, list.body).toBe(200);
    const [review] = list.json().reviews;
    expect(review).toMatchObject({
      reason: 'fast_loss',
      reviewed_at: null,
      reviewed_by: null,
      evidence: { weekly_losses: [1.8, 1.8, 1.8] },
    });
    expect(review.evidence.weights).toHaveLength(4);
    expect((await call(coach.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(coach.token, 'POST', `${url}/${review._id}/reviewed`)).statusCode).toBe(403);
    expect((await call(m.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(clinician.token, 'POST', `${url}/no-such-review/reviewed`)).statusCode).toBe(404);
    expect((await call(clinician.token, 'GET', `/staff/members/${coach.userId}/weight-reviews`)).statusCode).toBe(404);

    const done = await call(clinician.token, 'POST', `${url}/${review._id}/reviewed`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ reviewed_by: 'Noor Haddad', reviewed_at: expect.any(String) });
    // Again: answered as it is, logged once.
    const again = await call(clinician.token, 'POST', `${url}/${review._id}/reviewed`);
    expect(again.json().reviewed_at).toBe(done.json().reviewed_at);
    const log = await t.db.selectFrom('access_log').select('action').where('member_id', '=', m.userId).execute();
    expect(log.filter((e) => e.action === 'Reviewed a weight change flagged for review')).toHaveLength(1);
    expect(log.some((e) => e.action === 'Viewed the weight changes flagged for review')).toBe(true);
    expect((await body(m.token)).weight_review).toBeNull();

    // Weights measured after the review (a minute or two from now is not the future): a slow week
    // raises nothing; one that makes three fast weeks again starts a new episode.
    const soon = (s: number) => new Date(Date.now() + s * 1000).toISOString();
    await weigh(m.token, 86, soon(30));
    expect(await reviewsOf(m.userId)).toHaveLength(1);
    await weigh(m.token, 84.7, soon(90));
    const rows = await reviewsOf(m.userId);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.reviewed_at === null)).toHaveLength(1);
  });

  it('an import batch that stores a fast loss ending in the last 28 days raises one review; years-old history raises none', async () => {
    const m = await member();
    await importWeights(m.token, [
      [92, daysAgo(24)],
      [90.3, daysAgo(17)],
      [88.6, daysAgo(10)],
      [86.9, daysAgo(3)],
    ]);
    const rows = await reviewsOf(m.userId);
    expect(rows.map((r) => r.reason)).toEqual(['fast_loss']);
    expect((await body(m.token)).weight_review).toEqual({ reason: 'fast_loss', raised_at: rows[0]!.raised_at });

    // The same loss two years ago, imported by a member who joined a year ago: history, not now.
    const old = await member(365);
    await importWeights(old.token, [
      [92, daysAgo(751)],
      [90.3, daysAgo(744)],
      [88.6, daysAgo(737)],
      [86.9, daysAgo(730)],
    ]);
    expect(await reviewsOf(old.userId)).toEqual([]);
    // A loss that ended 29 days ago, before a member who joined 60 days ago typed it in: none either.
    const late = await member();
    for (const [kg, days] of [
      [92, 50],
      [90.3, 43],
      [88.6, 36],
      [86.9, 29],
    ] as const)
      await weigh(late.token, kg, daysAgo(days));
    expect(await reviewsOf(late.userId)).toEqual([]);
  });

  it('a loss typed in that ended in the 30 days before the member joined raises one: a new member types in the last weeks', async () => {
    const m = await member(1);
    for (const [kg, days] of [
      [92, 22],
      [90.3, 15],
      [88.6, 8],
      [86.9, 2],
    ] as const)
      await weigh(m.token, kg, daysAgo(days));
    expect((await reviewsOf(m.userId)).map((r) => r.reason)).toEqual(['fast_loss']);
  });

  it('refuses impossible weights and future times with a clear 400, and raises nothing from them', async () => {
    const m = await member();
    for (const payload of [
      { kind: 'weight', value: 0, measured_at: daysAgo(1) },
      { kind: 'weight', value: -1, measured_at: daysAgo(1) },
      { kind: 'weight', value: 1000, measured_at: daysAgo(1) },
      { kind: 'weight', value: 1e308, measured_at: daysAgo(1) },
      { kind: 'weight', value: 70, measured_at: new Date(Date.now() + 2 * DAY).toISOString() },
    ]) {
      const res = await call(m.token, 'POST', '/healthtracking/body', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await reviewsOf(m.userId)).toEqual([]);
  });

  it('the account export holds the reviews and the waist population; deleting the account removes them', async () => {
    const m = await member();
    expect((await call(m.token, 'PUT', '/healthtracking/height', { height_cm: 175 })).statusCode).toBe(200);
    await weigh(m.token, 58, daysAgo(5));
    await weigh(m.token, 55, daysAgo(1));
    expect((await call(m.token, 'PUT', '/healthtracking/metabolic-syndrome/waist-population', { population: 'japanese' })).statusCode).toBe(
      200,
    );
    expect(await reviewsOf(m.userId)).toHaveLength(1);
    const zip = await call(m.token, 'GET', '/user/export');
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const exported = JSON.parse(strFromU8(files['body.json']!));
    expect(exported.waist_population).toBe('japanese');
    expect(exported.weight_reviews).toEqual([
      expect.objectContaining({ reason: 'low_bmi', reviewed_at: null, evidence: expect.objectContaining({ bmi: 18 }) }),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      headers: bearer(m.token),
      payload: { password: m.password, confirmation: 'DELETE' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await reviewsOf(m.userId)).toEqual([]);
  });
});
