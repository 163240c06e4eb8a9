// Care-team script until a staff console exists:
//   npm run requests -- list
//   npm run requests -- answer <request-id> <pending|in_review|approved|declined> "<reply to the member>"
import { PROGRAM_REQUEST_STATUSES } from '@wellpath/shared/programs/wire';
import { loadConfig } from '../config.js';
import { createDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { answerRequest, listRequests } from '../modules/program-requests/program-requests.repository.js';

const [command, id, status, ...replyWords] = process.argv.slice(2);
const config = loadConfig();
const db = createDb(config.database);
try {
  await migrateToLatest(db);
  if (command === 'list') {
    const rows = await listRequests(db);
    if (rows.length === 0) console.log('No programme requests yet.');
    for (const r of rows) {
      console.log(`${r.id}  [${r.status}]  ${r.created_at.slice(0, 10)}  ${r.first_name} ${r.last_name} <${r.email}>`);
      console.log(`  Topic: ${r.topic}${r.pillar_name ? ` (${r.pillar_name})` : ''}`);
      console.log(`  Message: ${r.message}`);
      if (r.reply) console.log(`  Reply: ${r.reply}`);
    }
  } else if (command === 'answer' && id && status && (PROGRAM_REQUEST_STATUSES as readonly string[]).includes(status)) {
    const reply = replyWords.join(' ').trim();
    const ok = await answerRequest(db, id, status as (typeof PROGRAM_REQUEST_STATUSES)[number], reply || null);
    console.log(ok ? `Request ${id} is now ${status}.` : `No request with id ${id}.`);
    if (!ok) process.exitCode = 1;
  } else {
    console.error(`Usage:\n  npm run requests -- list\n  npm run requests -- answer <id> <${PROGRAM_REQUEST_STATUSES.join('|')}> "reply"`);
    process.exitCode = 2;
  }
} finally {
  await db.destroy();
}
