import { loadConfig } from '../config.js';
import { createDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { takeRepairNotes } from '../db/repair-notes.js';
import { withStartUpLock } from '../db/startup-lock.js';

const config = loadConfig();
const db = createDb(config.database);
try {
  const done = await withStartUpLock(
    db,
    config.database,
    () => migrateToLatest(db),
    () => console.log('A server is migrating the database or loading content: waiting for it...'),
  );
  console.log(done.length ? `Applied: ${done.join(', ')}` : 'The database is up to date.');
  for (const note of takeRepairNotes()) console.log(note);
} catch (err) {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
