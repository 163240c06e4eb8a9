import { describe, expect, it } from 'vitest';
import { needsPillarWarning } from './pillars.js';

const pillars = (active: boolean[]) => active.map((is_active, i) => ({ _id: `p${i}`, is_active }));

describe('pillar warning', () => {
  it('warns when activating a third pillar while two are active', () => {
    expect(needsPillarWarning(pillars([true, true, false]), 'p2')).toBe(true);
  });
  it('does not warn for the first or second pillar, nor when deactivating', () => {
    expect(needsPillarWarning(pillars([false, false]), 'p0')).toBe(false);
    expect(needsPillarWarning(pillars([true, false]), 'p1')).toBe(false);
    expect(needsPillarWarning(pillars([true, true, false]), 'p0')).toBe(false);
  });
  it('does not warn for an unknown pillar', () => {
    expect(needsPillarWarning(pillars([true, true]), 'nope')).toBe(false);
  });
});
