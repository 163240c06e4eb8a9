import { describe, expect, it } from 'vitest';
import { MEDICATION_CLASSES, type MedicationClass } from '@wellpath/shared/health/medications';
import { readContent } from './loader.js';
import { CONTENT_DIR } from '../test/helpers.js';

/**
 * The WHO ATC groups each class sits in (ATC index): an entry whose code is outside its class's
 * group is a typo in content/medications.yaml, or the wrong class, and the rules would misread it.
 */
const ATC_GROUPS: Record<MedicationClass, readonly string[]> = {
  statin: ['C10AA'],
  ezetimibe: ['C10AX09'],
  pcsk9_inhibitor: ['C10AX13', 'C10AX14', 'C10AX16'],
  fibrate: ['C10AB'],
  ace_inhibitor: ['C09AA'],
  arb: ['C09CA'],
  thiazide: ['C03AA', 'C03BA'],
  calcium_channel_blocker: ['C08CA', 'C08DA', 'C08DB'],
  beta_blocker: ['C07AA', 'C07AB', 'C07AG'],
  metformin: ['A10BA02'],
  sglt2_inhibitor: ['A10BK'],
  glp1_receptor_agonist: ['A10BJ'],
  gip_glp1_receptor_agonist: ['A10BX16'],
  dpp4_inhibitor: ['A10BH'],
  sulfonylurea: ['A10BB'],
  insulin: ['A10AB', 'A10AC', 'A10AD', 'A10AE'],
  asa: ['B01AC06'],
};

describe('the medication catalogue (content/medications.yaml)', () => {
  const content = readContent(CONTENT_DIR);

  it('has every class the issue lists, each code in its class’s ATC group, each code once', () => {
    const { medications } = content;
    expect(new Set(medications.map((m) => m.class))).toEqual(new Set(MEDICATION_CLASSES));
    for (const m of medications) expect(ATC_GROUPS[m.class].some((g) => m.atc.startsWith(g)), `${m.key} ${m.atc}`).toBe(true);
    expect(new Set(medications.map((m) => m.atc)).size).toBe(medications.length);
    // Spot checks against the WHO ATC index.
    const atc = Object.fromEntries(medications.map((m) => [m.key, m.atc]));
    expect(atc).toMatchObject({
      atorvastatin: 'C10AA05',
      rosuvastatin: 'C10AA07',
      ezetimibe: 'C10AX09',
      evolocumab: 'C10AX13',
      ramipril: 'C09AA05',
      losartan: 'C09CA01',
      hydrochlorothiazide: 'C03AA03',
      amlodipine: 'C08CA01',
      bisoprolol: 'C07AB07',
      metformin: 'A10BA02',
      empagliflozin: 'A10BK03',
      semaglutide: 'A10BJ06',
      tirzepatide: 'A10BX16',
      sitagliptin: 'A10BH01',
      gliclazide: 'A10BB09',
      'insulin-glargine': 'A10AE04',
      asa: 'B01AC06',
    });
  });

  it('names every entry and what it treats in French', () => {
    const fr = new Map(content.byLocale.fr.medications.map((m) => [m.key, m]));
    expect(content.missingFrench.filter((line) => line.startsWith('medications.yaml'))).toEqual([]);
    expect(fr.get('atorvastatin')).toMatchObject({ name: 'Atorvastatine', treats: expect.stringContaining('Cholestérol') });
  });
});
