import { describe, expect, it } from 'vitest';
import { parseFhirBundle } from './fhir.js';
import { parseCsvRecords, readCsv } from './csv.js';
import { english } from '../../test/helpers.js';

const observation = (id: string, code: string, value: number | undefined, unit: string, extra: Record<string, unknown> = {}) => ({
  resource: {
    resourceType: 'Observation',
    id,
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code, display: `Code ${code}` }] },
    ...(value === undefined ? {} : { valueQuantity: { value, unit } }),
    effectiveDateTime: '2026-05-04T08:30:00-04:00',
    ...extra,
  },
});

describe('FHIR R4 bundle', () => {
  it('reads Observations with LOINC codes, values, units and dates', () => {
    const r = parseFhirBundle({
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        observation('a', '4548-4', 6.1, '%'),
        { resource: { resourceType: 'Patient', id: 'p' } },
        observation('b', '2093-3', 5.2, 'mmol/L', { identifier: [{ system: 'urn:lab', value: 'X-1' }] }),
      ],
    });
    expect(r.values).toEqual([
      { externalId: 'fhir:Observation/a', loinc: '4548-4', display: 'Code 4548-4', value: 6.1, unit: '%', date: '2026-05-04' },
      { externalId: 'fhir:urn:lab|X-1', loinc: '2093-3', display: 'Code 2093-3', value: 5.2, unit: 'mmol/L', date: '2026-05-04' },
    ]);
    expect(r.skipped).toEqual([]);
  });

  it('reports entries it cannot read, with why', () => {
    const r = parseFhirBundle({
      resourceType: 'Bundle',
      entry: [
        observation('c', '4548-4', undefined, '%'),
        observation('d', '4548-4', 6, '%', { status: 'entered-in-error' }),
        { resource: { resourceType: 'Observation', id: 'e', code: { coding: [{ system: 'http://snomed.info/sct', code: '1' }] } } },
        {},
      ],
    });
    expect(r.values).toEqual([]);
    expect(r.skipped).toEqual([
      { entry: 'Observation c', reason: 'no numeric valueQuantity' },
      { entry: 'Observation d', reason: 'status is entered-in-error' },
      { entry: 'Observation e', reason: 'no LOINC code' },
      { entry: 'entry 4', reason: 'no resource' },
    ]);
  });

  it("keeps the lab's reference range for the usual population, with each bound's unit", () => {
    const r = parseFhirBundle({
      resourceType: 'Bundle',
      entry: [
        observation('f', '3016-3', 2.1, 'mIU/L', {
          referenceRange: [
            { low: { value: 0.1 }, high: { value: 9 }, appliesTo: [{ text: 'Pregnancy' }] },
            { low: { value: 5 }, type: { coding: [{ code: 'treatment' }] } },
            { text: 'see report' },
            { low: { value: 0.35, unit: 'mIU/L' }, high: { value: 4.94, code: 'm[IU]/L' }, type: { coding: [{ code: 'normal' }] } },
          ],
        }),
        observation('g', '1742-6', 20, 'U/L', { referenceRange: [{ high: { value: 33 } }] }),
        observation('h', '1742-6', 21, 'U/L', { referenceRange: [{ text: 'under 33' }] }),
      ],
    });
    expect(r.values.map((v) => v.referenceRange)).toEqual([
      { low: { value: 0.35, unit: 'mIU/L' }, high: { value: 4.94, unit: 'm[IU]/L' } },
      { low: null, high: { value: 33, unit: '' } },
      undefined,
    ]);
  });

  it('refuses a document that is not a Bundle', () => {
    expect(() => parseFhirBundle({ resourceType: 'Observation' })).toThrow(/not a FHIR Bundle/);
    expect(() => parseFhirBundle('hello')).toThrow(/not a FHIR Bundle/);
    expect(() => parseFhirBundle({ resourceType: 'Bundle' })).toThrow(/no entries/);
  });
});

describe('CSV', () => {
  it('parses quoted fields, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsvRecords('\uFEFFa,"b, c","say ""hi"""\r\n1,2,3\r\n\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('maps columns by header name in any order, with line numbers', () => {
    const r = readCsv('Unit,Value,Marker,Test_Date\nmmol/L,3.1,ldl-c,2026-04-02\n%,5.8,4548-4,2026-04-02\n');
    expect(r).toEqual({
      rows: [
        { line: 2, test_date: '2026-04-02', marker: 'ldl-c', value: '3.1', unit: 'mmol/L', lab_name: '' },
        { line: 3, test_date: '2026-04-02', marker: '4548-4', value: '5.8', unit: '%', lab_name: '' },
      ],
    });
  });

  it('says which columns are missing', () => {
    const errors = (text: string) => {
      const read = readCsv(text);
      return 'errors' in read ? read.errors.map(english) : [];
    };
    expect(errors('date,marker,value\n')).toEqual([
      'The header row must name the columns test_date, marker, value, unit (missing: test_date, unit)',
    ]);
    expect(errors('')).toEqual(['The CSV file is empty']);
  });
});
