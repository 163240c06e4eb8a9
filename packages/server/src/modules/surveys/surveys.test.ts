import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, completeAnswers, createTestApp, DATABASES, signUp, surveyFromContent, type TestApp } from '../../test/helpers.js';

describe.each(DATABASES)('surveys and onboarding on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const submit = (token: string, key: string, answers: object) => post(token, `/api/surveys/${key}/responses`, { answers });
  const status = async (token: string) => (await get(token, '/api/user/onboarding/status')).json();

  it('lists the default surveys and hides points and triggers from the member', async () => {
    const { token } = await signUp(t);
    const list = await get(token, '/api/surveys');
    expect(list.statusCode).toBe(200);
    const keys = list.json().surveys.map((s: { key: string }) => s.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'health-profile',
        'phq-9',
        'gad-7',
        'audit-c',
        'exercise-vital-sign',
        'eating-check',
        'sleep-check',
        'stress-check',
        'social-connection-check',
      ]),
    );
    const detail = await get(token, '/api/surveys/phq-9');
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.survey.questions).toHaveLength(9);
    expect(JSON.stringify(body)).not.toMatch(/"points"|"triggers"/);
    expect((await get(token, `/api/surveys/${body.survey._id}`)).json().survey.key).toBe('phq-9');
    expect((await get(token, '/api/surveys/nope')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/surveys' })).statusCode).toBe(401);
  });

  it('in French, shows each questionnaire in its own French, a validated one in its published wording', async () => {
    const { token } = await signUp(t);
    type Question = {
      key: string;
      text: string;
      help?: string;
      unit?: string;
      lang?: string;
      options?: Array<{ key: string; text: string; lang?: string }>;
    };
    const french = async (key: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/surveys/${key}`, headers: { ...bearer(token), 'accept-language': 'fr-CA' } })).json()
        .survey.questions as Question[];
    // Every survey's questions, help, options and units are those of its own French content, and none is marked English.
    for (const survey of t.app.services.content.byLocale.fr.surveys) {
      const shown = await french(survey.key);
      expect(
        shown.map((q) => q.key),
        survey.key,
      ).toEqual(survey.questions.map((q) => q.key));
      survey.questions.forEach((q, i) => {
        const s = shown[i]!;
        expect({ text: s.text, help: s.help, unit: s.unit }, `${survey.key} ${q.key}`).toEqual({
          text: q.text,
          help: q.help,
          unit: q.type === 'number' ? q.unit : undefined,
        });
        if ('options' in q)
          expect(
            s.options!.map((o) => o.text),
            `${survey.key} ${q.key}`,
          ).toEqual(q.options.map((o) => o.text));
        expect(s.lang || s.options?.some((o) => o.lang), `${survey.key} ${q.key} marked English`).toBeFalsy();
      });
    }
    // The same English answer keeps each questionnaire's published French (French-Canadian PHQ-9 and GAD-7).
    const [gad, phq, audit, evs] = await Promise.all(['gad-7', 'phq-9', 'audit-c', 'exercise-vital-sign'].map(french));
    expect(gad![0]!.text).toBe('Sentiment de nervosité, d’anxiété ou de tension');
    expect(gad![0]!.options!.map((o) => o.text)).toEqual([
      'Jamais',
      'Plusieurs jours',
      'Plus de la moitié des jours',
      'Presque tous les jours',
    ]);
    expect(phq![0]!.options!.map((o) => o.text)).toEqual(['Jamais', 'Plusieurs jours', 'Plus de sept jours', 'Presque tous les jours']);
    expect(audit![0]!.text).toBe('À quelle fréquence vous arrive-t-il de consommer des boissons contenant de l’alcool?');
    expect(evs![0]).toMatchObject({ unit: 'jours' });
    // English answers are as the database holds them.
    const english = (await get(token, '/api/surveys/gad-7')).json().survey.questions as Question[];
    expect(english[0]!.text).toBe('Feeling nervous, anxious, or on edge');
    expect(english.some((q) => q.lang)).toBe(false);
  });

  it('walks onboarding: start, an answer that adds a survey with its reason, skip, unskip, completion', async () => {
    const { token } = await signUp(t);
    const before = await status(token);
    expect(before).toMatchObject({ status: 'not_started', show_onboarding: true, total_surveys: 3, progress: 0 });
    expect(before.welcome_text).toMatch(/Welcome/);
    expect((await post(token, '/api/user/onboarding/start')).statusCode).toBe(200);
    const started = await status(token);
    expect(started).toMatchObject({ status: 'in_progress', current_survey_index: 0 });
    const [profile, evs, eating] = started.surveys;

    const hp = surveyFromContent(t, 'health-profile');
    const res = await submit(
      token,
      profile._id,
      completeAnswers(hp, { alcohol: 'alcohol_yes', smoking: 'smoke_current', conditions: ['cond_high_bp'] }),
    );
    expect(res.statusCode).toBe(201);
    const response = res.json();
    expect(response.in_onboarding).toBe(true);
    expect(response.outcomes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'survey_added',
          title: expect.stringMatching(/AUDIT-C/),
          source: expect.objectContaining({ type: 'question_option', option_text: 'Yes', question_text: 'Do you drink alcohol?' }),
        }),
        expect.objectContaining({
          type: 'recommendation',
          source: expect.objectContaining({ type: 'question_option', survey_title: expect.any(String) }),
        }),
        expect.objectContaining({ type: 'program_suggested', title: expect.any(String) }),
      ]),
    );

    const after = await status(token);
    expect(after.total_surveys).toBe(4);
    expect(after.progress).toBe(25);
    expect(after.current_survey_index).toBe(1);
    expect(after.survey_completion[profile._id]).toBe(true);
    const audit = after.surveys[3];
    expect(audit.added_reason).toMatchObject({
      trigger_type: 'question_option',
      option_text: 'Yes',
      question_text: 'Do you drink alcohol?',
      source_survey_title: 'Health profile',
    });
    expect(after.survey_history).toHaveLength(1);
    expect(after.survey_history[0].surveys[audit._id]).toMatchObject({ trigger_type: 'question_option', option_text: 'Yes' });

    // Skip the current survey, then take it back.
    expect((await post(token, `/api/user/onboarding/survey/${evs._id}/skip`)).statusCode).toBe(200);
    expect((await status(token)).current_survey_index).toBe(2);
    expect((await post(token, `/api/user/onboarding/survey/${evs._id}/unskip`)).statusCode).toBe(200);
    expect((await status(token)).current_survey_index).toBe(1);
    expect((await post(token, '/api/user/onboarding/survey/not-in-sequence/skip')).statusCode).toBe(404);

    // Skip one and complete the rest: onboarding is completed; progress counts only completions.
    await post(token, `/api/user/onboarding/survey/${evs._id}/skip`);
    expect((await submit(token, eating._id, completeAnswers(surveyFromContent(t, 'eating-check')))).statusCode).toBe(201);
    expect((await submit(token, 'audit-c', completeAnswers(surveyFromContent(t, 'audit-c')))).statusCode).toBe(201);
    const done = await status(token);
    expect(done).toMatchObject({ status: 'completed', show_onboarding: true, progress: 75, current_survey_index: -1 });
    expect(done.completion_text).toBeTruthy();
    expect((await post(token, '/api/user/onboarding/completion/seen')).statusCode).toBe(200);
    expect((await status(token)).show_onboarding).toBe(false);

    const suggested = (await get(token, '/api/surveys/suggested-programs')).json().suggested_programs;
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested[0]).toMatchObject({
      program: { _id: expect.any(String), title: expect.any(String), duration: expect.any(Number) },
      suggestion: { _id: expect.any(String), source: { type: expect.stringMatching(/question_option|score_range/) } },
    });
  });

  it('applies triggers once however often the survey is retaken, and keeps every completion', async () => {
    const { token } = await signUp(t);
    const hp = surveyFromContent(t, 'health-profile');
    const answers = completeAnswers(hp, { alcohol: 'alcohol_yes', smoking: 'smoke_current' });
    const first = (await submit(token, 'health-profile', answers)).json();
    const recsAfterFirst = (await get(token, '/api/lifestyle/recommendations/user')).json().recommendations.length;
    const second = (await submit(token, 'health-profile', answers)).json();
    expect(first.outcomes.length).toBeGreaterThan(0);
    expect(second.outcomes).toEqual([]);
    expect((await get(token, '/api/lifestyle/recommendations/user')).json().recommendations).toHaveLength(recsAfterFirst);
    const history = (await get(token, '/api/surveys/health-profile/responses')).json();
    expect(history.responses.map((r: { _id: string }) => r._id)).toEqual([second._id, first._id]);
    expect(history.survey.completions).toBe(2);
  });

  it('scores on the server, records score ranges as the source, and raises the PHQ-9 item 9 alert', async () => {
    const { token } = await signUp(t);
    const phq = surveyFromContent(t, 'phq-9');
    const answers = Object.fromEntries(phq.questions.map((q) => [q.key, q.type === 'single_choice' ? q.options[2]!.key : '']));
    const res = (await submit(token, 'phq-9', answers)).json();
    expect(res.score).toBe(18);
    expect(res.range_text).toMatch(/^Moderately severe/);
    expect(res.alerts[0]).toMatchObject({ level: 'urgent', message: expect.stringContaining('911') });
    // Item 9 adds the support recommendation itself (its answer is the source); the range suggests the programme.
    const rec = res.outcomes.find((o: { type: string }) => o.type === 'recommendation');
    expect(rec.source).toMatchObject({ type: 'question_option', question_text: expect.stringMatching(/better off dead/) });
    const program = res.outcomes.find((o: { type: string }) => o.type === 'program_suggested');
    expect(program.source).toMatchObject({ type: 'score_range', score: 18 });
  });

  it('keeps the crisis resources on home after PHQ-9 item 9 with a minimal total', async () => {
    const { token } = await signUp(t);
    const phq = surveyFromContent(t, 'phq-9');
    const answers = Object.fromEntries(phq.questions.map((q) => [q.key, q.type === 'single_choice' ? q.options[0]!.key : '']));
    answers.q9_self_harm = 'q9_several_days';
    const res = (await submit(token, 'phq-9', answers)).json();
    expect(res.score).toBe(1);
    expect(res.range_text).toMatch(/^Minimal/);
    const home = (await get(token, '/api/lifestyle/recommendations/user?exclude_pillars=true')).json().recommendations;
    const support = home.find((r: { title: string }) => r.title === 'Reach out when stress feels like too much');
    expect(support.description).toMatch(/988/);
    expect(support.description).toMatch(/911/);
    expect(support.source).toMatchObject({ type: 'question_option', option_text: 'Several days' });
  });

  describe("sex: the health profile's question and the profile", () => {
    const sexOf = async (token: string) => (await get(token, '/api/user/profile')).json().sex;
    const put = (token: string, sex: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(token),
        payload: {
          firstName: 'Avery',
          lastName: 'Tremblay',
          dateOfBirth: '1975-06-15',
          address: '12 Elm Street',
          city: 'Ottawa',
          province: 'ON',
          postalCode: 'K1A 0B1',
          sex,
        },
      });

    it('sets the profile when it has no sex yet, and starts the question from the profile next time', async () => {
      const { token } = await signUp(t);
      const hp = surveyFromContent(t, 'health-profile');
      expect((await get(token, '/api/surveys/health-profile')).json().prefill).toEqual({});
      expect((await submit(token, 'health-profile', completeAnswers(hp, { sex: 'sex_male' }))).statusCode).toBe(201);
      expect(await sexOf(token)).toBe('male');
      expect((await get(token, '/api/surveys/health-profile')).json().prefill).toEqual({ sex: 'sex_male' });
      // The prefill follows the profile when the member changes it there.
      expect((await put(token, 'female')).statusCode).toBe(200);
      expect((await get(token, '/api/surveys/health-profile')).json().prefill).toEqual({ sex: 'sex_female' });
    });

    it('never overwrites the sex the member set on the profile, and leaves it unset when the question is skipped', async () => {
      const a = await signUp(t);
      const hp = surveyFromContent(t, 'health-profile');
      expect((await put(a.token, 'female')).statusCode).toBe(200);
      expect((await submit(a.token, 'health-profile', completeAnswers(hp, { sex: 'sex_male' }))).statusCode).toBe(201);
      expect(await sexOf(a.token)).toBe('female');
      const b = await signUp(t);
      expect((await submit(b.token, 'health-profile', completeAnswers(hp))).statusCode).toBe(201);
      expect(await sexOf(b.token)).toBeNull();
    });

    it("scores the AUDIT-C with the profile's sex, and with the women's cut-off (saying so) when it is unknown", async () => {
      const score3 = { q1_frequency: 'freq_2_4_month', q2_typical_amount: 'amount_3_4', q3_six_or_more: 'heavy_never' };
      const unknown = await signUp(t);
      const first = (await submit(unknown.token, 'audit-c', score3)).json();
      expect(first.score).toBe(3);
      expect(first.range_text).toMatch(/^Positive screen.*not on your profile/s);
      expect(first.outcomes.map((o: { title: string }) => o.title)).toContain('Drink less alcohol, or not at all');

      const man = await signUp(t);
      await put(man.token, 'male');
      const male = (await submit(man.token, 'audit-c', score3)).json();
      expect(male.range_text).toMatch(/^Lower risk/);
      expect(male.outcomes).toEqual([]);

      const woman = await signUp(t);
      await put(woman.token, 'female');
      expect((await submit(woman.token, 'audit-c', score3)).json().range_text).toMatch(/^Positive screen: a score of 3 or more/);

      // The health profile's answer counts at once for the surveys it adds.
      const hp = surveyFromContent(t, 'health-profile');
      const newcomer = await signUp(t);
      await submit(newcomer.token, 'health-profile', completeAnswers(hp, { sex: 'sex_male', alcohol: 'alcohol_yes' }));
      expect((await submit(newcomer.token, 'audit-c', score3)).json().range_text).toMatch(/^Lower risk/);
    });
  });

  it('marks the conditions the health profile names, once, and never one the member took off', async () => {
    const { token } = await signUp(t);
    const other = await signUp(t);
    const hp = surveyFromContent(t, 'health-profile');
    const conditions = async (who = token) =>
      (await get(who, '/api/conditions'))
        .json<Array<{ _id: string; key: string; has_condition: boolean; marked_from: unknown }>>()
        .filter((c) => c.has_condition)
        .map((c) => ({ key: c.key, marked_from: c.marked_from }));

    // High blood pressure and its treatment both name hypertension: marked once, said once.
    const first = (
      await submit(
        token,
        'health-profile',
        completeAnswers(hp, { conditions: ['cond_high_bp', 'cond_prediabetes', 'cond_type1_diabetes'], bp_treatment: 'bp_treated_yes' }),
      )
    ).json();
    const marked = first.outcomes.filter((o: { type: string }) => o.type === 'condition_marked');
    expect(marked).toEqual([
      {
        type: 'condition_marked',
        condition_id: expect.any(String),
        title: 'High blood pressure (hypertension)',
        source: expect.objectContaining({ type: 'question_option', option_text: 'High blood pressure', survey_title: 'Health profile' }),
      },
      expect.objectContaining({ type: 'condition_marked', title: 'Prediabetes' }),
      expect.objectContaining({ type: 'condition_marked', title: 'Type 1 diabetes' }),
    ]);
    expect(await conditions()).toEqual([
      {
        key: 'hypertension',
        marked_from: expect.objectContaining({
          type: 'question_option',
          option_text: 'High blood pressure',
          question_text: 'Has a health professional ever told you that you have any of these conditions?',
        }),
      },
      { key: 'prediabetes', marked_from: expect.objectContaining({ option_text: 'Prediabetes' }) },
      { key: 'type-1-diabetes', marked_from: expect.objectContaining({ option_text: 'Type 1 diabetes' }) },
    ]);
    expect((await get(token, '/api/user/profile')).json().conditions.map((c: { key: string }) => c.key)).toEqual([
      'hypertension',
      'prediabetes',
      'type-1-diabetes',
    ]);
    // Only this member's record.
    expect(await conditions(other.token)).toEqual([]);

    // The member takes prediabetes off: the same answers again do not put it back.
    await t.app.inject({
      method: 'PUT',
      url: `/api/conditions/${marked[1].condition_id}/member`,
      headers: bearer(token),
      payload: { has_condition: false },
    });
    const again = (
      await submit(
        token,
        'health-profile',
        completeAnswers(hp, { conditions: ['cond_high_bp', 'cond_prediabetes'], bp_treatment: 'bp_treated_yes' }),
      )
    ).json();
    expect(again.outcomes.filter((o: { type: string }) => o.type === 'condition_marked')).toEqual([]);
    expect((await conditions()).map((c) => c.key)).toEqual(['hypertension', 'type-1-diabetes']);

    // Marked again by the member: theirs now, and an answer may not take it off either.
    await t.app.inject({
      method: 'PUT',
      url: `/api/conditions/${marked[1].condition_id}/member`,
      headers: bearer(token),
      payload: { has_condition: true },
    });
    await submit(token, 'health-profile', completeAnswers(hp, { conditions: ['cond_none'], bp_treatment: 'bp_treated_no' }));
    expect(await conditions()).toEqual([
      { key: 'hypertension', marked_from: expect.objectContaining({ option_text: 'High blood pressure' }) },
      { key: 'prediabetes', marked_from: null },
      { key: 'type-1-diabetes', marked_from: expect.objectContaining({ option_text: 'Type 1 diabetes' }) },
    ]);
  });

  it('refuses incomplete or invalid answers with what is wrong, and stores nothing', async () => {
    const { token } = await signUp(t);
    const missing = await submit(token, 'audit-c', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatch(/^Please answer/);
    const audit = surveyFromContent(t, 'audit-c');
    const hidden = await submit(token, 'audit-c', { q1_frequency: 'freq_never', q2_typical_amount: 'amount_3_4' });
    expect(hidden.json().errors).toEqual([`"${audit.questions[1]!.text}" does not apply given your other answers`]);
    const unknown = await submit(token, 'audit-c', { ...completeAnswers(audit), bogus: 'x' });
    expect(unknown.json().errors).toEqual(['"bogus" is not a question of this survey']);
    const evs = await submit(
      token,
      'exercise-vital-sign',
      completeAnswers(surveyFromContent(t, 'exercise-vital-sign'), { days_per_week: 9 }),
    );
    expect(evs.statusCode).toBe(400);
    expect(evs.json().errors[0]).toMatch(/between 0 and 7/);
    const wrongShape = await post(token, '/api/surveys/audit-c/responses', { answers: 'yes' });
    expect(wrongShape.statusCode).toBe(400);
    expect((await get(token, '/api/surveys/audit-c/responses')).json().responses).toEqual([]);
  });

  it('keeps a draft on the server until the survey is submitted', async () => {
    const { token } = await signUp(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/surveys/gad-7/draft',
      headers: bearer(token),
      payload: { answers: { q1_nervous: undefined }, step: 0 },
    });
    expect(put.statusCode).toBe(200);
    const gad = surveyFromContent(t, 'gad-7');
    const firstKey = gad.questions[0]!.key;
    const firstOption = (gad.questions[0] as { options: Array<{ key: string }> }).options[1]!.key;
    await t.app.inject({
      method: 'PUT',
      url: '/api/surveys/gad-7/draft',
      headers: bearer(token),
      payload: { answers: { [firstKey]: firstOption }, step: 1 },
    });
    const detail = (await get(token, '/api/surveys/gad-7')).json();
    expect(detail.draft).toMatchObject({ answers: { [firstKey]: firstOption }, step: 1 });
    expect(detail.survey.has_draft).toBe(true);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/surveys/gad-7/draft',
      headers: bearer(token),
      payload: { answers: { [firstKey]: 'not-an-option' } },
    });
    expect(bad.statusCode).toBe(400);
    expect((await get(token, '/api/surveys/gad-7')).json().draft.answers).toEqual({ [firstKey]: firstOption });
    await submit(token, 'gad-7', completeAnswers(gad));
    expect((await get(token, '/api/surveys/gad-7')).json().draft).toBeNull();
  });

  it('throws a draft away on Start over (204, no body)', async () => {
    const { token } = await signUp(t);
    const gad = surveyFromContent(t, 'gad-7');
    const first = gad.questions[0] as { key: string; options: Array<{ key: string }> };
    await t.app.inject({
      method: 'PUT',
      url: '/api/surveys/gad-7/draft',
      headers: bearer(token),
      payload: { answers: { [first.key]: first.options[0]!.key }, step: 1 },
    });
    const discard = await t.app.inject({ method: 'DELETE', url: '/api/surveys/gad-7/draft', headers: bearer(token) });
    expect(discard.statusCode).toBe(204);
    expect(discard.body).toBe('');
    const detail = (await get(token, '/api/surveys/gad-7')).json();
    expect(detail.draft).toBeNull();
    expect(detail.survey.has_draft).toBe(false);
  });

  it("keeps each member's results, drafts and suggestions to themselves", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const hp = surveyFromContent(t, 'health-profile');
    const res = (await submit(owner.token, 'health-profile', completeAnswers(hp, { smoking: 'smoke_current' }))).json();
    expect((await get(other.token, `/api/surveys/responses/${res._id}`)).statusCode).toBe(404);
    expect((await get(owner.token, `/api/surveys/responses/${res._id}`)).statusCode).toBe(200);
    expect((await get(other.token, '/api/surveys/health-profile/responses')).json().responses).toEqual([]);
    const [suggestion] = (await get(owner.token, '/api/surveys/suggested-programs')).json().suggested_programs;
    expect((await post(other.token, `/api/programs/suggestions/${suggestion.suggestion._id}/remove`)).statusCode).toBe(404);
    expect((await post(owner.token, `/api/programs/suggestions/${suggestion.suggestion._id}/remove`)).statusCode).toBe(200);
    const left = (await get(owner.token, '/api/surveys/suggested-programs')).json().suggested_programs;
    expect(left.find((s: { suggestion: { _id: string } }) => s.suggestion._id === suggestion.suggestion._id)).toBeUndefined();
  });
});
