import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatRisk, RISK_CATEGORY_TEXT } from './heart-risk';

describe('heart risk words', () => {
  it('writes the risk and the categories in English by default', () => {
    expect(formatRisk(10.4)).toBe('10.4 %');
    expect(RISK_CATEGORY_TEXT.intermediate).toMatchObject({ label: 'Intermediate risk', range: '10 to 19.9 %' });
  });

  it('reads the categories in the language active when they are used, not at import', () => {
    i18n.activate('fr');
    expect(formatRisk(10.4)).toBe('10,4\u00a0%');
    expect(RISK_CATEGORY_TEXT.low.label).toBe('Risque faible');
    expect(RISK_CATEGORY_TEXT.high.range).toBe('20\u00a0% ou plus');
    i18n.activate('en');
    expect(RISK_CATEGORY_TEXT.low.label).toBe('Low risk');
  });
});
