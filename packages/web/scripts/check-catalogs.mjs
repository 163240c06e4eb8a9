// The web app's catalogues are complete and current (decision 0050), checked by `npm run lint`:
// - extracting the messages from the code again changes no catalogue (a message used in the code is
//   in every catalogue; a catalogue keeps no message the code no longer uses);
// - every French message is translated, with the same placeholders as its English, and one English
//   message has one French in every area.
// Fix the first with `npm run i18n:extract -w @wellpath/web`, the second by translating in
// src/locales/fr/<area>.po.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(root, 'src/locales');
const read = () =>
  new Map(
    fs
      .readdirSync(localesDir, { recursive: true })
      .filter((f) => String(f).endsWith('.po'))
      .map((f) => [String(f), fs.readFileSync(path.join(localesDir, String(f)), 'utf8')]),
  );

/** The entries of a PO file: msgid and msgstr, joined over continuation lines. */
function entries(text) {
  const out = [];
  for (const block of text.split(/\n\n+/)) {
    const field = (name) => {
      const m = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(`${block}\n`);
      return m
        ? m[1]
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line))
            .join('')
        : undefined;
    };
    const id = field('msgid');
    if (id) out.push({ id, context: field('msgctxt'), str: field('msgstr') ?? '' });
  }
  return out;
}
const before = read();
const problems = [];
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@lingui/cli')), 'lingui.js');
try {
  execFileSync(process.execPath, [cli, 'extract', '--clean'], { cwd: root, stdio: 'pipe' });
} catch (err) {
  console.error(`check-catalogs: lingui extract failed:\n${err.stderr?.toString() ?? err}`);
  process.exit(1);
}
const after = read();
for (const [file, text] of after) {
  const old = before.get(file);
  if (old === text) continue;
  const had = new Set(entries(old ?? '').map((e) => e.id));
  const has = new Set(entries(text).map((e) => e.id));
  const added = [...has].filter((id) => !had.has(id));
  const gone = [...had].filter((id) => !has.has(id));
  problems.push(
    `${file} is out of date with the code` +
      added.map((id) => `\n    used in the code, not in the catalogue: "${id}"`).join('') +
      gone.map((id) => `\n    in the catalogue, used nowhere: "${id}"`).join(''),
  );
}
for (const file of before.keys()) if (!after.has(file)) problems.push(`${file} belongs to no area any more`);
// Put the catalogues back as they were: the check changes nothing.
for (const file of after.keys()) if (!before.has(file)) fs.rmSync(path.join(localesDir, file));
for (const [file, text] of before) fs.writeFileSync(path.join(localesDir, file), text);

const placeholders = (message) =>
  [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
// Every catalogue of a language is loaded into one table at run time, so one English message (with its
// context) must have one French everywhere: otherwise whichever area loaded last would decide.
const french = new Map();
for (const [file, text] of before) {
  if (!file.startsWith('fr')) continue;
  for (const { id, context, str } of entries(text)) {
    if (str === '') problems.push(`${file}: not translated: "${id}"`);
    else if (placeholders(id) !== placeholders(str)) problems.push(`${file}: placeholders differ in "${str}" (English: "${id}")`);
    const key = `${context ?? ''}\u0004${id}`;
    const other = french.get(key);
    if (other && other.str !== str && str !== '')
      problems.push(
        `"${id}"${context ? ` (${context})` : ''} is "${other.str}" in ${other.file} but "${str}" in ${file}: give it one French, or a context`,
      );
    else if (!other) french.set(key, { file, str });
  }
}

if (problems.length > 0) {
  console.error(
    `check-catalogs: ${problems.length} problem(s):\n  ${problems.slice(0, 50).join('\n  ')}${problems.length > 50 ? '\n  ...' : ''}`,
  );
  console.error('Run `npm run i18n:extract -w @wellpath/web`, then translate the French in packages/web/src/locales/fr/.');
  process.exit(1);
}
console.log(`check-catalogs: ok, ${before.size} catalogues, every message extracted and translated`);
