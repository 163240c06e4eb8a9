// What a member types into a search box, made safe for SQLite FTS5 and PostgreSQL full-text search
// alike (decision 0037). The text is never handed to either query language as written: it is cut into
// words (letters, digits and combining marks), and each word reaches the database as data, so quotes,
// AND/OR/NEAR, *, -, parentheses and the like are only ever text.

/**
 * The stop words of each language's search: PostgreSQL's `english` and `french` configurations (their
 * english.stop and french.stop, the Snowball lists) leave them out of documents and queries. They are
 * dropped from queries on SQLite too, so both databases find the same posts for "how to lower my
 * cholesterol" or "comment faire baisser la tension".
 */
const STOP_WORDS: Record<SearchLanguage, ReadonlySet<string>> = {
  en: new Set(
    (
      'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it ' +
      'its itself they them their theirs themselves what which who whom this that these those am is are was were be been ' +
      'being have has had having do does did doing a an the and but if or because as until while of at by for with about ' +
      'against between into through during before after above below to from up down in out on off over under again ' +
      'further then once here there when where why how all any both each few more most other some such no nor not only ' +
      'own same so than too very s t can will just don should now'
    ).split(' '),
  ),
  fr: new Set(
    (
      'au aux avec ce ces dans de des du elle en et eux il ils je la le leur lui ma mais me même mes moi mon ne nos notre ' +
      'nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous c d j l à m n s t y ' +
      'été étée étées étés étant étante étants étantes suis es est sommes êtes sont serai seras sera serons serez seront ' +
      'serais serait serions seriez seraient étais était étions étiez étaient fus fut fûmes fûtes furent sois soit soyons ' +
      'soyez soient fusse fusses fût fussions fussiez fussent ayant ayante ayantes ayants eu eue eues eus ai as avons avez ' +
      'ont aurai auras aura aurons aurez auront aurais aurait aurions auriez auraient avais avait avions aviez avaient eut ' +
      'eûmes eûtes eurent aie aies ait ayons ayez aient eusse eusses eût eussions eussiez eussent'
    ).split(' '),
  ),
};

/** The languages the education search indexes (migrations 0015 and 0037). */
export type SearchLanguage = 'en' | 'fr';

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
/** The last word is matched as a prefix ("chol" finds cholesterol) from this many characters. */
const MIN_PREFIX = 2;

/**
 * One part of a search: the words of what the member typed between two spaces, matched next to each
 * other ("5.7" or "130/80" as written); the last part is a prefix when it is one word.
 */
export interface SearchTerm {
  words: string[];
  prefix: boolean;
}

/**
 * The terms of a search, all of which a post must match. Empty when nothing searchable is left
 * (only punctuation or stop words): such a search matches no post.
 */
export function searchTerms(text: string, language: SearchLanguage = 'en'): SearchTerm[] {
  const stop = STOP_WORDS[language];
  const terms = text
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .map((chunk) => chunk.match(WORD) ?? [])
    .filter((words) => words.length > 0 && !words.every((w) => stop.has(w)))
    .map((words): SearchTerm => ({ words, prefix: false }));
  const last = terms.at(-1);
  if (last && last.words.length === 1 && last.words[0]!.length >= MIN_PREFIX) last.prefix = true;
  return terms;
}

/**
 * An FTS5 MATCH expression: each term a quoted phrase ("5 7"), the last one "word"* for a prefix, all
 * joined by AND. Words hold no quote, so nothing in them is FTS5 syntax.
 */
export function fts5Match(terms: SearchTerm[]): string {
  return terms.map((t) => `"${t.words.join(' ')}"${t.prefix ? '*' : ''}`).join(' AND ');
}

/**
 * What each database puts around a matched word: FTS5's highlight() and PostgreSQL's ts_headline()
 * with HighlightAll, on the whole field. Control characters, which content never holds (a field that
 * does is shown unmarked).
 */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/** A run of text and whether it is a matched word: the web marks it, as text, never as HTML. */
export interface Segment {
  text: string;
  match: boolean;
}

function push(out: Segment[], text: string, match: boolean): void {
  if (text === '') return;
  const last = out.at(-1);
  if (last && last.match === match) last.text += text;
  else out.push({ text, match });
}

