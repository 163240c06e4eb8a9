import { loadConfig } from '../config.js';
import { prepareData } from '../bootstrap.js';
import { loadSecretKey, SecretBox } from '../lib/secret-box.js';
import { OutboxKey } from '../mail/outbox.js';
import { seedDemo, DEMO_MEMBER } from '../demo/seed-demo.js';
import { DEMO_STAFF_PASSWORD } from '../demo/care-team.js';
import { ROLE_LABELS } from '@wellpath/shared/staff/roles';

// The demo accounts have published passwords: never on a live clinic's database.
if (process.env.NODE_ENV === 'production') {
  console.error('seed:demo refuses to run with NODE_ENV=production: the demo accounts have published passwords.');
  process.exit(1);
}

const config = loadConfig();
const { db, content } = await prepareData(config);
try {
  const serverKey = loadSecretKey(config.appSecretKey, config.dataDir);
  const { staff } = await seedDemo(db, content, {
    box: new SecretBox(serverKey),
    publicUrl: config.publicUrl,
    outboxKey: new OutboxKey(serverKey),
  });
  console.log(`Demo member ready: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
  console.log(`Demo care team ready, password ${DEMO_STAFF_PASSWORD}. Add each key to an authenticator app (manual entry,`);
  console.log('time-based, 6 digits, 30 seconds) and log in on /login with its code:');
  for (const s of staff) console.log(`  ${s.email.padEnd(28)} ${ROLE_LABELS[s.role].padEnd(14)} key ${s.totpSecret}`);
} finally {
  await db.destroy();
}
