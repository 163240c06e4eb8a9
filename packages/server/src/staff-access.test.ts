import { beforeAll, expect, it } from 'vitest';
import { contract, type Contract } from '@wellpath/shared/api/contract';
import { splitKey, type DeclaredEndpoint } from '@wellpath/shared/api/endpoint';
import { can, STAFF_ROLES, type Permission, type StaffRole } from '@wellpath/shared/staff/roles';
import { newId } from './lib/tokens.js';
import { bearer, createMember, createStaff, describeWithApp } from './test/helpers.js';

// The care team's access matrix, walked in full: every declared call that is for staff, made with no
// session, a member's, each staff role's and a staff session still enrolling its second factor; and
// every member call made with staff sessions. A refusal says no more than a message (and a code).

type Key = keyof Contract;
const declared = Object.entries(contract) as Array<[Key, DeclaredEndpoint]>;
const staffCalls = declared.filter(([, d]) => d.access === 'staff' || d.access.startsWith('staff:')).map(([k]) => k);
const memberCalls = declared.filter(([, d]) => d.access === 'member').map(([k]) => k);
const signedInCalls = declared.filter(([, d]) => d.access === 'signed-in').map(([k]) => k);

/** Valid, harmless bodies: ids are random, so a call that is let through mostly answers 404. */
const BODIES: Partial<Record<Key, () => object>> = {
  'POST /staff/second-factor/confirm': () => ({ code: '000000' }),
  'POST /staff/alerts/:id/resolve': () => ({ note: 'Called the member; they are safe.' }),
  'POST /staff/alerts/:id/assign': () => ({ to: 'me' }),
  'POST /staff/requests/:id': () => ({ status: 'in_review', reply: 'We are looking at it.' }),
  'POST /staff/threads/:id': () => ({ body: 'Thank you for your message.' }),
  'POST /staff/accounts': () => ({ email: `invitee.${newId()}@clinic.example`, role: 'coach', firstName: 'Riley', lastName: 'Matrix' }),
  'POST /staff/accounts/:id/role': () => ({ role: 'coach' }),
  'POST /staff/members/:id/notes': () => ({ type: 'coaching', noted_on: '2026-01-05', text: 'Walking goal agreed.' }),
  'PUT /staff/members/:id/notes/:noteId': () => ({ type: 'coaching', noted_on: '2026-01-05', text: 'Walking goal agreed.' }),
  'POST /staff/members/:id/notes/:noteId/addenda': () => ({ text: 'Member confirmed by phone.' }),
  'POST /staff/members/:id/blood-pressure': () => ({ systolic: 132, diastolic: 84, measured_at: '2026-01-05T15:00:00.000Z' }),
  'POST /staff/members/:id/lab-reports': () => ({ test_date: '2026-01-05', values: [{ marker_id: 'ldl-c', value: 3.1, unit: 'mmol/L' }] }),
  'PUT /staff/members/:id/targets': () => ({ kind: 'activity', value: 150, note: 'The guideline minimum.' }),
  'POST /staff/members/:id/outreach/check-in': () => ({}),
  'POST /staff/members/:id/outreach/snooze': () => ({ days: 14, reason: 'On holiday until the end of the month.' }),
  'POST /staff/members/:id/outreach/reached': () => ({}),
  'POST /staff/requests/:id/assign': () => ({ to: 'me' }),
  'POST /staff/threads/:id/assign': () => ({ to: 'me' }),
  'POST /staff/saved-filters': () => ({ name: `Matrix ${newId()}`, filters: { program: 'none' } }),
  'PUT /care/calendar/hours': () => ({
    hours: { time_zone: 'America/Toronto', days: { sun: null, mon: null, tue: null, wed: null, thu: null, fri: null, sat: null } },
    types: [],
    meeting_url: null,
  }),
  'PUT /care/calendar/exceptions/:date': () => ({ hours: null, note: 'Holiday' }),
  'POST /care/calendar/appointments': () => ({ member_id: newId(), type: 'coaching', starts_at: '2030-01-07T15:00:00.000Z' }),
  'POST /care/calendar/appointments/:id/move': () => ({ starts_at: '2030-01-07T15:00:00.000Z' }),
  'POST /care/calendar/appointments/:id/cancel': () => ({ reason: 'The clinic is closed that day.' }),
  'PUT /care/calendar/appointments/:id/outcome': () => ({ status: 'attended' }),
  'PUT /care/calendar/appointments/:id/note': () => ({ note: 'Prefers mornings.' }),
};

type Caller = 'none' | 'member' | StaffRole | 'enrolling';

function permissionOf(def: DeclaredEndpoint): Permission | null {
  return def.access.startsWith('staff:') ? (def.access.slice('staff:'.length) as Permission) : null;
}

/** What the call must answer this caller: refused with 401 or 403, or let through. */
function expected(def: DeclaredEndpoint, caller: Caller): 401 | 403 | 'allowed' {
  if (caller === 'none') return 401;
  if (caller === 'member') return 403;
  if (caller === 'enrolling') return def.duringEnrolment ? 'allowed' : 403;
  const permission = permissionOf(def);
  return permission === null || can(caller, permission) ? 'allowed' : 403;
}

/** An error body holds a message and perhaps a code or the reasons of a 400: no stack, no SQL, no data. */
function expectBareError(body: Record<string, unknown>, status: number): void {
  const allowedKeys = status === 400 ? ['code', 'errors', 'message'] : ['code', 'message'];
  expect(
    Object.keys(body).every((k) => allowedKeys.includes(k)),
    JSON.stringify(body),
  ).toBe(true);
  expect(typeof body.message).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/stack|sql|select |insert |at \w+ \(|node_modules/i);
}

