import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { CONTENT_DIR, REPO_ROOT } from './helpers.js';

// The real server process, for tests of start-up, shutdown, crashes and several copies.
const SERVER = path.join(REPO_ROOT, 'packages/server/src/server.ts');

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
}

const children: ChildProcess[] = [];

/** Kills (SIGKILL) every server process started since the last call: for afterEach. */
export function killServers(): void {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Starts `server.ts` on SQLite with the repository's content unless `env` says otherwise. */
export function startServer(env: Record<string, string>): ServerProcess {
  // tsx as a loader inside one node process, so signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', SERVER], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', CONTENT_DIR, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits until the server answers its health check (polls every 100 ms; gives up after some 4 minutes). */
export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 2400; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}
