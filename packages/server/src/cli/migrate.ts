import { loadConfig } from '../config.js';
import { createDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';

const config = loadConfig();
const db = createDb(config.database);
try {
  const done = await migrateToLatest(db);
  console.log(done.length ? `Applied: ${done.join(', ')}` : 'The database is up to date.');
} catch (err) {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
