import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@wellpath/shared/api/contract';
import { createTestApp, type TestApp } from './test/helpers.js';

// Areas whose routes are still written by hand; each leaves this list when its calls are declared.
const NOT_YET_DECLARED: string[] = [];

describe('the API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers a route for every declared call', () => {
    const registered = new Set(t.app.apiRoutes);
    expect(Object.keys(contract).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('registers no route that is not declared', () => {
    const declared = new Set(Object.keys(contract));
    const undeclared = t.app.apiRoutes
      .filter((key) => !declared.has(key))
      .filter((key) => !NOT_YET_DECLARED.some((p) => key.split(' ')[1]!.startsWith(p)));
    expect(undeclared).toEqual([]);
  });

  it('documents every declared call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const key of Object.keys(contract)) {
      const [method, path] = key.split(' ') as [string, string];
      const openApiPath = `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
      expect(doc.paths[openApiPath]?.[method.toLowerCase()], key).toBeDefined();
    }
  });
});
