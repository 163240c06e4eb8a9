import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import config from '../playwright.config.js';

/**
 * Runs one of the server's built command-line tools (packages/server/dist/cli/<name>.js) on the e2e
 * server's database and outbox (the webServer's environment); returns what it printed.
 */
export async function runServerCli(name: string, args: string[] = [], timeout = 60_000): Promise<string> {
  const server = Array.isArray(config.webServer) ? config.webServer[0]! : config.webServer!;
  const { stdout } = await promisify(execFile)(process.execPath, [`packages/server/dist/cli/${name}.js`, ...args], {
    cwd: server.cwd ?? path.join(import.meta.dirname, '..', '..'),
    env: { ...process.env, ...server.env },
    timeout,
  });
  return stdout;
}
