import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipDecoder, type UnzipFile } from 'fflate';
import { ImportFileError, type ByteSource } from './read';

// A ZIP read as it streams (Apple Health's export.zip, a Google Takeout archive, Withings' account
// download): entries come one after the other; an entry of a type the app reads (XML, CSV, JSON) is
// inflated until its first bytes say what it is, and read on as it inflates when it is a file the
// app knows; every other entry is stopped before a byte of it is inflated (decision 0119).

/** How far into an entry its content is looked at (as a chosen file's first bytes are). */
export const ENTRY_HEAD = 4096;
/** The entries worth a look: the types of the files the app reads. Images, web pages, GPX and TCX are never inflated. */
const READABLE = /\.(xml|csv|json)$/i;

/** What to do with an entry, from its name and first bytes: read it with `read` (given the entry as a byte source), or skip it. */
export type EntryReader = (name: string, head: Uint8Array) => ((source: ByteSource) => Promise<void>) | null;

/**
 * A decoder that can be stopped: after `terminate`, what the archive still holds of the entry is
 * dropped uninflated. (fflate keeps the compressed bytes of an entry never started, in case it is
 * started later: every entry is started, and those not read are stopped at once.)
 */
function stoppable(Inner: typeof UnzipInflate | typeof UnzipPassThrough) {
  return class Stoppable implements UnzipDecoder {
    static compression = Inner.compression;
    private readonly inner: UnzipDecoder = new Inner();
    private stopped = false;
    ondata: UnzipDecoder['ondata'] = () => {};
    constructor() {
      this.inner.ondata = (err, data, final) => {
        if (!this.stopped) this.ondata(err, data, final);
      };
    }
    push(chunk: Uint8Array, final: boolean): void {
      if (!this.stopped) this.inner.push(chunk, final);
    }
    terminate(): void {
      this.stopped = true;
    }
  };
}

/** An entry's bytes as a byte source that the archive pushes into as they inflate. */
function pushedSource(): { source: ByteSource; push: (bytes: Uint8Array, final: boolean) => void } {
  let handler: ((bytes: Uint8Array, last: boolean) => void) | null = null;
  const waiting: [Uint8Array, boolean][] = [];
  let settle: { resolve: () => void; reject: (err: unknown) => void } | null = null;
  const deliver = (bytes: Uint8Array, final: boolean) => {
    try {
      handler!(bytes, false);
      if (final) {
        handler!(new Uint8Array(0), true);
        settle?.resolve();
      }
    } catch (err) {
      settle?.reject(err);
      throw err;
    }
  };
  return {
    source: {
      size: Number.NaN,
      head: () => Promise.reject(new Error('an entry is read once, as it inflates')),
      each(chunk) {
        handler = chunk;
        return new Promise<void>((resolve, reject) => {
          settle = { resolve, reject };
          for (const [bytes, final] of waiting.splice(0)) deliver(bytes, final);
        });
      },
    },
    push(bytes, final) {
      if (handler && settle) deliver(bytes, final);
      else waiting.push([bytes, final]);
    },
  };
}

/** The end of central directory record (`PK\5\6`, 22 bytes and a comment of up to 64 KiB) ends every whole ZIP. */
const TAIL = 22 + 0xffff;
function endsWhole(tail: Uint8Array): boolean {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 0x05 && tail[i + 3] === 0x06) {
      return i + 22 + (tail[i + 20]! | (tail[i + 21]! << 8)) === tail.length;
    }
  }
  return false;
}

/**
 * Reads a ZIP's entries as it streams; `reader` chooses which are read and how. Resolves once every
 * entry read is read; throws ImportFileError: `truncated` when the archive or an entry read ends
 * early, `damaged` when an entry cannot be inflated (or the reader says so).
 */
export async function readZip(source: ByteSource, reader: EntryReader): Promise<void> {
  const reads: Promise<void>[] = [];
  // Set inside fflate's callbacks, looked at after each push.
  const state: { failure: Error | null; open: number } = { failure: null, open: 0 };
  const fail = (err: unknown) => {
    state.failure ??= err instanceof Error ? err : new ImportFileError('damaged', String(err));
  };
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name.endsWith('/') || !READABLE.test(file.name)) {
      file.ondata = () => {};
      file.start();
      file.terminate();
      return;
    }
    state.open += 1;
    let head: Uint8Array[] | null = [];
    let headBytes = 0;
    let push: ((bytes: Uint8Array, final: boolean) => void) | null = null;
    const done = () => {
      state.open -= 1;
      file.ondata = () => {};
    };
    file.ondata = (err, chunk, final) => {
      if (state.failure) return;
      try {
        // fflate's code 0 is "unexpected EOF": the archive ends inside the entry's compressed data.
        if (err) throw new ImportFileError(err.code === 0 ? 'truncated' : 'damaged', err.message);
        if (push) {
          push(chunk, final);
          if (final) done();
          return;
        }
        head!.push(chunk);
        headBytes += chunk.length;
        if (headBytes < ENTRY_HEAD && !final) return;
        const bytes = join(head!);
        head = null;
        const read = reader(file.name, bytes.subarray(0, ENTRY_HEAD));
        if (!read) {
          done();
          file.terminate();
          return;
        }
        const entry = pushedSource();
        push = entry.push;
        reads.push(read(entry.source).catch(fail));
        push(bytes, final);
        if (final) done();
      } catch (e) {
        fail(e);
      }
    };
    file.start();
  });
  unzip.register(stoppable(UnzipInflate));
  unzip.register(stoppable(UnzipPassThrough));

  let tail: Uint8Array = new Uint8Array(0);
  try {
    await source.each((chunk, last) => {
      tail =
        chunk.length >= TAIL
          ? chunk.subarray(chunk.length - TAIL)
          : join([tail.subarray(Math.max(0, tail.length + chunk.length - TAIL)), chunk]);
      try {
        unzip.push(chunk, last);
      } catch (err) {
        // The archive ending inside an entry is a file cut short (a download or a copy that stopped).
        throw last ? new ImportFileError('truncated', err instanceof Error ? err.message : String(err)) : err;
      }
      if (state.failure) throw state.failure;
    });
  } catch (err) {
    throw err instanceof ImportFileError ? err : new ImportFileError('damaged', err instanceof Error ? err.message : String(err));
  }
  // An entry still open at the archive's end never finishes: its read is not waited for.
  if (state.open > 0 || !endsWhole(tail)) throw new ImportFileError('truncated', 'the archive ends early');
  await Promise.all(reads);
  if (state.failure) throw state.failure;
}

function join(pieces: Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const out = new Uint8Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
