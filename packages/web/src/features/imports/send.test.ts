import { afterEach, describe, expect, it } from 'vitest';
import { planFor, savedPlan, savePlan } from './send';

describe('the saved plan of a stopped import', () => {
  afterEach(() => localStorage.clear());

  it('reads back the plan it saved', () => {
    const plan = planFor('imp-1', 'fitbit', 'export.zip|10|1', {
      kinds: new Set(['weight', 'steps'] as const),
      from: '2026-01-01',
      to: '2026-11-01',
    });
    savePlan(plan);
    expect(savedPlan()).toEqual({ ...plan, kinds: ['steps', 'weight'] });
    savePlan(null);
    expect(savedPlan()).toBeNull();
  });

  it('reads a value of another shape, or not JSON, as no plan', () => {
    for (const text of [
      '{"importId":"imp-1","source":"myspace","file":"f","kinds":[],"from":"","to":""}',
      '{"importId":1}',
      '[]',
      'null',
      '{',
    ]) {
      localStorage.setItem('wellpath.import.resume', text);
      expect(savedPlan(), text).toBeNull();
    }
  });
});
