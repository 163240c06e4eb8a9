import { beforeAll, expect, it } from 'vitest';
import { bearer, createStaff, describeWithApp, signUp, type TestApp } from './test/helpers.js';

// Every route of the OpenAPI document, fed malformed ids, queries and bodies as a signed-in member:
// the answer is always a 4xx (or a 2xx for harmless input), never a 5xx.
const BODIES = [
  'null',
  '[]',
  '"text"',
  '123',
  '{"a":{"b":[1,{"c":null}]}}',
  '{"answers":{"q":{"x":1}},"step":-1}',
  '{"date":"2026-13-45","completed_items":{"action_x":"yes"},"item_values":{"0":{}},"exercise_tracking":[{"exercise_id":1}]}',
  '{"values":[{"marker_id":null,"value":"1e999","unit":5}],"test_date":"x"}',
  '{"csv":"test_date,marker,value,unit\\n\\"unterminated"}',
  '{"resourceType":"Bundle","entry":[null,1,"x",{"resource":[]}]}',
  '{"systolic":1e308,"diastolic":-1,"measured_at":"2026-01-01T00:00:00Z"}',
  '{"source":"apple_health","batch":0,"values":[{"kind":"weight","value":1e999,"measured_at":"2026-01-01T00:00:00Z"},{"kind":"steps","date":"2026-01-01","steps":1e308},{"kind":"blood_pressure","systolic":-0,"diastolic":"80","measured_at":"x\\u0000"}]}',
  '{"status":null,"is_completed":null,"has_condition":null,"source":{"suggestion_id":123}}',
  'not json at all',
  '{"firstName":"Av\\u0000ery","topic":"\\u0000","message":"hi\\u0000","notes":"\\u0000","answers":{"q\\u0000":"x"}}',
];
const IDS = ['x', '%00', '..%2f..', 'a'.repeat(300), "'; drop table users; --"];
const QUERY = '?today=9999-99-99&weeks=abc&pillar=%25&q=%25_%5C&ids=,,,&limit=-1&exclude_pillars=1&marker=%00';

async function apiPaths(t: TestApp) {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      // logout and password changes would end the session the test uses
      .filter(() => !/logout|\/password$/.test(path))
      .map((method) => ({ path, method })),
  );
}

describeWithApp('malformed input on every route', (t) => {
  let memberToken: string;
  let adminToken: string;
  let clinicianToken: string;
  // Member calls as a member, the care team's calls as an administrator (who may make every one but
  // setting a member's targets, which only clinicians do: decision 0091).
  const tokenFor = (path: string, method = 'get') =>
    !path.startsWith('/api/staff/') && !path.startsWith('/api/care/')
      ? memberToken
      : /\/targets(\/|$)/.test(path) && method !== 'get'
        ? clinicianToken
        : adminToken;
  beforeAll(async () => {
    memberToken = (await signUp(t)).token;
    adminToken = (await createStaff(t, 'admin')).token;
    clinicianToken = (await createStaff(t, 'clinician')).token;
  });

  it('refuses a NUL character in any id, query or body field with a 400', async () => {
    const failures: string[] = [];
    for (const { path, method } of await apiPaths(t)) {
      const withId = path.includes('{');
      const attempts = [
        ...(withId ? [{ url: path.replace(/\{[^}]+\}/g, 'a%00b'), payload: undefined }] : []),
        { url: `${path.replace(/\{[^}]+\}/g, 'some-id')}?q=%00`, payload: undefined },
        ...(method === 'get' || method === 'delete'
          ? []
          : [{ url: path.replace(/\{[^}]+\}/g, 'some-id'), payload: '{"text":"a\\u0000b","list":[{"note":"\\u0000"}]}' }]),
      ];
      for (const { url, payload } of attempts) {
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { ...bearer(tokenFor(path, method)), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(payload !== undefined ? { payload } : {}),
        });
        if (res.statusCode !== 400) failures.push(`${res.statusCode} ${method.toUpperCase()} ${url} ${payload ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers an edit racing a delete of the same reading or activity with 404, never 500', async () => {
    const when = new Date(Date.now() - 3_600_000).toISOString();
    const today = when.slice(0, 10);
    const kinds = [
      { path: '/api/healthtracking/bloodpressure', body: { systolic: 121, diastolic: 79, measured_at: when } },
      { path: '/api/healthtracking/activities', body: { date: today, type: 'walking', minutes: 30, intensity: 'moderate' } },
    ];
    const statuses = new Set<number>();
    for (const { path, body } of kinds) {
      for (let round = 0; round < 30; round++) {
        const created = await t.app.inject({ method: 'POST', url: path, headers: bearer(memberToken), payload: body });
        expect(created.statusCode).toBe(201);
        const url = `${path}/${created.json()._id as string}`;
        // The delete starts a little after the edit, by a varying delay, so that across the rounds it
        // lands between the edit's write and its read-back.
        const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        const answers = await Promise.all([
          t.app.inject({ method: 'PUT', url, headers: bearer(memberToken), payload: body }),
          later(round % 5).then(() => t.app.inject({ method: 'DELETE', url, headers: bearer(memberToken) })),
          later(round % 3).then(() => t.app.inject({ method: 'PUT', url, headers: bearer(memberToken), payload: body })),
        ]);
        for (const a of answers) statuses.add(a.statusCode);
      }
    }
    expect([...statuses].filter((s) => ![200, 204, 404].includes(s))).toEqual([]);
  });

  it('never answers 5xx', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const { path, method } of await apiPaths(t)) {
      for (const id of IDS) {
        const url = path.replace(/\{[^}]+\}/g, id) + (method === 'get' ? QUERY : '');
        const payloads = method === 'get' || method === 'delete' ? [undefined] : BODIES;
        for (const payload of payloads) {
          calls += 1;
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { ...bearer(tokenFor(path, method)), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(payload !== undefined ? { payload } : {}),
          });
          if (res.statusCode >= 500)
            failures.push(`${res.statusCode} ${method.toUpperCase()} ${url.slice(0, 80)} ${String(payload).slice(0, 60)}`);
          else if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 240_000);
});
