import { loadConfig } from '../config.js';
import { prepareData } from '../bootstrap.js';
import { seedDemoMember, DEMO_MEMBER } from '../demo/seed-demo.js';

const config = loadConfig();
const { db, content } = await prepareData(config);
try {
  await seedDemoMember(db, content);
  console.log(`Demo member ready: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
} finally {
  await db.destroy();
}
