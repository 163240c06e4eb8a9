import { loadConfig } from '../config.js';
import { ContentError } from '../content/loader.js';
import { prepareData } from '../bootstrap.js';

const config = loadConfig();
try {
  const { db, content } = await prepareData(config);
  const counts = [
    [content.pillars.length, 'pillars'],
    [content.surveys.length, 'surveys'],
    [content.recommendations.length, 'recommendations'],
    [content.programs.length, 'programmes'],
    [content.exercises.length, 'exercises'],
    [content.bloodMarkers.length, 'blood markers'],
    [content.conditions.length, 'conditions'],
    [content.educationCategories.length, 'education categories'],
    [content.educationPosts.length, 'education posts'],
    [content.coaches.length, 'coaches'],
    [content.legalPages.size, 'legal documents'],
  ];
  console.log(`Loaded content from ${config.contentDir}: ${counts.map(([n, what]) => `${n} ${what}`).join(', ')}.`);
  // The texts a French reader sees in English (decision 0050): add `fr:` beside their `en:`.
  if (content.missingFrench.length > 0) {
    console.log(`French missing for ${content.missingFrench.length} texts (shown in English):\n  ${content.missingFrench.join('\n  ')}`);
  } else console.log('Every text has its French.');
  await db.destroy();
} catch (err) {
  console.error(err instanceof ContentError ? `Content is not valid:\n${err.message}` : err);
  process.exitCode = 1;
}
