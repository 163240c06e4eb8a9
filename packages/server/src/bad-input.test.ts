import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from './test/helpers.js';

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
  '{"status":null,"is_completed":null,"has_condition":null,"source":{"suggestion_id":123}}',
  'not json at all',
];
const IDS = ['x', '%00', '..%2f..', 'a'.repeat(300), "'; drop table users; --"];
const QUERY = '?today=9999-99-99&weeks=abc&pillar=%25&q=%25_%5C&ids=,,,&limit=-1&exclude_pillars=1';

describe('malformed input on every route', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    token = (await signUp(t)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 5xx', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const failures: string[] = [];
    let calls = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        if (/logout|\/password$/.test(path)) continue; // would end the session the test uses
        for (const id of IDS) {
          const url = path.replace(/\{[^}]+\}/g, id) + (method === 'get' ? QUERY : '');
          const payloads = method === 'get' || method === 'delete' ? [undefined] : BODIES;
          for (const payload of payloads) {
            calls += 1;
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers: { ...bearer(token), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
              ...(payload !== undefined ? { payload } : {}),
            });
            if (res.statusCode >= 500)
              failures.push(`${res.statusCode} ${method.toUpperCase()} ${url.slice(0, 80)} ${String(payload).slice(0, 60)}`);
            else if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);
});
