import { loadConfig } from '../config.js';
import { ContentError } from '../content/loader.js';
import { prepareData } from '../bootstrap.js';

const config = loadConfig();
try {
  const { db, content } = await prepareData(config);
  console.log(`Loaded content from ${config.contentDir}: ${content.pillars.length} pillars, ${content.educationCategories.length} education categories, ${content.legalPages.size} legal documents.`);
  await db.destroy();
} catch (err) {
  console.error(err instanceof ContentError ? `Content is not valid:\n${err.message}` : err);
  process.exitCode = 1;
}
