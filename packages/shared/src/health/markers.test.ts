import { describe, expect, it } from 'vitest';
import { markerStatus, referenceFor, toCanonical } from './markers.js';

describe('marker status from the reference range', () => {
  it('is high above max, low below min, normal at the bounds', () => {
    expect(markerStatus(6.0, { min: null, max: 5.9 })).toBe('high');
    expect(markerStatus(5.9, { min: null, max: 5.9 })).toBe('normal');
    expect(markerStatus(0.9, { min: 1.0, max: null })).toBe('low');
    expect(markerStatus(1.0, { min: 1.0, max: null })).toBe('normal');
    expect(markerStatus(126, { min: 50, max: 125 })).toBe('high');
  });

  it('uses the range for the member sex when the catalogue has one', () => {
    const def = { reference: { min: 1.0, max: null }, reference_female: { min: 1.3, max: null }, reference_male: { min: 1.0, max: null } };
    expect(markerStatus(1.1, referenceFor(def, 'female'))).toBe('low');
    expect(markerStatus(1.1, referenceFor(def, 'male'))).toBe('normal');
    expect(markerStatus(1.1, referenceFor(def, null))).toBe('normal');
  });
});

describe('unit conversion', () => {
  const ldl = { unit: 'mmol/L', decimals: 2, conversions: [{ unit: 'mg/dL', factor: 0.02586 }] };
  it('keeps canonical values and converts accepted units', () => {
    expect(toCanonical(ldl, 3.2, 'mmol/L')).toBe(3.2);
    expect(toCanonical(ldl, 3.2, 'MMOL/L')).toBe(3.2);
    expect(toCanonical(ldl, 135, 'mg/dL')).toBe(3.491);
  });
  it('refuses a unit the marker does not accept', () => {
    expect(toCanonical(ldl, 3.2, 'g/L')).toBeNull();
  });
});
