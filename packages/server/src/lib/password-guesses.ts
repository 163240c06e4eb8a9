import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { GUESSER_SETTINGS, guessVerdict, type GuessVerdict, type RawGuess } from '@wellpath/shared/user/password-guesses';

/**
 * zxcvbn-ts on the server (decision 0072), in a worker thread: judging a password takes milliseconds,
 * but up to a second for 64 characters of substitutions, which must never stall the event loop (a
 * sign-up is a public call). One worker per process, loaded once (its dictionaries take ~50 MB and a
 * few hundred milliseconds), started at first use or by `preload`, and let go of when idle: it never
 * holds the process open. It builds zxcvbn-ts exactly as the browser does (shared
 * user/password-guesser.ts): the same packages and settings.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const load = (name) => require(workerData.modules[name]);
const { ZxcvbnFactory } = load('core');
const [common, en, fr] = [load('common'), load('en'), load('fr')];
const zxcvbn = new ZxcvbnFactory({
  ...workerData.settings,
  dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
  graphs: common.adjacencyGraphs,
});
parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    parentPort.postMessage({ id, score, feedback });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

/** A judgement that takes longer than this means the worker is stuck: it is replaced. */
const JUDGE_TIMEOUT_MS = 15_000;

type Pending = { resolve: (raw: RawGuess) => void; reject: (err: Error) => void; timer: NodeJS.Timeout };

class GuessWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  dead = false;

  constructor() {
    const require = createRequire(import.meta.url);
    const modules = {
      core: require.resolve('@zxcvbn-ts/core'),
      common: require.resolve('@zxcvbn-ts/language-common'),
      en: require.resolve('@zxcvbn-ts/language-en'),
      fr: require.resolve('@zxcvbn-ts/language-fr'),
    };
    this.worker = new Worker(WORKER, { eval: true, workerData: { modules, settings: GUESSER_SETTINGS } });
    this.worker.on('message', (m: { id: number; error?: string } & Partial<RawGuess>) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.settle(m.id);
      if (m.error !== undefined || m.score === undefined || !m.feedback) p.reject(new Error(`password judgement failed: ${m.error}`));
      else p.resolve({ score: m.score, feedback: m.feedback });
    });
    const fail = (err: Error) => this.fail(err);
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the password judgement worker stopped (exit code ${code})`)));
    // After the listeners: adding a 'message' listener references the worker again.
    this.worker.unref();
  }

  judge(password: string, userInputs: string[]): Promise<RawGuess> {
    if (this.dead) return Promise.reject(new Error('the password judgement worker stopped'));
    const id = ++this.next;
    return new Promise<RawGuess>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error('the password judgement worker did not answer')), JUDGE_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      // Waiting for an answer keeps the worker referenced; idle, it lets the process exit.
      if (this.pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, password, userInputs });
    });
  }

  private settle(id: number): void {
    const p = this.pending.get(id);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  private fail(err: Error): void {
    if (this.dead) return;
    this.dead = true;
    for (const [id, p] of this.pending) {
      this.settle(id);
      p.reject(err);
    }
    void this.worker.terminate();
  }
}

/** One worker per process, however many apps are built (tests build many); a dead one is replaced. */
let shared: GuessWorker | undefined;
function worker(): GuessWorker {
  if (!shared || shared.dead) shared = new GuessWorker();
  return shared;
}

export class PasswordGuesses {
  /** Starts the worker and its dictionaries in the background, so the first sign-up does not wait for them. */
  preload(): void {
    worker();
  }

  /** zxcvbn-ts's verdict on a password, given the person's own words (guessUserInputs). */
  async judge(password: string, userInputs: string[]): Promise<GuessVerdict> {
    return guessVerdict(await worker().judge(password, userInputs));
  }
}
