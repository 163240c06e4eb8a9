import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { en as sharedEn } from '@wellpath/shared/i18n/catalog/en';
import { fr as sharedFr } from '@wellpath/shared/i18n/catalog/fr';
import { decodeMessage, encodeMessage } from '@wellpath/shared/i18n/message';
import { en as serverEn } from './catalog/en.js';
import { fr as serverFr } from './catalog/fr.js';
import { smsg, t } from './index.js';

const packages = path.resolve(import.meta.dirname, '../../..');

/** Every source file of shared, server and web, without the catalogues themselves. */
function sources(): string {
  const texts: string[] = [];
  for (const pkg of ['shared', 'server', 'web']) {
    const dir = path.join(packages, pkg, 'src');
    for (const file of fs.readdirSync(dir, { recursive: true }).map(String)) {
      if (!/\.(ts|tsx)$/.test(file) || file.includes(`i18n${path.sep}catalog${path.sep}`)) continue;
      texts.push(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return texts.join('\n');
}

const placeholders = (message: string) => [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the shared and server catalogues (decision 0050)', () => {
  const catalogues = [
    ['shared', sharedEn, sharedFr],
    ['server', serverEn, serverFr],
  ] as const;

  it('name no message twice across the two', () => {
    const shared = new Set(Object.keys(sharedEn));
    expect(Object.keys(serverEn).filter((id) => shared.has(id))).toEqual([]);
  });

  it('hold only messages some code uses', () => {
    const code = sources();
    const unused = catalogues.flatMap(([, en]) => Object.keys(en).filter((id) => !code.includes(`'${id}'`)));
    expect(unused, 'ids no code names (as a quoted literal): remove them from en/ and fr/').toEqual([]);
  });

  it('compile, and word the same values in French as in English', () => {
    for (const [name, en, fr] of catalogues) {
      for (const [id, english] of Object.entries(en)) {
        const french = (fr as Record<string, string>)[id]!;
        expect(() => compileMessage(english), `${name} ${id}`).not.toThrow();
        expect(() => compileMessage(french), `${name} ${id} (fr)`).not.toThrow();
        expect(french.trim(), `${name} ${id} has no French`).not.toBe('');
        expect(placeholders(french), `${name} ${id}: placeholders`).toEqual(placeholders(english));
      }
    }
  });
});

describe('messages in plain strings', () => {
  it('are put into words in each language, values and nested messages included', () => {
    expect(t('en', smsg('http.sessionEnded'))).toBe('Your session has ended. Please log in again.');
    expect(t('fr', smsg('http.sessionEnded'))).toBe('Votre session a pris fin. Veuillez vous reconnecter.');
    const nested = encodeMessage('http.invalidRequest', { unused: smsg('http.notFound') });
    expect(decodeMessage(nested)).toEqual({ id: 'http.invalidRequest', values: { unused: '@@http.notFound' } });
  });

  it('leave any other text alone', () => {
    for (const text of ['I walked 30 minutes', '@@', '@@not an id', '@@http.notFound{broken', 'mail@@example.com']) {
      expect(t('fr', text)).toBe(text);
    }
  });
});
