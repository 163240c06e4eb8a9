import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, RECENT_TRACKING_DAYS, weekStart } from '@wellpath/shared/programs/progress';
import { bearer, completeAnswers, createTestApp, DATABASES, signUp, surveyFromContent, type TestApp } from '../../test/helpers.js';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASES)('programmes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload ?? {} });
  const track = (token: string, id: string, payload: object) => post(token, `/api/programs/${id}/track`, payload);
  /** Moves an enrolment's start back, as if the member had started it `days` ago. */
  const backdate = async (programKey: string, days: number) => {
    const program = await t.db.selectFrom('programs').select('id').where('key', '=', programKey).executeTakeFirstOrThrow();
    await t.db
      .updateTable('program_enrollments')
      .set({ started_at: new Date(Date.now() - days * 86_400_000).toISOString(), start_day: daysAgo(days + 1) })
      .where('program_id', '=', program.id)
      .where('status', '=', 'active')
      .execute();
  };

  it('lists the catalogue with filters and shows a programme with action items and exercises', async () => {
    const { token } = await signUp(t);
    const all = (await get(token, '/api/programs')).json().programs;
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.every((p: { member_status: string }) => p.member_status === 'available')).toBe(true);
    const exercise = (await get(token, '/api/programs?type=exercise')).json().programs;
    expect(exercise.length).toBeGreaterThanOrEqual(3);
    expect(exercise.every((p: { type: string; level: string }) => p.type === 'exercise' && p.level)).toBe(true);
    const sleep = (await get(token, '/api/programs?pillar=sleep')).json().programs;
    expect(sleep.map((p: { key: string }) => p.key)).toContain('sleep-reset-14');
    expect((await get(token, '/api/programs?type=yoga')).statusCode).toBe(400);
    const detail = (await get(token, '/api/programs/strength-foundations')).json();
    expect(detail.program.exercises[0]).toMatchObject({
      exercise_id: expect.any(String),
      name: expect.any(String),
      sets: expect.any(Number),
      reps: expect.any(Number),
      unit: expect.any(String),
    });
    expect(detail.progress).toBeNull();
    const ids = detail.program.exercises.map((e: { exercise_id: string }) => e.exercise_id).join(',');
    const exercises = (await get(token, `/api/exercises?ids=${ids}`)).json().exercises;
    expect(exercises).toHaveLength(detail.program.exercises.length);
    expect(exercises[0].instructions.length).toBeGreaterThan(1);
  });

  it('starts up to two programmes and refuses a third with PROGRAM_LIMIT_REACHED', async () => {
    const { token } = await signUp(t);
    expect((await post(token, '/api/programs/walk-to-150/start')).statusCode).toBe(201);
    expect((await post(token, '/api/programs/walk-to-150/start')).json().code).toBe('PROGRAM_ALREADY_ACTIVE');
    expect((await post(token, '/api/programs/sleep-reset-14/start')).statusCode).toBe(201);
    const third = await post(token, '/api/programs/reconnect-4wk/start');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'PROGRAM_LIMIT_REACHED',
      message: 'You can only have 2 active programs at a time. Please complete existing programs before starting a new one.',
    });
    const inProgress = (await get(token, '/api/programs/in-progress')).json().programs;
    expect(inProgress).toHaveLength(2);
    expect(inProgress[0]).toMatchObject({
      program: { _id: expect.any(String), title: expect.any(String) },
      progress: { _id: expect.any(String), started_at: expect.any(String), tracking_history: [] },
    });
  });

  it('never lets two concurrent starts exceed the limit', async () => {
    const { token } = await signUp(t);
    await post(token, '/api/programs/walk-to-150/start');
    const results = await Promise.all(
      ['sleep-reset-14', 'reconnect-4wk', 'stress-breathing-21'].map((k) => post(token, `/api/programs/${k}/start`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await get(token, '/api/programs/in-progress')).json().programs).toHaveLength(2);
  });

  it('starts a suggested programme from its suggestion, which then leaves the suggestions', async () => {
    const { token } = await signUp(t);
    await post(token, '/api/surveys/health-profile/responses', {
      answers: completeAnswers(surveyFromContent(t, 'health-profile'), { smoking: 'smoke_current' }),
    });
    const [s] = (await get(token, '/api/surveys/suggested-programs'))
      .json()
      .suggested_programs.filter((x: { program: { title: string } }) => /Smoke-Free/.test(x.program.title));
    const started = await post(token, `/api/programs/${s.program._id}/start`, { source: 'suggestion' });
    expect(started.statusCode).toBe(201);
    const left = (await get(token, '/api/surveys/suggested-programs')).json().suggested_programs;
    expect(left.find((x: { suggestion: { _id: string } }) => x.suggestion._id === s.suggestion._id)).toBeUndefined();
  });

  it('tracks a daily programme day by day: upsert per day, streak and adherence in days', async () => {
    const { token } = await signUp(t);
    const { program } = (await post(token, '/api/programs/sleep-reset-14/start')).json();
    expect(program.schedule).toEqual({ per: 'day', target: 1 });
    await backdate('sleep-reset-14', 3);
    const rested = program.action_items[4].options[1];
    const first = await track(token, program._id, { date: today(), completed_items: [2], item_values: { 3: 7, 4: rested } });
    expect(first.statusCode).toBe(200);
    expect(first.json().tracking_history).toEqual([
      expect.objectContaining({ date: today(), completed_items: [2], item_values: { 3: 7, 4: rested } }),
    ]);
    const edited = await track(token, program._id, { date: today(), completed_items: [], item_values: { 3: 8, 4: '' } });
    expect(edited.json().tracking_history).toEqual([
      expect.objectContaining({ date: today(), completed_items: [], item_values: { 3: 8 } }),
    ]);
    const progress = (await track(token, program._id, { date: daysAgo(1), item_values: { 3: 6 } })).json();
    expect(progress.days_tracked).toBe(2);
    expect(progress.current_streak).toBe(2);
    // Started 4 days ago: two days missed, yesterday and today tracked.
    expect(progress).toMatchObject({ adherence: 0.4, periods_met: 2, periods_counted: 5 });
    expect(progress.this_week.target).toBeGreaterThan(0);
    expect(progress.end_date).toBeTruthy();
  });

  it('lists only the recent tracked days with the runs, counting every day, and the full history on the programme page', async () => {
    const { token } = await signUp(t);
    const { program } = (await post(token, '/api/programs/sleep-reset-14/start')).json();
    await backdate('sleep-reset-14', 60);
    for (const day of [daysAgo(50), daysAgo(41), daysAgo(40), today()])
      expect((await track(token, program._id, { date: day, item_values: { 3: 7 } })).statusCode).toBe(200);
    const from = addDays(today(), 1 - RECENT_TRACKING_DAYS);

    const [running] = (await get(token, '/api/programs/in-progress')).json().programs;
    expect(running.progress).toMatchObject({ days_tracked: 4, last_tracked: today(), tracking_history_from: from });
    expect(running.progress.tracking_history.map((e: { date: string }) => e.date)).toEqual(
      [daysAgo(41), daysAgo(40), today()].filter((d) => d >= from),
    );

    const detail = (await get(token, `/api/programs/${program._id}`)).json();
    expect(detail.progress.tracking_history_from).toBeNull();
    expect(detail.progress.tracking_history.map((e: { date: string }) => e.date)).toEqual([daysAgo(50), daysAgo(41), daysAgo(40), today()]);
    expect(detail.progress).toMatchObject({ days_tracked: 4, adherence: running.progress.adherence });
    // The list reads only the days its figures look at (to the programme's end; three of these are
    // after it), and its figures are the page's, which reads every day.
    const figures = (p: Record<string, unknown>) => {
      const { tracking_history: _h, tracking_history_from: _f, ...rest } = p;
      return rest;
    };
    expect(figures(running.progress)).toEqual(figures(detail.progress));
    // A programme whose duration the database no longer holds as the server does (content changed
    // under it): the list reads every day rather than trusting the shorter bound.
    const stored = await t.db
      .selectFrom('programs')
      .select(['id', 'duration', 'duration_unit'])
      .where('key', '=', 'sleep-reset-14')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('programs').set({ duration: 1, duration_unit: 'days' }).where('id', '=', stored.id).execute();
    try {
      await track(token, program._id, { date: today(), item_values: { 3: 7 } });
      const [again] = (await get(token, '/api/programs/in-progress')).json().programs;
      expect(figures(again.progress)).toEqual(figures(running.progress));
    } finally {
      await t.db
        .updateTable('programs')
        .set({ duration: stored.duration, duration_unit: stored.duration_unit })
        .where('id', '=', stored.id)
        .execute();
    }

    // The care team's overview keeps the latest day even when it is older than the window.
    const { token: other } = await signUp(t);
    const again = (await post(other, '/api/programs/sleep-reset-14/start')).json();
    await backdate('sleep-reset-14', 60);
    await track(other, again.program._id, { date: daysAgo(55), item_values: { 3: 7 } });
    const [old] = (await get(other, '/api/programs/in-progress')).json().programs;
    expect(old.progress).toMatchObject({ days_tracked: 1, last_tracked: daysAgo(55), tracking_history: [], tracking_history_from: from });
  });

  it('counts a weekly programme in weeks on target, and never the week still in progress', async () => {
    const { token } = await signUp(t);
    const { program, progress: started } = (await post(token, '/api/programs/walk-to-150/start')).json();
    expect(program.schedule).toEqual({ per: 'week', target: 5 });
    // Started on the Monday two weeks before this one.
    const monday = weekStart(today());
    const start = addDays(monday, -14);
    await t.db
      .updateTable('program_enrollments')
      .set({ started_at: `${start}T09:00:00.000Z`, start_day: start })
      .where('id', '=', started._id)
      .execute();
    const walk = (date: string) => track(token, program._id, { date, item_values: { 0: 30 } });
    // Five walks the first week, two the second.
    for (const n of [0, 1, 2, 3, 4, 7, 8]) expect((await walk(addDays(start, n))).statusCode).toBe(200);
    let progress = (await get(token, '/api/programs/walk-to-150')).json().progress;
    expect(progress).toMatchObject({ days_tracked: 7, adherence: 0.5, periods_met: 1, periods_counted: 2, current_streak: 0 });
    expect(progress.this_week).toEqual({ done: 0, target: 5 });

    // Three more walks the second week put it on target: two weeks in a row, and this week still open.
    for (const n of [9, 10, 11]) await walk(addDays(start, n));
    progress = (await get(token, '/api/programs/walk-to-150')).json().progress;
    expect(progress).toMatchObject({ adherence: 1, periods_met: 2, periods_counted: 2, current_streak: 2 });
  });

  it('refuses bad tracking with what is wrong and keeps the stored entry', async () => {
    const { token } = await signUp(t);
    const { program } = (await post(token, '/api/programs/walk-to-150/start')).json();
    await track(token, program._id, { date: today(), item_values: { 0: 30 } });
    const cases: Array<[object, RegExp]> = [
      [{ date: today(), item_values: { 0: 999 } }, /between 0 and 240/],
      [{ date: today(), item_values: { 1: 'Sprinting' } }, /must be one of/],
      [{ date: today(), completed_items: [42] }, /not an action item/],
      [{ date: '2099-01-01' }, /future/],
      [{ date: '2000-01-01' }, /before you started/],
      [{ date: today(), exercise_tracking: [{ exercise_id: 'x', sets_completed: [] }] }, /no exercises/],
      [{ date: 'yesterday' }, /calendar day/],
    ];
    for (const [payload, message] of cases) {
      const res = await track(token, program._id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.join(' ')).toMatch(message);
    }
    const detail = (await get(token, `/api/programs/${program._id}`)).json();
    expect(detail.progress.tracking_history).toEqual([expect.objectContaining({ item_values: { 0: 30 } })]);
  });

  it('tracks an exercise programme set by set with action_N keys, and not beyond the target sets', async () => {
    const { token } = await signUp(t);
    const { program } = (await post(token, '/api/programs/strength-foundations/start')).json();
    const ex = program.exercises[0];
    const sets = Array.from({ length: ex.sets }, (_, i) => ({
      amount: String(ex.reps - i),
      weight: i === 0 ? '5.5' : '',
      notes: '',
      unit: ex.unit,
      completed: true,
    }));
    const res = await track(token, program._id, {
      date: today(),
      completed_items: { action_0: true },
      item_values: { action_1: program.action_items[1].options[0] },
      exercise_tracking: [{ exercise_id: ex.exercise_id, sets_completed: sets }],
    });
    expect(res.statusCode).toBe(200);
    const entry = res.json().tracking_history[0];
    expect(entry.completed_items).toEqual({ action_0: true });
    expect(entry.item_values).toEqual({ action_1: program.action_items[1].options[0] });
    expect(entry.exercise_tracking[0].sets_completed[0]).toEqual({
      amount: ex.reps,
      weight: 5.5,
      notes: '',
      unit: ex.unit,
      completed: true,
    });
    expect(entry.exercise_tracking[0].sets_completed[1].weight).toBeNull();
    const tooMany = await track(token, program._id, {
      date: today(),
      exercise_tracking: [{ exercise_id: ex.exercise_id, sets_completed: [...sets, sets[0]] }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([`No more than ${ex.sets} sets can be recorded for this exercise`]);
  });

  it('finishes only at the end date, leaves at any time, and keeps past programmes with their tracking', async () => {
    const { token } = await signUp(t);
    const { program } = (await post(token, '/api/programs/sodium-reset-2wk/start')).json();
    await track(token, program._id, { date: today(), completed_items: [0] });
    const early = await post(token, `/api/programs/${program._id}/finish`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/on or after/);
    await backdate('sodium-reset-2wk', 15);
    const finished = await post(token, `/api/programs/${program._id}/finish`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({
      progress: null,
      past: [{ status: 'completed', days_tracked: 1 }],
      program: { member_status: 'completed' },
    });

    const walk = (await post(token, '/api/programs/walk-to-150/start')).json().program;
    expect((await post(token, `/api/programs/${walk._id}/leave`)).json().past[0].status).toBe('left');
    const past = (await get(token, '/api/programs/past')).json().programs;
    expect(past).toHaveLength(2);
    expect((await get(token, '/api/programs/in-progress')).json().programs).toHaveLength(0);
    // A slot is free again.
    expect((await post(token, '/api/programs/walk-to-150/start')).statusCode).toBe(201);
  });

  it('reopens a finished programme with its tracking, if a slot is free; not a run the member left', async () => {
    const { token } = await signUp(t);
    const other = await signUp(t);
    const { program } = (await post(token, '/api/programs/sleep-reset-14/start')).json();
    await track(token, program._id, { date: today(), completed_items: [0] });
    expect((await post(token, `/api/programs/${program._id}/reopen`)).statusCode).toBe(409);
    await backdate('sleep-reset-14', 30);
    expect((await post(token, `/api/programs/${program._id}/finish`)).json().program.member_status).toBe('completed');

    // Someone else's finished run is not theirs to reopen.
    expect((await post(other.token, `/api/programs/${program._id}/reopen`)).statusCode).toBe(404);

    // Both slots taken: the limit holds, and the run stays finished.
    await post(token, '/api/programs/walk-to-150/start');
    await post(token, '/api/programs/sodium-reset-2wk/start');
    const full = await post(token, `/api/programs/${program._id}/reopen`);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('PROGRAM_LIMIT_REACHED');
    expect((await get(token, `/api/programs/${program._id}`)).json()).toMatchObject({ progress: null, past: [{ status: 'completed' }] });

    await post(token, '/api/programs/sodium-reset-2wk/leave');
    const reopened = await post(token, `/api/programs/${program._id}/reopen`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      program: { member_status: 'active' },
      progress: { status: 'active', days_tracked: 1 },
      past: [],
    });
    expect((await get(token, '/api/programs/in-progress')).json().programs).toHaveLength(2);
    // Tracking goes on in the same run.
    expect((await track(token, program._id, { date: daysAgo(1), completed_items: [0] })).json().days_tracked).toBe(2);

    // A run the member left is started again, not reopened.
    await post(token, '/api/programs/sodium-reset-2wk/start');
    await post(token, '/api/programs/sodium-reset-2wk/leave');
    expect((await post(token, '/api/programs/sodium-reset-2wk/reopen')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/programs/${program._id}/reopen` })).statusCode).toBe(401);
  });

  it("keeps each member's programmes to themselves", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const { program } = (await post(a.token, '/api/programs/walk-to-150/start')).json();
    expect((await track(b.token, program._id, { date: today() })).statusCode).toBe(404);
    expect((await post(b.token, `/api/programs/${program._id}/leave`)).statusCode).toBe(404);
    expect((await get(b.token, '/api/programs/in-progress')).json().programs).toEqual([]);
    expect((await get(b.token, `/api/programs/${program._id}`)).json().progress).toBeNull();
  });

  // Tracking writes through the active run in one statement (decision 0053): the answer is the run as
  // the programme list shows it, the other run is left alone, and an ended run takes nothing.
  it('answers a tracked day with the run as the list shows it, and writes nothing to a run that ended', async () => {
    const { token } = await signUp(t);
    const walk = (await post(token, '/api/programs/walk-to-150/start')).json().program;
    const sodium = (await post(token, '/api/programs/sodium-reset-2wk/start')).json().program;
    await backdate('walk-to-150', 60);
    const old = await track(token, walk._id, { date: daysAgo(50), completed_items: [0] });
    expect(old.statusCode).toBe(200);
    const answer = await track(token, walk._id, { date: today(), completed_items: [0], item_values: { 0: 30 } });
    expect(answer.statusCode).toBe(200);
    const list = (await get(token, '/api/programs/in-progress')).json().programs as Array<{ program: { _id: string }; progress: object }>;
    expect(answer.json()).toEqual(list.find((p) => p.program._id === walk._id)!.progress);
    expect(answer.json()).toMatchObject({ days_tracked: 2, tracking_history: [expect.objectContaining({ date: today() })] });
    expect(list.find((p) => p.program._id === sodium._id)!.progress).toMatchObject({ days_tracked: 0, tracking_history: [] });
    // The same day again replaces it.
    const again = await track(token, walk._id, { date: today(), completed_items: [], item_values: { 0: 45 } });
    expect(again.json()).toMatchObject({ days_tracked: 2, tracking_history: [expect.objectContaining({ item_values: { 0: 45 } })] });
    // An earlier day (before the listed ones) again: counted once, and the answer is still the list's.
    const older = await track(token, walk._id, { date: daysAgo(50), completed_items: [] });
    const listed = (await get(token, '/api/programs/in-progress')).json().programs as typeof list;
    expect(older.json()).toEqual(listed.find((p) => p.program._id === walk._id)!.progress);
    expect(older.json()).toMatchObject({ days_tracked: 2, last_tracked: today() });

    await post(token, `/api/programs/${sodium._id}/leave`);
    const rows = async () => (await t.db.selectFrom('tracking_entries').select('id').execute()).length;
    const before = await rows();
    expect((await track(token, sodium._id, { date: today() })).statusCode).toBe(404);
    expect(await rows()).toBe(before);
  });
});

describe.each(DATABASES)('exercise library and programme requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts exercises by category, filters and searches', async () => {
    const { token } = await signUp(t);
    const cats = (await t.app.inject({ method: 'GET', url: '/api/exercises/categories', headers: bearer(token) })).json().categories;
    expect(cats.map((c: { category: string }) => c.category)).toEqual(['strength', 'cardio', 'flexibility', 'balance', 'mobility']);
    expect(cats.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBeGreaterThanOrEqual(30);
    const balance = (await t.app.inject({ method: 'GET', url: '/api/exercises?category=balance', headers: bearer(token) })).json()
      .exercises;
    expect(balance.every((e: { category: string }) => e.category === 'balance')).toBe(true);
    const plank = (await t.app.inject({ method: 'GET', url: '/api/exercises?q=PLANK', headers: bearer(token) })).json().exercises;
    expect(plank.map((e: { key: string }) => e.key)).toContain('plank');
    expect((await t.app.inject({ method: 'GET', url: '/api/exercises/plank', headers: bearer(token) })).json().default_unit).toBe(
      'seconds',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/exercises/nope', headers: bearer(token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/exercises?q=%25', headers: bearer(token) })).json().exercises).toEqual([]);
  });

  it('stores a request, lists it with its status, and checks its input', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const send = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/program-requests', headers: bearer(token), payload });
    const created = await send(a.token, {
      topic: 'Cooking for one on a budget',
      pillar_id: 'nutrition',
      message: 'I live alone and would like simple heart-healthy meals.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'pending', reply: null, pillar: { slug: 'nutrition' } });
    const bad = await send(a.token, { topic: '', message: 'x'.repeat(2001), pillar_id: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['Topic is required', 'Message must be at most 2000 characters']);
    expect((await send(a.token, { topic: 'T', message: 'M', pillar_id: 'nope' })).json().errors).toEqual([
      'Choose a lifestyle pillar from the list',
    ]);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/program-requests', headers: bearer(a.token) })).json().requests;
    expect(mine).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/program-requests', headers: bearer(b.token) })).json().requests).toEqual([]);
  });
});
