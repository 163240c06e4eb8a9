import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { EducationPostListItem, HighlightSegment } from '@wellpath/shared/education/wire';
import { readContent, type ContentBundle } from '../../content/loader.js';
import { syncContent } from '../content/content.service.js';
import type { Db } from '../../db/connection.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { searchTerms } from '../../lib/full-text.js';
import { bearer, CONTENT_DIR, DATABASES, describeWithApp, openFreshDatabase, signUp } from '../../test/helpers.js';
import { searchPosts } from './education.repository.js';

type Post = ContentBundle['educationPosts'][number];

/** About as long as a real post's summary (30 words) and article (600 words). */
const SUMMARY =
  'A short summary of what this post is about, written in plain words for members who want to know more about their health and what they can do today.';
const PARAGRAPH = '<p>Regular movement, good sleep and simple meals support a steady heart and a calm mind over the years.</p>';
const article = (...middle: string[]) => [PARAGRAPH.repeat(12), ...middle, PARAGRAPH.repeat(12)].join('');

/** A post of the heart-health category; the search word is "kombucha", which no real post uses. */
function fixture(key: string, fields: Partial<Post>): Post {
  return {
    key,
    title: 'A post for the search tests',
    category: 'heart-health',
    summary: SUMMARY,
    body: article(),
    reading_minutes: 2,
    pillars: [],
    published: '2020-01-01',
    sources: [],
    ...fields,
  };
}

const FIXTURES = [
  // Newest, and the word three times, but only in the article: ranked last all the same.
  fixture('search-body', {
    published: '2030-01-03',
    body: article('<h2>Drinks</h2>', '<p>Some people drink <strong>kombucha</strong> every day &amp; like it.</p>'.repeat(3)),
  }),
  fixture('search-summary', { published: '2030-01-02', summary: `What kombucha is, and what it is not. ${SUMMARY}` }),
  fixture('search-title', { published: '2030-01-01', title: 'Kombucha and your heart' }),
];

const joined = (segments: HighlightSegment[]) => segments.map((s) => s.text).join('');
const marked = (segments: HighlightSegment[]) => segments.filter((s) => s.match).map((s) => s.text);