describeWithApp('care team access matrix', (t) => {
  const tokens = {} as Record<Exclude<Caller, 'none'>, string>;

  beforeAll(async () => {
    tokens.member = (await createMember(t)).token;
    for (const role of STAFF_ROLES) tokens[role] = (await createStaff(t, role)).token;
    // An administrator who has not set up the second factor yet: the session only opens enrolment.
    const enrolling = await createStaff(t, 'admin');
    await t.db.updateTable('users').set({ totp_enabled_at: null }).where('id', '=', enrolling.userId).execute();
    await t.db.updateTable('sessions').set({ stage: 'enrol' }).where('user_id', '=', enrolling.userId).execute();
    tokens.enrolling = enrolling.token;
  });

  function call(key: Key, caller: Caller) {
    const def: DeclaredEndpoint = contract[key];
    const { method, path } = splitKey(key);
    const url = `/api${path.replace(/:(\w+)/g, () => newId())}`;
    const body = BODIES[key];
    return t.app.inject({
      method,
      url,
      headers: caller === 'none' ? {} : bearer(tokens[caller]),
      ...(def.body ? { payload: body ? body() : {} } : {}),
    });
  }

  it('walks every staff call of the contract', () => {
    expect(staffCalls).toEqual(
      expect.arrayContaining(['GET /staff/me', 'GET /staff/members/:id/health', 'GET /staff/alerts', 'GET /staff/audit']),
    );
    for (const key of staffCalls) {
      const def: DeclaredEndpoint = contract[key];
      // A new call with a body needs a harmless one here, or a 400 would hide what the guard does.
      if (def.body) expect(BODIES[key], `a body for ${key}`).toBeDefined();
      expect(t.app.apiRoutes, `${key} has a route`).toContain(`${splitKey(key).method} ${splitKey(key).path}`);
    }
  });

  it.each(staffCalls)('%s: refused exactly where the role lacks the permission', async (key) => {
    const def: DeclaredEndpoint = contract[key];
    for (const caller of ['none', 'member', ...STAFF_ROLES, 'enrolling'] as Caller[]) {
      const res = await call(key, caller);
      const want = expected(def, caller);
      const where = `${key} as ${caller}: ${res.statusCode} ${res.body}`;
      if (want === 'allowed') {
        expect([401, 403], where).not.toContain(res.statusCode);
        expect(res.statusCode, where).toBeLessThan(500);
      } else {
        expect(res.statusCode, where).toBe(want);
      }
      if (res.statusCode >= 400) expectBareError(res.json(), res.statusCode);
      if (caller === 'enrolling' && want === 403) expect(res.json().code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    }
  });

  it("walks the calls of members and staff alike, among them the account page's (decision 0094)", () => {
    expect(signedInCalls).toEqual(
      expect.arrayContaining([
        'PUT /user/password',
        'GET /user/sessions',
        'POST /user/sessions/end-others',
        'POST /user/second-factor/recovery-codes',
      ]),
    );
  });

  it.each(signedInCalls)(
    '%s: open to members and every staff role; refused with no session, and while enrolling unless declared',
    async (key) => {
      const def: DeclaredEndpoint = contract[key];
      const { method, path } = splitKey(key);
      const url = `/api${path.replace(/:(\w+)/g, () => newId())}`;
      // Fresh sessions: a call such as logout ends the one it is made with.
      const enrolling = await createStaff(t, 'coach');
      await t.db.updateTable('sessions').set({ stage: 'enrol' }).where('user_id', '=', enrolling.userId).execute();
      const callers: Array<[Caller, string | null]> = [
        ['none', null],
        ['member', (await createMember(t)).token],
        ...(await Promise.all(STAFF_ROLES.map(async (role) => [role, (await createStaff(t, role)).token] as [Caller, string]))),
        ['enrolling', enrolling.token],
      ];
      for (const [caller, token] of callers) {
        const res = await t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(def.body ? { payload: {} } : {}) });
        const where = `${key} as ${caller}: ${res.statusCode} ${res.body}`;
        if (caller === 'none') expect(res.statusCode, where).toBe(401);
        else if (caller === 'enrolling' && !def.duringEnrolment) expect(res.json().code, where).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
        else {
          expect([401, 403], where).not.toContain(res.statusCode);
          expect(res.statusCode, where).toBeLessThan(500);
        }
        if (res.statusCode >= 400) expectBareError(res.json(), res.statusCode);
      }
    },
  );

  it.each(memberCalls)('%s: a member call refuses staff sessions with 403', async (key) => {
    for (const caller of [...STAFF_ROLES, 'enrolling'] as Caller[]) {
      const res = await call(key, caller);
      expect(res.statusCode, `${key} as ${caller}: ${res.body}`).toBe(403);
      expectBareError(res.json(), 403);
    }
  });

  it("gives the programme's clinical outcomes to clinicians and administrators, its engagement to every role (decision 0098)", async () => {
    expect(contract['GET /staff/outcomes/clinical'].access).toBe('staff:health:read');
    expect(contract['GET /staff/outcomes/clinical/csv'].access).toBe('staff:health:read');
    expect(contract['GET /staff/outcomes/engagement'].access).toBe('staff:members:read');
    expect(contract['GET /staff/outcomes/engagement/csv'].access).toBe('staff:members:read');
    const status = async (url: string, role: StaffRole) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(tokens[role]) })).statusCode;
    expect(await status('/api/staff/outcomes/clinical', 'coach')).toBe(403);
    expect(await status('/api/staff/outcomes/engagement', 'coach')).toBe(200);
    for (const role of ['clinician', 'admin'] as const) expect(await status('/api/staff/outcomes/clinical', role)).toBe(200);
  });
});
