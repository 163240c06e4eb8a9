import { describe, expect, it } from 'vitest';
import { allMatches, CANDIDATE_BATCH, CANDIDATES_PER_PAGE, pageOfMatches, type CandidateSource } from './candidate-pages.js';

// The member list's candidates read by the shared rule (decision 0111): the order, the page's bound
// and the cursor, across batches. The candidates here are plain ids in the list's order; the list's
// query and the rule are tested against the databases in metabolic.test.ts.

type Candidate = { id: string };
const candidates = (n: number): Candidate[] => Array.from({ length: n }, (_, i) => ({ id: `m${String(i).padStart(4, '0')}` }));

/** A list of candidates, `matching` the ids that match; records every candidate read. */
function source(all: Candidate[], matching: (c: Candidate) => boolean) {
  const read: string[] = [];
  const src: CandidateSource<Candidate> = {
    batch: async (afterId, limit) => {
      const from = afterId === undefined ? 0 : all.findIndex((c) => c.id === afterId) + 1;
      return all.slice(from, from + limit);
    },
    matches: async (candidate) => {
      read.push(candidate.id);
      return matching(candidate);
    },
  };
  return { src, read };
}

/** Every page of the list, each from the cursor the one before gave. */
async function pages(all: Candidate[], matching: (c: Candidate) => boolean, limit: number) {
  const result: Array<{ ids: string[]; next: string | null }> = [];
  let from = 0;
  for (;;) {
    const rest = all.slice(from);
    const { page, next } = await pageOfMatches(source(rest, matching).src, limit);
    result.push({ ids: page.map((c) => c.id), next });
    if (next === null) return result;
    from += rest.findIndex((c) => c.id === next) + 1;
  }
}

describe('the candidates of a filter read by the shared rule (decision 0111)', () => {
  it('reads exactly 200 candidates for a page with no match, and the next page starts after the 200th', async () => {
    const all = candidates(260);
    const { src, read } = source(all, () => false);
    const { page, next } = await pageOfMatches(src, 25);
    expect(page).toEqual([]);
    expect(read).toEqual(all.slice(0, CANDIDATES_PER_PAGE).map((c) => c.id));
    expect(next).toBe(all[CANDIDATES_PER_PAGE - 1]!.id);
  });

  it('a full page ends at its last match; the pages, cursor to cursor, have no gap and no repeat', async () => {
    const all = candidates(3 * CANDIDATE_BATCH + 47);
    const matching = (c: Candidate) => Number(c.id.slice(1)) % 7 === 2;
    expect(await pageOfMatches(source(all, matching).src, 1)).toEqual({ page: [{ id: 'm0002' }], next: 'm0002' });
    for (const limit of [1, 3, 25]) {
      const listed = await pages(all, matching, limit);
      expect(
        listed.flatMap((p) => p.ids),
        `pages of ${limit}`,
      ).toEqual(all.filter(matching).map((c) => c.id));
      expect(listed.at(-1)!.next).toBeNull();
    }
  });

  it('a last batch shorter than the others: the list ends with no cursor', async () => {
    const all = candidates(CANDIDATE_BATCH + 47);
    const { src, read } = source(all, (c) => c.id === 'm0096');
    expect(await pageOfMatches(src, 25)).toEqual({ page: [{ id: 'm0096' }], next: null });
    expect(read).toHaveLength(all.length);
  });

  it('a page whose 200th read is the list’s last candidate gives a cursor (a full batch cannot tell), and the page after it is empty with none', async () => {
    const all = candidates(CANDIDATES_PER_PAGE);
    expect(await pageOfMatches(source(all, () => false).src, 25)).toEqual({ page: [], next: 'm0199' });
    expect(await pageOfMatches(source([], () => false).src, 25)).toEqual({ page: [], next: null });
  });

  it('a cohort reads every candidate, in order', async () => {
    const all = candidates(2 * CANDIDATE_BATCH + 3);
    const { src, read } = source(all, (c) => c.id.endsWith('1'));
    expect((await allMatches(src)).map((c) => c.id)).toEqual(all.filter((c) => c.id.endsWith('1')).map((c) => c.id));
    expect(read).toEqual(all.map((c) => c.id));
  });
});
