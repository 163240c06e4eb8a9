import { describe, expect, it } from 'vitest';
import type { ScaleBand } from '@wellpath/shared/health/wire';
import { bandTicks, referenceBand, scaleBands } from './marker-history';

const hdlBands = [
  { key: 'low', status: 'low', tone: 'caution', from: null, to: 1.3, label: 'Low' },
  { key: 'normal', status: 'normal', tone: 'normal', from: 1.3, to: null, label: 'Normal' },
] as unknown as ScaleBand[];

describe('bands on a marker chart', () => {
  it('gives an open band above every value a height, so a value on its edge is not drawn inside the band below', () => {
    const bands = scaleBands(hdlBands, [1.1, 1.2, 1.3]);
    const normal = bands.find((b) => b.label === 'Normal')!;
    expect(normal.from).toBe(1.3);
    expect(normal.to).toBeGreaterThan(1.3);
    const low = bands.find((b) => b.label === 'Low')!;
    expect(low.to).toBe(1.3);
    expect(low.from).toBeLessThanOrEqual(1.1);
  });

  it('does the same for a normal range with only a lower limit, and one with only an upper limit', () => {
    expect(referenceBand({ min: 1.3, max: null }, [1.1, 1.3])!.to).toBeGreaterThan(1.3);
    expect(referenceBand({ min: null, max: 5.9 }, [5.9, 6.4])!.from).toBeLessThan(5.9);
  });

  it('keeps the axis at zero or above for values that cannot be negative', () => {
    expect(bandTicks([0.05, 1], [{ from: null, to: 0.05 }])[0]).toBe(0);
    expect(bandTicks([0.2, 0.4], [{ from: 0.4, to: null }]).at(-1)).toBeGreaterThan(0.4);
  });
});
