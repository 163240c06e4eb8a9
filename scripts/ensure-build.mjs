// Builds the app when the build is missing or older than its sources, so `npm start` works right
// after `npm install` and stays fast on later starts.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'packages/server/dist/.build-stamp');
const outputs = [
  stamp,
  path.join(root, 'packages/server/dist/server.js'),
  path.join(root, 'packages/web/dist/index.html'),
  path.join(root, 'packages/web/dist-ssr/prerender.js'),
];
const sources = [
  'packages/shared/src',
  'packages/server/src',
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/public',
  'packages/web/vite.config.ts',
  'package-lock.json',
];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

const builtAt = Math.min(...outputs.map((o) => (fs.existsSync(o) ? fs.statSync(o).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building WellPath (first start or sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(stamp, new Date().toISOString());
}
