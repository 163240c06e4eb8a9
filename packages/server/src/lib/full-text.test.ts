import { describe, expect, it } from 'vitest';
import { excerpt, fts5Match, highlighted, MARK_END as E, MARK_START as S, searchTerms, type Segment } from './full-text.js';
import { htmlToText } from './html-text.js';

const show = (segments: Segment[]) => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('searchTerms', () => {
  it('keeps words only, lower-cased, drops stop words, and makes the last word a prefix', () => {
    expect(searchTerms('How to LOWER my "cholesterol" (fast)')).toEqual([
      { words: ['lower'], prefix: false },
      { words: ['cholesterol'], prefix: false },
      { words: ['fast'], prefix: true },
    ]);
    expect(searchTerms('blood AND pressure OR NOT')).toEqual([
      { words: ['blood'], prefix: false },
      { words: ['pressure'], prefix: true },
    ]);
  });

  it('keeps words written together as one term, and no prefix for one letter or several words', () => {
    expect(searchTerms('130/80')).toEqual([{ words: ['130', '80'], prefix: false }]);
    expect(searchTerms('vitamin d')).toEqual([
      { words: ['vitamin'], prefix: false },
      { words: ['d'], prefix: false },
    ]);
  });

  it("drops the stop words of the search's language only", () => {
    expect(searchTerms('comment faire baisser la tension', 'fr')).toEqual([
      { words: ['comment'], prefix: false },
      { words: ['faire'], prefix: false },
      { words: ['baisser'], prefix: false },
      { words: ['tension'], prefix: true },
    ]);
    expect(searchTerms('l’alcool et le cœur', 'fr')).toEqual([
      { words: ['l', 'alcool'], prefix: false },
      { words: ['cœur'], prefix: true },
    ]);
    for (const q of ['de la', 'et', 'est été', "qu'il"]) expect(searchTerms(q, 'fr'), q).toEqual([]);
    // Each language's own list: "the" is a word in French, "la" one in English.
    expect(searchTerms('the', 'fr')).toEqual([{ words: ['the'], prefix: true }]);
    expect(searchTerms('la')).toEqual([{ words: ['la'], prefix: true }]);
  });

  it('leaves nothing of punctuation, operators or stop words alone', () => {
    for (const q of ['', '   ', '"', '*', '-', '()', '%_%', ':*', 'the', "what's", 'AND OR NOT']) expect(searchTerms(q), q).toEqual([]);
  });
});

describe('fts5Match', () => {
  it('quotes every term, so FTS5 operators and column filters are only text', () => {
    expect(fts5Match(searchTerms('near(title:heart) 5.7 chol'))).toBe('"near title heart" AND "5 7" AND "chol"*');
  });
});

describe('highlighted', () => {
  it('cuts a field into segments at the marks', () => {
    expect(highlighted(`Building a ${S}walking${E} habit`, 'Building a walking habit')).toEqual([
      { text: 'Building a ', match: false },
      { text: 'walking', match: true },
      { text: ' habit', match: false },
    ]);
  });

  it('carries marks from a copy with punctuation replaced by spaces back to the field', () => {
    expect(show(highlighted(`Canada s ${S}130${E} ${S}80${E} target`, "Canada's 130/80 target"))).toBe("Canada's [130]/[80] target");
    expect(show(highlighted(`caf\u00e9 ${S}\u{1F600}${E}`, 'caf\u00e9 \u{1F600}'))).toBe('caf\u00e9 [\u{1F600}]');
  });

  it('leaves the field unmarked when the copy does not line up or the marks are broken', () => {
    const plain = [{ text: 'Sleep and your heart', match: false }];
    expect(highlighted(`${S}Sleep${E} and your heart!`, 'Sleep and your heart')).toEqual(plain);
    expect(highlighted(`${S}Sleep and your heart`, 'Sleep and your heart')).toEqual(plain);
    expect(highlighted(`Sleep${E} and your heart`, 'Sleep and your heart')).toEqual(plain);
    expect(highlighted(`${S}Sleep${E} ${S}and`, 'Sleep and')).toEqual([{ text: 'Sleep and', match: false }]);
    expect(highlighted('', '')).toEqual([]);
  });
});

describe('excerpt', () => {
  const words = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `w${from + i}`).join(' ');

  it('quotes the words around the densest run of matches, cut at words, with … where cut', () => {
    const text: Segment[] = [
      { text: `${words(0, 40)} `, match: false },
      { text: 'salt', match: true },
      { text: ` ${words(40, 80)} `, match: false },
      { text: 'salt', match: true },
      { text: ' w80 ', match: false },
      { text: 'salty', match: true },
      { text: ` ${words(81, 120)}`, match: false },
    ];
    const out = show(excerpt(text));
    expect(out).toMatch(/^… w\d+ /);
    expect(out).toContain('[salt] w80 [salty]');
    expect(out).toMatch(/ w\d+ …$/);
    expect(out.length).toBeLessThan(200);
  });

  it('starts at a sentence when one starts shortly before the match', () => {
    const text: Segment[] = [
      { text: `${words(0, 40)}. When to call. Eat less `, match: false },
      { text: 'salt', match: true },
      { text: ` ${words(40, 80)}`, match: false },
    ];
    expect(show(excerpt(text))).toMatch(/^… Eat less \[salt\] w40 /);
  });

  it('quotes a short text whole, and nothing when it did not match', () => {
    expect(
      show(
        excerpt([
          { text: 'Eat less ', match: false },
          { text: 'salt', match: true },
          { text: '.', match: false },
        ]),
      ),
    ).toBe('Eat less [salt].');
    expect(excerpt([{ text: words(0, 100), match: false }])).toEqual([]);
    expect(excerpt([])).toEqual([]);
  });
});

describe('htmlToText', () => {
  it('keeps the words of an article: entities decoded, blocks apart as sentences, no markup or script', () => {
    expect(
      htmlToText(
        '<h2>Salt</h2><p>Eat <strong>less</strong> salt &amp; more <a href="https://x.ca/strong">fibre</a>.</p><ul><li>One</li><li>Two</li></ul><script>alert(1)</script>',
      ),
    ).toBe('Salt. Eat less salt & more fibre. One; Two;');
    expect(htmlToText('<h3>Why “now”?</h3><p>It helps:</p><ul><li>Eat <em>well</em><ul><li>fibre</li></ul></li></ul>')).toBe(
      'Why “now”? It helps: Eat well fibre;',
    );
  });
});
