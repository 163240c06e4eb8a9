import { describe, expect, it } from 'vitest';
import { intlLocale, localeOfTag, negotiateLocale } from './locale.js';

describe('negotiateLocale', () => {
  it('takes the first language the app speaks, by q-value', () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9,en-CA;q=0.8,en;q=0.7')).toBe('fr');
    expect(negotiateLocale('en-US,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(negotiateLocale('de-DE,de;q=0.9,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(negotiateLocale('en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(negotiateLocale('FR_ca')).toBe('fr');
  });

  it('keeps the order given on a tie and skips what the client refuses', () => {
    expect(negotiateLocale('fr, en')).toBe('fr');
    expect(negotiateLocale('fr;q=0, en;q=0.1')).toBe('en');
  });

  it('is undefined when nothing matches or the header is unusable', () => {
    expect(negotiateLocale(undefined)).toBeUndefined();
    expect(negotiateLocale('')).toBeUndefined();
    expect(negotiateLocale('de, es;q=0.9, *;q=0.1')).toBeUndefined();
    expect(negotiateLocale(`fr${',x'.repeat(400)}`)).toBeUndefined();
  });
});

describe('tags', () => {
  it('maps tags to the app languages and back', () => {
    expect(localeOfTag('fr-FR')).toBe('fr');
    expect(localeOfTag('en')).toBe('en');
    expect(localeOfTag('es-MX')).toBeUndefined();
    expect(intlLocale('fr')).toBe('fr-CA');
    expect(intlLocale('en')).toBe('en-CA');
  });
});
