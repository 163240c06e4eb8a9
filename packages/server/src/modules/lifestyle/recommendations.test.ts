import { expect, it } from 'vitest';
import { bearer, createMember, describeWithApp } from '../../test/helpers.js';
import { RecommendationService } from './recommendations.service.js';

describeWithApp('recommendations', (t) => {
  const userId = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const list = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/lifestyle/recommendations/user${query}`, headers: bearer(token) });
  const setStatus = (token: string, id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/lifestyle/recommendations/${id}/status`, headers: bearer(token), payload });

  async function memberWithRecommendations() {
    const m = await createMember(t);
    const id = await userId(m.email);
    await RecommendationService.recommend(t.db, id, 'general-know-blood-pressure', {
      type: 'score_range',
      survey_id: 'health-profile-id',
      survey_title: 'Health profile',
      score: 7,
      range_text: 'Some risk factors',
    });
    await RecommendationService.recommend(t.db, id, 'sleep-consistent-schedule', {
      type: 'question_option',
      survey_id: 'sleep-check-in-id',
      survey_title: 'Sleep check-in',
      question_text: 'How regular is your bedtime?',
      option_text: 'It changes a lot',
    });
    return { ...m, id };
  }

  it('returns general recommendations with every field of the spec, and their source', async () => {
    const m = await memberWithRecommendations();
    const res = await list(m.token, '?exclude_pillars=true');
    expect(res.statusCode).toBe(200);
    const { recommendations } = res.json();
    expect(recommendations).toHaveLength(1);
    expect(recommendations[0]).toMatchObject({
      title: expect.any(String),
      category: expect.any(String),
      subcategory: expect.any(String),
      description: expect.stringContaining('<p>'),
      color: expect.stringMatching(/^(blue|green|red|yellow|purple|indigo|pink|orange|teal)$/),
      status: 'not_started',
      is_completed: false,
      survey_title: 'Health profile',
      external_links: expect.arrayContaining([expect.objectContaining({ url: expect.stringMatching(/^https:\/\//) })]),
      source: { type: 'score_range', score: 7, range_text: 'Some risk factors' },
      pillar: null,
    });
  });

  it('filters by pillar slug and lists all without a filter', async () => {
    const m = await memberWithRecommendations();
    const sleep = (await list(m.token, '?pillar=sleep')).json().recommendations;
    expect(sleep).toHaveLength(1);
    expect(sleep[0]).toMatchObject({
      pillar: { slug: 'sleep' },
      source: { type: 'question_option', option_text: 'It changes a lot', question_text: 'How regular is your bedtime?' },
    });
    expect((await list(m.token)).json().recommendations).toHaveLength(2);
    expect((await list(m.token, '?pillar=nope')).statusCode).toBe(404);
    expect((await list(m.token, '?exclude_pillars=maybe')).statusCode).toBe(400);
  });

  it('never creates the same recommendation twice for a member', async () => {
    const m = await memberWithRecommendations();
    expect(await RecommendationService.recommend(t.db, m.id, 'sleep-consistent-schedule', null)).toBe(false);
    expect((await list(m.token)).json().recommendations).toHaveLength(2);
  });

  it('follows the status machine and orders in_progress first, completed newest first', async () => {
    const m = await memberWithRecommendations();
    const [a, b] = (await list(m.token)).json().recommendations;
    const start = await setStatus(m.token, b._id, { status: 'in_progress', is_completed: false });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ status: 'in_progress', is_completed: false });
    expect((await list(m.token)).json().recommendations.map((r: { _id: string }) => r._id)).toEqual([b._id, a._id]);

    const done = await setStatus(m.token, b._id, { status: 'completed', is_completed: true });
    expect(done.json()).toMatchObject({ status: 'completed', is_completed: true });
    expect((await setStatus(m.token, a._id, { is_completed: true })).json().status).toBe('completed');
    const after = (await list(m.token)).json().recommendations;
    expect(after.map((r: { _id: string }) => r._id)).toEqual([a._id, b._id]);
    expect(after.every((r: { is_completed: boolean }) => r.is_completed)).toBe(true);
  });

  it('takes a completed recommendation back: undo to not started, or reopen to in progress', async () => {
    const m = await memberWithRecommendations();
    const [a] = (await list(m.token)).json().recommendations;
    await setStatus(m.token, a._id, { status: 'completed', is_completed: true });
    const undone = await setStatus(m.token, a._id, { status: 'not_started', is_completed: false });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'not_started', is_completed: false });
    await setStatus(m.token, a._id, { status: 'completed', is_completed: true });
    expect((await setStatus(m.token, a._id, { status: 'in_progress', is_completed: false })).json()).toMatchObject({
      status: 'in_progress',
      is_completed: false,
    });
    const [again] = (await list(m.token)).json().recommendations.filter((r: { _id: string }) => r._id === a._id);
    expect(again).toMatchObject({ status: 'in_progress', is_completed: false });
  });

  it('refuses an illegal transition with a 400 and stores nothing', async () => {
    const m = await memberWithRecommendations();
    const [a] = (await list(m.token)).json().recommendations;
    await setStatus(m.token, a._id, { status: 'in_progress', is_completed: false });
    const back = await setStatus(m.token, a._id, { status: 'not_started', is_completed: false });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('A recommendation that is in progress cannot become not started');
    await setStatus(m.token, a._id, { status: 'completed', is_completed: true });
    const [again] = (await list(m.token)).json().recommendations.filter((r: { _id: string }) => r._id === a._id);
    expect(again.status).toBe('completed');
    expect((await setStatus(m.token, a._id, { status: 'finished' })).statusCode).toBe(400);
    expect((await setStatus(m.token, a._id, {})).statusCode).toBe(400);
    expect((await setStatus(m.token, a._id, { status: 'completed', is_completed: false })).statusCode).toBe(400);
  });

  it("answers 404 for another member's recommendation and changes nothing", async () => {
    const owner = await memberWithRecommendations();
    const intruder = await createMember(t);
    const [rec] = (await list(owner.token)).json().recommendations;
    const res = await setStatus(intruder.token, rec._id, { status: 'in_progress' });
    expect(res.statusCode).toBe(404);
    expect((await list(owner.token)).json().recommendations.find((r: { _id: string }) => r._id === rec._id).status).toBe('not_started');
    expect((await list(intruder.token)).json().recommendations).toEqual([]);
    expect((await setStatus(intruder.token, 'no-such-id', { status: 'in_progress' })).statusCode).toBe(404);
  });
});
