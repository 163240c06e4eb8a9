import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Group commit for SQLite's write-ahead log: `flush()` resolves once everything written to the log
 * before the call is on disk. The sync runs in libuv's thread pool, never on the event loop; callers
 * that arrive while a sync is running share the next one, so a burst of writes costs two syncs.
 */
export class WalSync {
  #running: Promise<void> | undefined;
  #next: Promise<void> | undefined;

  constructor(
    private readonly sync: () => Promise<void>,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  /** Syncs `file` (opened once, on the first flush) and, the first time, its directory entry. */
  static forFile(file: string): WalSync {
    let handle: Promise<fs.promises.FileHandle> | undefined;
    const open = async () => {
      const opened = await fs.promises.open(file, 'r');
      const dir = await fs.promises.open(path.dirname(file), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
      return opened;
    };
    return new WalSync(
      async () => {
        handle ??= open();
        await (await handle).datasync();
      },
      async () => {
        const h = handle;
        handle = undefined;
        if (h) await (await h.catch(() => undefined))?.close();
      },
    );
  }

  flush(): Promise<void> {
    // A sync queued but not started yet covers this caller's writes too.
    if (this.#next) return this.#next;
    if (!this.#running) return this.#start();
    // The running sync may have started before this caller's write: wait for the next one.
    const next = this.#running
      .catch(() => {})
      .then(() => {
        this.#next = undefined;
        return this.#start();
      });
    this.#next = next;
    return next;
  }

  async close(): Promise<void> {
    await this.#next?.catch(() => {});
    await this.#running?.catch(() => {});
    await this.onClose();
  }

  #start(): Promise<void> {
    const running: Promise<void> = this.sync().finally(() => {
      if (this.#running === running) this.#running = undefined;
    });
    this.#running = running;
    return running;
  }
}

const CHECKPOINT_EVERY_MS = 500;

// The worker's own connection copies the log into the database file (and syncs it) in the background;
// PASSIVE never waits for, nor blocks, the server's connection.
const CHECKPOINT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const run = () => {
  try {
    checkpoint.get();
  } catch (err) {
    parentPort.postMessage({ error: String(err && err.message || err) });
  }
};
const timer = setInterval(run, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'now') return void (run(), parentPort.postMessage({ done: true }));
  if (message === 'stop') {
    clearInterval(timer);
    run();
    db.close();
    parentPort.close();
  }
});
`;

/**
 * Checkpoints the write-ahead log of `file` from a worker thread, started on the first write. If the
 * worker fails, `onError` hears it (the server's connection then checkpoints by itself again).
 */
export class SqliteCheckpointer {
  #worker: Worker | undefined;

  constructor(
    private readonly file: string,
    private readonly onError: (message: string) => void = () => {},
  ) {}

  start(): void {
    if (this.#worker) return;
    const worker = new Worker(CHECKPOINT_WORKER, {
      eval: true,
      workerData: { file: this.file, module: createRequire(import.meta.url).resolve('better-sqlite3'), everyMs: CHECKPOINT_EVERY_MS },
    });
    worker.unref();
    worker.on('message', (m: { error?: string }) => {
      if (m.error) this.onError(m.error);
    });
    worker.on('error', (err: Error) => this.onError(err.message));
    this.#worker = worker;
  }

  /** Runs one checkpoint now and waits for it (for tests). */
  async now(): Promise<void> {
    this.start();
    const worker = this.#worker!;
    await new Promise<void>((resolve) => {
      const done = (m: { done?: boolean }) => {
        if (!m.done) return;
        worker.off('message', done);
        resolve();
      };
      worker.on('message', done);
      worker.postMessage('now');
    });
  }

  async stop(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    if (!worker) return;
    // Referenced again: waiting for its exit must keep the process alive (a CLI closing its database).
    worker.ref();
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage('stop');
    });
  }
}
