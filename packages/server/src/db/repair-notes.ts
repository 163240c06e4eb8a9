/**
 * What a migration that repairs stored data did, in words with counts and never a value: the server
 * logs each note after migrating (bootstrap.ts) and `npm run db:migrate` prints them. A migration has
 * no logger of its own, so it leaves its notes here.
 */
const notes: string[] = [];

export function noteRepair(note: string): void {
  notes.push(note);
}

/** The notes left since the last call, oldest first. */
export function takeRepairNotes(): string[] {
  return notes.splice(0, notes.length);
}