describeWithApp('education search', (t) => {
  let token = '';
  let content: ContentBundle;
  const search = async (q: string, extra = '', language: 'en' | 'fr' = 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/education/posts?q=${encodeURIComponent(q)}${extra}`,
      headers: { ...bearer(token), 'accept-language': language === 'fr' ? 'fr-CA' : 'en-CA' },
    });
    return { status: res.statusCode, posts: (res.json().posts ?? []) as EducationPostListItem[] };
  };
  const keys = async (q: string) => (await search(q)).posts.map((p) => p.key);
  const keysInFrench = async (q: string) => (await search(q, '', 'fr')).posts.map((p) => p.key);

  beforeAll(async () => {
    ({ token } = await signUp(t));
    content = readContent(CONTENT_DIR);
    await syncContent(t.db, { ...content, educationPosts: [...content.educationPosts, ...FIXTURES] });
  });

  it('ranks a title match above a summary match above a match only in the article, whatever the dates', async () => {
    expect(await keys('kombucha')).toEqual(['search-title', 'search-summary', 'search-body']);
    // Without a search the same posts are newest first.
    const { posts } = await search('', '&category=heart-health&limit=3');
    expect(posts.map((p) => p.key)).toEqual(['search-body', 'search-summary', 'search-title']);
    expect(posts[0]).not.toHaveProperty('highlight');
  });

  it('marks the matched words: title and summary whole, and an excerpt of the article only when it matched', async () => {
    const [title, summary, body] = (await search('KOMBUCHA')).posts;
    expect(title!.highlight!.title).toEqual([
      { text: 'Kombucha', match: true },
      { text: ' and your heart', match: false },
    ]);
    expect(title!.highlight!.summary).toEqual([{ text: SUMMARY, match: false }]);
    expect(title!.highlight!.excerpt).toEqual([]);
    expect(marked(summary!.highlight!.summary)).toEqual(['kombucha']);
    expect(joined(summary!.highlight!.summary)).toBe(summary!.summary);

    // The article is quoted as text: entities decoded, no markup, cut at words with "…".
    const excerpt = body!.highlight!.excerpt;
    expect(marked(excerpt)).toContain('kombucha');
    const quoted = joined(excerpt);
    expect(quoted).toContain('Some people drink kombucha every day & like it.');
    expect(quoted).not.toMatch(/<|strong|&amp;/);
    expect(quoted.startsWith('… ')).toBe(true);
    expect(quoted.endsWith(' …')).toBe(true);
    expect(joined(body!.highlight!.title)).toBe(body!.title);
  });

  it('stems English words, ignores words such as "how" and "the", and takes the last word as a prefix', async () => {
    // "walks" and "walking" are one word to the stemmer.
    const walks = (await search('walks')).posts;
    expect(walks[0]!.key).toBe('building-a-walking-habit');
    expect(marked(walks[0]!.highlight!.title)).toEqual(['walking']);
    // A word being typed: "chol" finds cholesterol, the title match first.
    const chol = (await search('chol')).posts;
    expect(chol[0]!.key).toBe('understanding-cholesterol');
    expect(marked(chol[0]!.highlight!.title)).toEqual(['cholesterol']);
    expect(await keys('how to lower my cholesterol')).toEqual(expect.arrayContaining(await keys('lower cholesterol')));
    expect((await keys('how to lower my cholesterol')).length).toBe((await keys('lower cholesterol')).length);
    // Only the last word is a prefix: "chol lower" needs the whole word "chol".
    expect(await keys('chol lower')).toEqual([]);
    // Words written together with punctuation match as written, and each part alone.
    const bp = await keys('130/80');
    expect(bp).toContain('blood-pressure-numbers-explained');
    expect(await keys('130')).toEqual(expect.arrayContaining(bp));
  });

  it('takes quotes, operators and other syntax as plain text, never as a query language', async () => {
    const hostile = [
      '"',
      '""',
      "'",
      '"blood pressure',
      'blood AND pressure',
      'blood OR',
      'NOT blood',
      'NEAR(blood pressure, 2)',
      '*',
      'chol*',
      '-salt',
      '(heart',
      'heart)',
      'title:heart',
      '{title summary}: heart',
      '^heart',
      'heart + sleep',
      'heart & | ! <-> :* sleep',
      "'heart':* & 'sleep'",
      '\\',
      '%_%',
      "'; DROP TABLE education_posts; --",
      '\u0301',
      'é'.normalize('NFD'),
      '<script>alert(1)</script>',
      '"'.repeat(100),
      '('.repeat(100),
      'a '.repeat(50),
      'heart '.repeat(16),
    ];
    for (const q of hostile) expect((await search(q)).status, q).toBe(200);
    // The words still count: "blood AND pressure" is a search for blood and pressure.
    expect(await keys('blood AND pressure')).toEqual(await keys('blood pressure'));
    expect(await keys('"blood pressure')).toEqual(await keys('blood pressure'));
    expect((await keys('blood pressure')).length).toBeGreaterThan(0);
    expect(await keys('(kombucha)')).toEqual(['search-title', 'search-summary', 'search-body']);
    expect(await keys('<kombucha>')).toEqual(['search-title', 'search-summary', 'search-body']);
    // NUL and text longer than the search box are refused as a whole.
    expect((await search('heart\u0000')).status).toBe(400);
    expect((await search('h'.repeat(101))).status).toBe(400);
    // Still there.
    expect((await search('kombucha')).posts).toHaveLength(3);
  });

  it('lists the newest posts for an empty search, and finds nothing for only punctuation or stop words', async () => {
    const newest = (await search('', '&limit=5')).posts.map((p) => p.key);
    expect(newest).toHaveLength(5);
    expect((await search('   ', '&limit=5')).posts.map((p) => p.key)).toEqual(newest);
    expect(await keys('%%%')).toEqual([]);
    expect(await keys('___')).toEqual([]);
    expect(await keys('the and of')).toEqual([]);
  });

  it('searches within a category or subcategory and keeps to the limit', async () => {
    const { posts } = await search('blood', '&category=blood-sugar-diabetes');
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.category.slug === 'blood-sugar-diabetes')).toBe(true);
    const sub = (await search('pressure', '&category=heart-health&subcategory=blood-pressure')).posts;
    expect(sub.length).toBeGreaterThan(0);
    expect(sub.every((p) => p.subcategory?.slug === 'blood-pressure')).toBe(true);
    expect((await search('blood', '&limit=2')).posts).toHaveLength(2);
    const sleep = (await search('heart', '&pillar=sleep')).posts;
    expect(sleep.length).toBeGreaterThan(0);
    expect(sleep.every((p) => p.pillars.some((x) => x.slug === 'sleep'))).toBe(true);
  });

  it('searches the French text for a French reader, marked where it matched, with French stop words left out', async () => {
    // "sommeil" is French only: the English search does not know it.
    expect(await keys('sommeil')).toEqual([]);
    const sleep = (await search('sommeil', '', 'fr')).posts;
    expect(sleep.length).toBeGreaterThan(0);
    const first = sleep[0]!;
    expect(
      marked([...first.highlight!.title, ...first.highlight!.summary, ...first.highlight!.excerpt]).map((w) => w.toLowerCase()),
    ).toContain('sommeil');
    // The fields are the French ones, marked in place.
    expect(joined(first.highlight!.title)).toBe(first.title);
    expect(joined(first.highlight!.summary)).toBe(first.summary);
    // L’alcool: the elided article and the apostrophe are no obstacle; "la", "de" and "et" are stop words.
    const alcohol = (await search('alcool', '', 'fr')).posts;
    expect(alcohol[0]!.key).toBe('alcohol-and-heart-health');
    expect(marked(alcohol[0]!.highlight!.title)).toEqual(['alcool']);
    expect(await keysInFrench('la tension et le cœur')).toEqual(await keysInFrench('tension cœur'));
    expect(await keysInFrench('de la et')).toEqual([]);
    // A post without French is searched, and shown, in English.
    expect(await keysInFrench('kombucha')).toEqual(['search-title', 'search-summary', 'search-body']);
    expect(marked((await search('kombucha', '', 'fr')).posts[0]!.highlight!.title)).toEqual(['Kombucha']);
  });

  it('follows the content: a changed post is found by its new words, a removed one no longer', async () => {
    const renamed = FIXTURES.map((p) => (p.key === 'search-title' ? { ...p, title: 'Kefir and your heart' } : p));
    await syncContent(t.db, { ...content, educationPosts: [...content.educationPosts, ...renamed] });
    expect(await keys('kefir')).toEqual(['search-title']);
    expect(await keys('kombucha')).toEqual(['search-summary', 'search-body']);
    await syncContent(t.db, content);
    expect(await keys('kefir')).toEqual([]);
    expect(await keys('kombucha')).toEqual([]);
  });
});

describe.each(DATABASES)('migrations 0015 and 0037 (education search) on %s', (kind) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openFreshDatabase(kind));
  });
  afterAll(() => close());

  it('indexes the posts that were there before it, and comes down and up again', async () => {
    await migrateTo(db, '0012-foreign-key-indexes');
    await sql`INSERT INTO education_categories (id, key, name, slug, description, sort_order, parent_id, archived)
      VALUES ('c1', 'c1', 'Food', 'food', 'Food.', 0, NULL, 0)`.execute(db);
    await sql`INSERT INTO education_posts (id, key, category_id, subcategory_id, title, summary, body, reading_minutes, meta, published, archived)
      VALUES ('p1', 'p1', 'c1', NULL, 'Fermented drinks', 'Tea and more.', '<p>Kombucha &amp; kefir</p>', 1, '{}', '2026-01-01', 0)`.execute(
      db,
    );
    await migrateToLatest(db);
    const find = () => searchPosts(db, { terms: searchTerms('kombucha'), language: 'en', limit: 5 });
    const [row] = await find();
    expect(row).toMatchObject({ id: 'p1', searched_body: 'Kombucha & kefir.' });
    // Migration 0037: until the content sync writes the French, the French search reads the English.
    const inFrench = await searchPosts(db, { terms: searchTerms('kombucha', 'fr'), language: 'fr', limit: 5 });
    expect(inFrench.map((r) => ({ id: r.id, searched_title: r.searched_title }))).toEqual([
      { id: 'p1', searched_title: 'Fermented drinks' },
    ]);
    await migrateTo(db, '0012-foreign-key-indexes');
    await migrateToLatest(db);
    expect((await find()).map((r) => r.id)).toEqual(['p1']);
  });
});
