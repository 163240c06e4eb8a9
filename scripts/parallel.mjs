// Runs npm scripts side by side (`node scripts/parallel.mjs lint typecheck`): on a two-core CI machine
// the linters and the type checker each use one core. Each script's output is printed whole when it
// ends, so the two never interleave; the exit code is the first failure's, or 0.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ['run', name], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
        });
        const chunks = [];
        child.stdout.on('data', (d) => chunks.push(d));
        child.stderr.on('data', (d) => chunks.push(d));
        child.on('close', (code, signal) => {
          process.stdout.write(Buffer.concat(chunks));
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          console.log(`\n[${name}] ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s\n`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