/** Matched ranges of a marked text, in code points of the text without its marks. */
function parseMarked(marked: string): { chars: string[]; ranges: Array<[number, number]> } | null {
  const chars: string[] = [];
  const ranges: Array<[number, number]> = [];
  let open = -1;
  for (const c of marked) {
    if (c === MARK_START) {
      if (open >= 0) return null;
      open = chars.length;
    } else if (c === MARK_END) {
      if (open < 0) return null;
      if (chars.length > open) ranges.push([open, chars.length]);
      open = -1;
    } else chars.push(c);
  }
  return open >= 0 ? null : { chars, ranges };
}

/**
 * A field with its matched words. `marked` is the database's copy of the field with marks around
 * matches; PostgreSQL marks a copy whose punctuation is replaced by spaces one for one (see
 * education.repository.ts), so the marks are carried over to the original by position. A copy that
 * does not line up (or no marks) gives the field unmarked.
 */
export function highlighted(marked: string, original: string): Segment[] {
  const text = Array.from(original);
  const parsed = parseMarked(marked);
  const aligned = parsed && parsed.chars.length === text.length && parsed.chars.every((c, i) => c === text[i] || c === ' ');
  const out: Segment[] = [];
  let at = 0;
  for (const [start, end] of aligned ? parsed.ranges : []) {
    push(out, text.slice(at, start).join(''), false);
    push(out, text.slice(start, end).join(''), true);
    at = end;
  }
  push(out, text.slice(at).join(''), false);
  return out;
}

/** How much of an article an excerpt quotes, and how much of it may come before the first match. */
const EXCERPT_CHARS = 180;
const EXCERPT_LEAD = 50;
const SENTENCE_END = /[.!?…]["'”’)]* /g;

/**
 * The words around the densest run of matches in an article's text, starting at a sentence or word
 * and ending at a word, with "…" where it was cut; empty when the text has no match.
 */
export function excerpt(text: Segment[]): Segment[] {
  const chars = Array.from(text.map((s) => s.text).join(''));
  const ranges: Array<[number, number]> = [];
  let at = 0;
  for (const s of text) {
    const length = Array.from(s.text).length;
    if (s.match) ranges.push([at, at + length]);
    at += length;
  }
  if (ranges.length === 0) return [];
  // The match with the most others after it within the excerpt's length.
  let [first, last] = ranges[0]!;
  let most = 0;
  for (const [start, end] of ranges) {
    const count = ranges.filter(([s, e]) => s >= start && e <= start + EXCERPT_CHARS - EXCERPT_LEAD).length;
    if (count > most) [first, last, most] = [start, end, count];
  }
  let from = Math.max(0, first - EXCERPT_LEAD);
  while (from > 0 && from < first && chars[from - 1] !== ' ') from += 1;
  const lead = chars.slice(from, first).join('');
  const sentence = [...lead.matchAll(SENTENCE_END)].at(-1);
  if (sentence) from += Array.from(lead.slice(0, sentence.index + sentence[0].length)).length;
  let to = Math.min(chars.length, from + EXCERPT_CHARS);
  while (to < chars.length && to > last && chars[to] !== ' ') to -= 1;

  const out: Segment[] = [];
  if (from > 0) push(out, '… ', false);
  let pos = from;
  for (const [start, end] of ranges) {
    const [s, e] = [Math.max(start, from), Math.min(end, to)];
    if (e <= s) continue;
    push(out, chars.slice(pos, s).join(''), false);
    push(out, chars.slice(s, e).join(''), true);
    pos = e;
  }
  push(out, chars.slice(pos, to).join(''), false);
  if (to < chars.length) push(out, ' …', false);
  return out;
}

/**
 * PostgreSQL indexes and marks a copy of each field with this punctuation replaced by spaces one for
 * one (`regexp_replace(field, PG_PUNCTUATION, ' ', 'g')`): its parser would otherwise keep "5.7",
 * "130/80" or "e-mail" as one token, which a search for "130" never finds while SQLite's does. One
 * character for one keeps the marks' positions true for the original field.
 */
export const PG_PUNCTUATION = '[[:punct:]\\u00AB\\u00BB\\u2010-\\u2027\\u2030-\\u205E]';
