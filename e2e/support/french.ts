import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const LOCALES = path.resolve(import.meta.dirname, '../../packages/web/src/locales/fr');

/** A PO string's text: the quoted pieces joined, escapes undone. */
function poText(lines: string[]): string {
  return lines.map((line) => JSON.parse(line.slice(line.indexOf('"'))) as string).join('');
}

/** English message -> French, read from the web app's French catalogues (what the screens show). */
function readCatalogues(): Map<string, string> {
  const french = new Map<string, string>();
  for (const file of readdirSync(LOCALES).filter((name) => name.endsWith('.po'))) {
    let id: string[] = [];
    let str: string[] = [];
    let into: string[] | null = null;
    let context = false;
    const flush = () => {
      if (id.length && !context) {
        const english = poText(id);
        const translated = poText(str);
        if (english && translated) french.set(english, translated);
      }
      id = [];
      str = [];
      into = null;
      context = false;
    };
    for (const line of readFileSync(path.join(LOCALES, file), 'utf8').split('\n')) {
      if (line.startsWith('msgctxt ')) context = true;
      else if (line.startsWith('msgid ')) into = id = [line.slice(6)];
      else if (line.startsWith('msgstr ')) into = str = [line.slice(7)];
      else if (line.startsWith('"') && into) into.push(line);
      else if (line.trim() === '') flush();
    }
    flush();
  }
  return french;
}

let catalogue: Map<string, string> | undefined;

/**
 * The French the app shows for one of its English messages, so the test follows the translators'
 * wording: a message missing from the French catalogues fails the test.
 */
export function fr(english: string): string {
  catalogue ??= readCatalogues();
  const text = catalogue.get(english);
  if (!text) throw new Error(`no French for "${english}" in packages/web/src/locales/fr`);
  return text;
}

/**
 * Words that are English and not French: finding one on a French screen means an untranslated
 * string. (Short words both languages use, such as "on", "a" or "question", are left out.)
 */
const ENGLISH_ONLY = new Set(
  `the and your you with this that from have has what which will would are were for of to by not yes
  log login logout save cancel day days week weeks today show more less start started track tracked tracking
  blood results pressure heart risk survey surveys home profile edit delete back next submit loading please
  answer answers view see about our their there here how when where why who settings password email sign
  signed up down out new all none some any each every other only also just than then them they we my
  it its is was be been being do does did done can could should must may might shall need needs
  member members team care program programs goal goals reading readings`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * The English words on the page outside member data: the page's visible text, minus what is marked
 * as English on purpose (`lang="en..."`: content the clinic has not translated yet, the name of the
 * other language on its switch) and minus the strings given (the member's name, e-mail...).
 */
export async function englishOnPage(page: Page, memberData: string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang^="en"], script, style, noscript, [hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      parts.push(node.textContent ?? '');
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]'))) {
      if (element.closest('[lang^="en"]')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) parts.push(element.getAttribute(attr) ?? '');
    }
    return parts.join('\n');
  });
  // Addresses are not words: care@clinic.example, https://...
  let cleaned = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  for (const data of memberData) cleaned = cleaned.split(data).join(' ');
  const found = new Set<string>();
  for (const word of cleaned.split(/[^A-Za-zÀ-ÿ’']+/)) {
    if (ENGLISH_ONLY.has(word.toLowerCase())) found.add(word);
  }
  return [...found];
}

/** Fails with the English words found on a French screen. */
export async function expectNoEnglish(page: Page, screen: string, memberData: string[] = []): Promise<void> {
  await expect
    .poll(() => englishOnPage(page, memberData), { message: `English words on the French ${screen}`, timeout: 5_000 })
    .toEqual([]);
}
