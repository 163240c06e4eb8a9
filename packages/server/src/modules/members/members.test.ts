import { beforeAll, expect, it } from 'vitest';
import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import { ACCESS_ACTIONS } from '../audit/audit.service.js';
import { newId } from '../../lib/tokens.js';
import {
  bearer,
  completeAnswers,
  createMember,
  createStaff,
  describeWithApp,
  surveyFromContent,
  type TestMember,
  type TestStaff,
  english,
} from '../../test/helpers.js';
import { ALERT_FILTER_FORBIDDEN } from './members.service.js';
import { listMembers } from './members.repository.js';

type ListItem = {
  _id: string;
  name: string;
  email: string;
  active_programs: string[];
  open_alerts: number | null;
  last_active_at: string | null;
};
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

describeWithApp('care team: members', (t) => {
  let coach: TestStaff;
  let clinician: TestStaff;
  let admin: TestStaff;
  const m: Record<string, TestMember> = {};

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const list = async (token: string, query: string) => {
    const res = await get(token, `/api/staff/members?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ members: ListItem[]; next_cursor: string | null }>();
  };
  const names = async (token: string, query: string) => (await list(token, query)).members.map((x) => x.name);
  const accessLog = async (member: TestMember) =>
    (await get(member.token, '/api/user/access-log')).json().entries as Array<{ staff_name: string; staff_role: string; action: string }>;

  beforeAll(async () => {
    coach = await createStaff(t, 'coach', { firstName: 'Avery', lastName: 'Thompsonstaff' });
    clinician = await createStaff(t, 'clinician');
    admin = await createStaff(t, 'admin');
    const people: Array<[string, string, string, string]> = [
      ['averyT', 'Avery', 'Tremblay', 'avery@tremblay-family.ca'],
      ['averyTh', 'Avery', 'Thompson', 'a.thompson@example.ca'],
      ['bob', 'Bob', 'TREMBLAY', 'bob.t@example.ca'],
      ['claire', 'Claire', 'Tremblay-Roy', 'claire@example.ca'],
      ['maryAnn', 'Mary Ann', 'Smith', 'mas@example.ca'],
      ['vdb', 'Jordan', 'van der Berg', 'jordan.vdb@example.ca'],
      ['avery2', 'Zoe', 'Averyson', 'zoe@example.ca'],
    ];
    for (const [key, firstName, lastName, email] of people) m[key] = await createMember(t, { firstName, lastName, email });
  });

  it('finds members by the start of a name or e-mail, case-insensitively, in name order, never staff', async () => {
    expect(await names(coach.token, 'q=tremb')).toEqual(['Avery Tremblay', 'Bob TREMBLAY', 'Claire Tremblay-Roy']);
    expect(await names(coach.token, 'q=TREMBLAY')).toEqual(['Avery Tremblay', 'Bob TREMBLAY', 'Claire Tremblay-Roy']);
    expect(await names(coach.token, 'q=avery%20t')).toEqual(['Avery Thompson', 'Avery Tremblay']);
    expect(await names(coach.token, 'q=tremblay%20av')).toEqual(['Avery Tremblay']);
    expect(await names(coach.token, 'q=avery%40')).toEqual(['Avery Tremblay']);
    // A first name, a last name or an address that starts with the word.
    expect(await names(coach.token, 'q=avery')).toEqual(['Zoe Averyson', 'Avery Thompson', 'Avery Tremblay']);
    expect(await names(coach.token, 'q=mary%20ann%20sm')).toEqual(['Mary Ann Smith']);
    expect(await names(coach.token, 'q=van%20der')).toEqual(['Jordan van der Berg']);
    expect(await names(coach.token, 'q=thompsonstaff')).toEqual([]);
    // From the start only; % and _ are plain characters.
    expect(await names(coach.token, 'q=remblay')).toEqual([]);
    expect(await names(coach.token, 'q=%25')).toEqual([]);
    expect(await names(coach.token, 'q=_')).toEqual([]);
    const all = await list(coach.token, 'limit=100');
    expect(all.members.map((x) => x._id)).not.toContain(coach.userId);
    expect(all.members.find((x) => x._id === m.averyT!.userId)).toEqual({
      _id: m.averyT!.userId,
      name: 'Avery Tremblay',
      email: 'avery@tremblay-family.ca',
      last_active_at: null,
      active_programs: [],
      open_alerts: null,
    });
  });

  it('filters by open alerts for roles that manage alerts, with their counts; a coach gets 403', async () => {
    const alert = (userId: string, resolved: boolean) =>
      t.db
        .insertInto('alerts')
        .values({
          id: newId(),
          user_id: userId,
          kind: 'bp_crisis',
          source_key: `test:${newId()}`,
          summary: 'Blood pressure 190/125',
          created_at: new Date().toISOString(),
          acknowledged_by: null,
          acknowledged_at: null,
          resolved_by: resolved ? clinician.userId : null,
          resolved_at: resolved ? new Date().toISOString() : null,
          resolution_note: resolved ? 'Called' : null,
        })
        .execute();
    await alert(m.claire!.userId, false);
    await alert(m.claire!.userId, false);
    await alert(m.bob!.userId, true);
    for (const staff of [clinician, admin]) {
      const open = await list(staff.token, 'alerts=open');
      expect(open.members.map((x) => [x.name, x.open_alerts])).toEqual([['Claire Tremblay-Roy', 2]]);
      const tremb = await list(staff.token, 'q=tremb');
      expect(tremb.members.map((x) => x.open_alerts)).toEqual([0, 0, 2]);
    }
    const refused = await get(coach.token, '/api/staff/members?alerts=open');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: english(ALERT_FILTER_FORBIDDEN) });
    expect((await list(coach.token, 'q=tremb')).members.map((x) => x.open_alerts)).toEqual([null, null, null]);
  });

  it('filters by active programme and by last activity, and lists the programmes being done', async () => {
    expect((await send(m.averyTh!.token, 'POST', '/api/programs/walk-to-150/start')).statusCode).toBe(201);
    expect((await send(m.averyTh!.token, 'POST', '/api/programs/sleep-reset-14/start')).statusCode).toBe(201);
    expect((await send(m.bob!.token, 'POST', '/api/programs/walk-to-150/start')).statusCode).toBe(201);
    expect((await send(m.bob!.token, 'POST', '/api/programs/walk-to-150/leave')).statusCode).toBe(200);
    const active = await list(coach.token, 'program=active');
    expect(active.members.map((x) => [x.name, x.active_programs])).toEqual([['Avery Thompson', ['Walk to 150', '14-Day Sleep Reset']]]);
    const none = await names(coach.token, 'program=none&q=t');
    expect(none).toEqual(['Avery Tremblay', 'Bob TREMBLAY', 'Claire Tremblay-Roy']);

    const touch = (member: TestMember, days: number) =>
      t.db
        .updateTable('users')
        .set({ last_active_at: new Date(Date.now() - days * DAY).toISOString() })
        .where('id', '=', member.userId)
        .execute();
    await touch(m.averyTh!, 100);
    await touch(m.averyT!, 2);
    await touch(m.bob!, 20);
    await touch(m.claire!, 60);
    await touch(m.maryAnn!, 200);
    expect(await names(coach.token, 'active_within=7')).toEqual(['Avery Tremblay']);
    expect(await names(coach.token, 'active_within=30')).toEqual(['Avery Tremblay', 'Bob TREMBLAY']);
    expect(await names(coach.token, 'active_within=90&q=tremb')).toEqual(['Avery Tremblay', 'Bob TREMBLAY', 'Claire Tremblay-Roy']);
    expect(await names(clinician.token, 'active_within=90&alerts=open&program=none')).toEqual(['Claire Tremblay-Roy']);
    for (const bad of ['active_within=14', 'program=maybe', 'alerts=closed', 'limit=0', 'limit=101']) {
      expect((await get(coach.token, `/api/staff/members?${bad}`)).statusCode).toBe(400);
    }
  });

  it('pages with an opaque cursor in (last name, first name, id) order, without gaps or repeats', async () => {
    const ids: string[] = [];
    for (const [first, last] of [
      ['Ana', 'Pagewood'],
      ['Ben', 'pagewood'],
      ['Ana', 'Pagewood'],
      ['Cy', 'Pagewell'],
      ['Ana', 'Pagewood'],
      ['Dee', 'Pagewoods'],
      ['Eve', 'Pagewood'],
      // Matched by first name: each way of matching is paged on its own, then merged in name order.
      ['Pagewyn', 'Abbott'],
      ['Pagewin', 'Zed'],
    ]) {
      ids.push((await createMember(t, { firstName: first, lastName: last })).userId);
    }
    const seen: ListItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(coach.token, `q=pagew&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.members.length).toBeLessThanOrEqual(3);
      seen.push(...page.members);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((x) => x.name)).toEqual([
      'Pagewyn Abbott',
      'Cy Pagewell',
      'Ana Pagewood',
      'Ana Pagewood',
      'Ana Pagewood',
      'Ben pagewood',
      'Eve Pagewood',
      'Dee Pagewoods',
      'Pagewin Zed',
    ]);
    expect(new Set(seen.map((x) => x._id)).size).toBe(9);
    const anas = seen.filter((x) => x.name === 'Ana Pagewood').map((x) => x._id);
    expect(anas).toEqual([...anas].sort());
    // The whole list pages the same way.
    const first = await list(coach.token, 'limit=2');
    const second = await list(coach.token, `limit=2&cursor=${encodeURIComponent(first.next_cursor!)}`);
    const four = await list(coach.token, 'limit=4');
    expect([...first.members, ...second.members].map((x) => x._id)).toEqual(four.members.map((x) => x._id));

    const bad = await get(coach.token, '/api/staff/members?cursor=bm90LWFuLWlk');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(['cursor must be the next_cursor of a previous page']);
  });

  it('answers malformed searches, cursors and ids with a 4xx, never a 5xx', async () => {
    const queries = [
      'q=%00',
      `q=${'a'.repeat(101)}`,
      'q=%25_%5C%27%22',
      `q=${encodeURIComponent('\u{10FFFF}\u{10FFFF}')}`,
      'q=%20%20%20',
      'q=a%20b%20c%20d%20e%20f%20g%20h',
      'cursor=%00',
      'cursor=!!!',
      `cursor=${'x'.repeat(401)}`,
      'limit=abc',
    ];
    for (const query of queries) {
      const res = await get(admin.token, `/api/staff/members?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
    for (const id of ['a%00b', 'a'.repeat(300), "'%3B%20drop%20table%20users%3B%20--"]) {
      for (const url of [`/api/staff/members/${id}`, `/api/staff/members/${id}/health`]) {
        const res = await get(admin.token, url);
        expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('refuses a crafted cursor (a NUL inside its base64url, any other shape) with a 400, on the member list and the access log', async () => {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    const members = [
      'YQBi', // "a\0b"
      b64(`${m.bob!.userId}\u0000`),
      b64("x' or '1'='1"),
      b64('a'.repeat(65)),
      `${b64(m.bob!.userId)}=`, // not the one spelling next_cursor uses
      b64('\u{10FFFF}'),
    ];
    for (const cursor of members) {
      const res = await get(admin.token, `/api/staff/members?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, `${cursor}: ${res.body}`).toBe(400);
      expect(res.json().errors).toEqual(['cursor must be the next_cursor of a previous page']);
    }
    const audit = [
      `2026-01-01T00:00:00.000Z|a${'\u0000'}b`,
      '2026-01-01T00:00:00.000Z|',
      'not-a-date|abc',
      '2026-13-45T99:99:99.000Z|abc',
      `2026-01-01T00:00:00.000Z|${'a'.repeat(65)}`,
      '2026-01-01T00:00:00.000Z|a|b',
      "2026-01-01T00:00:00.000Z|x' or '1'='1",
    ];
    for (const cursor of audit) {
      const res = await get(admin.token, `/api/staff/audit?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, `${cursor}: ${res.body}`).toBe(400);
    }
    // What the calls hand out still pages.
    const page = (await get(admin.token, '/api/staff/audit?limit=1')).json<{ next_cursor: string | null }>();
    if (page.next_cursor) {
      const next = await get(admin.token, `/api/staff/audit?limit=1&cursor=${encodeURIComponent(page.next_cursor)}`);
      expect(next.statusCode, next.body).toBe(200);
    }
  });

  it('uses the indexes of migration 0010 (member search) for the first page, the next pages and the search', async () => {
    const postgres = t.db.getExecutor().adapter instanceof PostgresAdapter;
    const plan = async (filter: Parameters<typeof listMembers>[1], ordered = false) => {
      let compiled: { sql: string; parameters: readonly unknown[] } | undefined;
      const spy = t.db.withPlugin({
        transformQuery: (args) => {
          compiled = t.db.getExecutor().compileQuery(args.node, args.queryId);
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      await listMembers(spy, filter);
      // Small tables make a sequential scan cheapest; only the planner's ability to use the index is checked.
      return t.db.transaction().execute(async (trx) => {
        // With a few rows and no statistics yet, PostgreSQL sorts them; the ordered checks ask whether it can avoid that.
        if (postgres) await sql`set local enable_seqscan = off`.execute(trx);
        if (postgres && ordered) await sql`set local enable_sort = off`.execute(trx);
        const explain = postgres ? 'explain ' : 'explain query plan ';
        const rows = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + compiled!.sql, [...compiled!.parameters]));
        return rows.rows.map((r) => String(r['QUERY PLAN'] ?? r.detail)).join('\n');
      });
    };
    const first = await plan({ limit: 26 }, true);
    expect(first).toContain('users_name_sort_idx');
    expect(first).not.toMatch(/TEMP B-TREE|Sort Key/);
    expect(await plan({ limit: 26, after: { last: 'm', first: 'a', id: 'x' } }, true)).toContain('users_name_sort_idx');
    const search = await plan({ limit: 26, q: 'avery t' });
    for (const index of ['users_name_sort_idx', 'users_first_name_idx']) expect(search).toContain(index);
    expect(await plan({ limit: 26, q: 'avery@' })).toContain('users_email_lower_idx');
  });

  it("shows a member's overview with the figures of their own screens, and logs the read", async () => {
    const member = m.vdb!;
    expect((await send(member.token, 'POST', '/api/programs/sleep-reset-14/start')).statusCode).toBe(201);
    await t.db
      .updateTable('program_enrollments')
      .set({ started_at: new Date(Date.now() - 5 * DAY).toISOString(), start_day: daysAgo(5) })
      .where('user_id', '=', member.userId)
      .execute();
    for (const d of [3, 2, 1]) {
      const res = await send(member.token, 'POST', '/api/programs/sleep-reset-14/track', {
        date: daysAgo(d),
        item_values: { 3: 7 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const own = (await get(member.token, '/api/programs/in-progress')).json().programs[0];
    await send(member.token, 'POST', '/api/healthtracking/activities', {
      date: daysAgo(1),
      type: 'walking',
      minutes: 40,
      intensity: 'moderate',
    });
    const pillars = (await get(member.token, '/api/lifestyle/pillars')).json();
    const sleep = pillars.find((p: { slug: string }) => p.slug === 'sleep');
    await send(member.token, 'POST', `/api/lifestyle/pillars/${sleep._id}/toggle`);
    await send(member.token, 'POST', '/api/program-requests', { topic: 'Help with sleep', pillar_id: 'sleep', message: 'I wake at 4.' });

    const res = await get(coach.token, `/api/staff/members/${member.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json();
    expect(overview.member).toMatchObject({ _id: member.userId, firstName: 'Jordan', lastName: 'van der Berg', email: member.email });
    expect(overview.pillars).toEqual([{ name: sleep.name, slug: 'sleep' }]);
    expect(overview.programs).toEqual([
      {
        _id: own.progress._id,
        title: '14-Day Sleep Reset',
        status: 'active',
        started_at: own.progress.started_at,
        start_day: own.progress.start_day,
        progress_percent: Math.round(own.progress.percent),
        days_tracked: 3,
        schedule: { per: 'day', target: 1 },
        adherence_percent: Math.round(own.progress.adherence * 100),
        current_streak: own.progress.current_streak,
        last_tracked: daysAgo(1),
      },
    ]);
    expect(overview.programs[0].current_streak).toBeGreaterThanOrEqual(1);
    expect(overview.activity.weeks).toHaveLength(12);
    expect(overview.activity.weeks.reduce((s: number, w: { mvpa_minutes: number }) => s + w.mvpa_minutes, 0)).toBe(40);
    expect(overview.activity.targets).toEqual({ mvpa_minutes: 150, strength_days: 2 });
    expect(overview.requests).toEqual([expect.objectContaining({ topic: 'Help with sleep', status: 'pending' })]);
    expect(overview.can).toEqual({ health: false, alerts: false, account: false });
    expect((await get(clinician.token, `/api/staff/members/${member.userId}`)).json().can).toEqual({
      health: true,
      alerts: true,
      account: false,
    });

    expect((await accessLog(member)).slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ staff_name: 'Noor Haddad', staff_role: 'clinician', action: ACCESS_ACTIONS.viewedRecord }),
        expect.objectContaining({ staff_name: 'Avery Thompsonstaff', staff_role: 'coach', action: ACCESS_ACTIONS.viewedRecord }),
      ]),
    );
  });

  it('lets an administrator turn off a member’s lost second factor: logged, e-mailed, and only administrators', async () => {
    const member = await createMember(t, { firstName: 'Lou', lastName: 'Lostphone' });
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: member.email, password: member.password } });
    const reset = (token: string, id = member.userId) => send(token, 'POST', `/api/staff/members/${id}/second-factor/reset`);

    // Not turned on: nothing to turn off.
    expect((await reset(admin.token)).statusCode).toBe(409);
    await t.db
      .updateTable('users')
      .set({ totp_secret: 'not-used-here', totp_enabled_at: new Date().toISOString() })
      .where('id', '=', member.userId)
      .execute();
    expect((await login()).json().code).toBe('TOTP_REQUIRED');
    expect((await get(admin.token, `/api/staff/members/${member.userId}`)).json()).toMatchObject({
      member: { second_factor: true },
      can: { account: true },
    });
    expect((await get(clinician.token, `/api/staff/members/${member.userId}`)).json().can.account).toBe(false);

    expect((await reset(coach.token)).statusCode).toBe(403);
    expect((await reset(clinician.token)).statusCode).toBe(403);
    expect((await reset(member.token)).statusCode).toBe(403);
    expect((await reset(admin.token, newId())).statusCode).toBe(404);
    expect((await reset(admin.token, admin.userId)).statusCode).toBe(404);

    const done = await reset(admin.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toContain('Lou Lostphone');
    expect((await login()).statusCode).toBe(200);
    expect((await get(admin.token, `/api/staff/members/${member.userId}`)).json().member.second_factor).toBe(false);

    expect((await accessLog(member)).map((e) => e.action)).toContain(ACCESS_ACTIONS.resetSecondFactor);
    const events = await t.db.selectFrom('security_events').select('type').where('user_id', '=', member.userId).execute();
    expect(events.map((e) => e.type)).toContain('second_factor_reset_by_staff');
    // One e-mail to the member (its address and body are erased once delivered).
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient_hash'])
      .where('kind', '=', 'second-factor-reset')
      .execute();
    expect(mail).toHaveLength(1);
    // Turning it off again is refused: it is off.
    expect((await reset(admin.token)).statusCode).toBe(409);
  });

  it("gives the care team a member's answers in French in each questionnaire's own published wording", async () => {
    const member = await createMember(t, { firstName: 'Lou', lastName: 'Gagnonfrench', email: 'lou.french@example.ca' });
    // Every item at 2 points ("More than half the days"), the PHQ-9's item 9 at 0.
    const atTwo = (key: string, except: Record<string, number> = {}) => {
      const def = surveyFromContent(t, key);
      return Object.fromEntries(
        def.questions.map((q) => [q.key, q.type === 'single_choice' ? q.options.find((o) => o.points === (except[q.key] ?? 2))!.key : '']),
      );
    };
    for (const [key, answers] of [
      ['gad-7', atTwo('gad-7')],
      ['phq-9', atTwo('phq-9', { q9_self_harm: 0 })],
      ['exercise-vital-sign', { days_per_week: 3, minutes_per_day: 30 }],
    ] as const) {
      const res = await send(member.token, 'POST', `/api/surveys/${key}/responses`, { answers });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/staff/members/${member.userId}/health`,
      headers: { ...bearer(clinician.token), 'accept-language': 'fr-CA' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answers = (title: RegExp) =>
      (res.json().surveys as Array<{ survey: { title: string }; answers: Array<{ question: string; answer: string }> }>).find((s) =>
        title.test(s.survey.title),
      )!.answers;
    expect(new Set(answers(/GAD-7/).map((a) => a.answer))).toEqual(new Set(['Plus de la moitié des jours']));
    expect(answers(/GAD-7/)[0]!.question).toBe('Sentiment de nervosité, d’anxiété ou de tension');
    expect(new Set(answers(/PHQ-9/).map((a) => a.answer))).toEqual(new Set(['Plus de sept jours', 'Jamais']));
    expect(answers(/Signe vital/)[0]).toEqual({
      question:
        'En moyenne, combien de jours par semaine faites-vous de l’exercice d’intensité moyenne à élevée (comme une marche rapide)?',
      answer: '3 jours',
    });
  });

  it('answers 404 for anyone who is not a member, and logs nothing for it', async () => {
    const before = (await get(admin.token, '/api/staff/audit?limit=200')).json().entries.length;
    for (const id of [newId(), coach.userId, admin.userId]) {
      for (const url of [`/api/staff/members/${id}`, `/api/staff/members/${id}/health`]) {
        const res = await get(admin.token, url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Member not found' });
      }
    }
    expect((await get(admin.token, '/api/staff/audit?limit=200')).json().entries.length).toBe(before);
  });

  it('gives clinicians and administrators the health record, answers in words, and logs each read', async () => {
    const member = m.maryAnn!;
    await t.db.updateTable('users').set({ sex: 'female' }).where('id', '=', member.userId).execute();
    const audit = surveyFromContent(t, 'audit-c');
    const answers = completeAnswers(audit);
    expect((await send(member.token, 'POST', '/api/surveys/audit-c/responses', { answers })).statusCode).toBe(201);
    await send(member.token, 'PUT', '/api/conditions/hypertension/member', { has_condition: true });
    await send(member.token, 'POST', '/api/healthtracking/bloodpressure', {
      systolic: 142,
      diastolic: 88,
      measured_at: new Date(Date.now() - DAY).toISOString(),
    });
    const report = await send(member.token, 'POST', '/api/healthtracking/bloodpresults/reports', {
      test_date: daysAgo(3),
      lab_name: 'LifeLabs',
      values: [{ marker_id: 'ldl-c', value: 4.2, unit: 'mmol/L' }],
    });
    expect(report.statusCode, report.body).toBe(201);

    const refused = await get(coach.token, `/api/staff/members/${member.userId}/health`);
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json()).sort()).toEqual(['message']);

    const res = await get(clinician.token, `/api/staff/members/${member.userId}/health`);
    expect(res.statusCode, res.body).toBe(200);
    const health = res.json();
    expect(health.sex).toBe('female');
    expect(health.conditions).toEqual([expect.objectContaining({ name: expect.stringMatching(/blood pressure|hypertension/i) })]);
    expect(health.surveys).toHaveLength(1);
    const completion = health.surveys[0];
    expect(completion.survey).toEqual({ _id: expect.any(String), title: audit.title });
    expect(completion.score).toEqual(expect.any(Number));
    expect(completion.range_text).toEqual(expect.any(String));
    const q1 = audit.questions[0]!;
    expect(completion.answers[0]).toEqual({
      question: q1.text,
      answer: q1.type === 'single_choice' ? q1.options.find((o) => o.key === answers[q1.key])!.text : expect.any(String),
    });
    expect(completion.answers).toHaveLength(Object.keys(answers).length);
    expect(health.labs.latest).toEqual([expect.objectContaining({ marker_key: 'ldl-c', value: 4.2, status: expect.any(String) })]);
    expect(health.labs.reports).toEqual([expect.objectContaining({ lab_name: 'LifeLabs', test_date: daysAgo(3) })]);
    expect(health.blood_pressure.readings).toEqual([expect.objectContaining({ systolic: 142, diastolic: 88 })]);
    expect(health.blood_pressure.threshold).toMatchObject({ systolic: 130, diastolic: 80 });

    expect((await get(admin.token, `/api/staff/members/${member.userId}/health`)).statusCode).toBe(200);
    const log = await accessLog(member);
    expect(log.slice(0, 2).map((e) => [e.staff_role, e.action])).toEqual(
      expect.arrayContaining([
        ['admin', ACCESS_ACTIONS.viewedHealth],
        ['clinician', ACCESS_ACTIONS.viewedHealth],
      ]),
    );
    const entries = (await get(admin.token, `/api/staff/audit?member_id=${member.userId}`)).json().entries;
    expect(entries[0]).toMatchObject({
      staff: { _id: admin.userId, role: 'admin' },
      member: { _id: member.userId },
      ip: expect.any(String),
    });
  });
});
