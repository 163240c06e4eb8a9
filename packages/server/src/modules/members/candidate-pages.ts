/**
 * Reading the member list's candidates by the shared rule (decision 0111), apart from the database:
 * candidates come in the list's order, a batch at a time, and are read one after the other.
 * Reading a few at once was measured and not kept (docs/performance/2026-11-30-member-list-candidates-at-once.md):
 * the metabolic summary already runs its six reads together, and more at once only queued on the
 * connection pool (at 10 readers a page took 3.4 times longer).
 */

/** Candidates asked of the list's query at a time. */
export const CANDIDATE_BATCH = 50;
/** At most this many candidates are read for one page: it comes back shorter, with a cursor, past that. */
export const CANDIDATES_PER_PAGE = 200;

export interface CandidateSource<M extends { id: string }> {
  /** The next candidates in the list's order: after the member `afterId` (the first batch: from the page's cursor). */
  batch(afterId: string | undefined, limit: number): Promise<M[]>;
  /** Whether the candidate matches, by the shared rule. */
  matches(candidate: M): Promise<boolean>;
}

/**
 * One page: candidates read in order until `limit` match or `bound` have been read. Past that the
 * page ends at the last candidate read (it may be short, or empty): `next` is the candidate the next
 * page starts after, null when none is left.
 */
export async function pageOfMatches<M extends { id: string }>(
  source: CandidateSource<M>,
  limit: number,
  bound = CANDIDATES_PER_PAGE,
): Promise<{ page: M[]; next: string | null }> {
  const page: M[] = [];
  let read = 0;
  let after: string | undefined;
  for (;;) {
    const batch = await source.batch(after, CANDIDATE_BATCH);
    for (let i = 0; i < batch.length; i++) {
      const candidate = batch[i]!;
      read += 1;
      if (await source.matches(candidate)) page.push(candidate);
      const others = i < batch.length - 1 || batch.length === CANDIDATE_BATCH;
      // A full page, or out of reads: the next page starts after this candidate, matching or not.
      if (page.length === limit || read >= bound) return { page, next: others ? candidate.id : null };
    }
    if (batch.length < CANDIDATE_BATCH) return { page, next: null };
    after = batch[batch.length - 1]!.id;
  }
}

/** Every candidate that matches, all of them read (a saved filter's cohort, decision 0123). */
export async function allMatches<M extends { id: string }>(source: CandidateSource<M>): Promise<M[]> {
  const found: M[] = [];
  let after: string | undefined;
  for (;;) {
    const batch = await source.batch(after, CANDIDATE_BATCH);
    for (const candidate of batch) if (await source.matches(candidate)) found.push(candidate);
    if (batch.length < CANDIDATE_BATCH) return found;
    after = batch[batch.length - 1]!.id;
  }
}
