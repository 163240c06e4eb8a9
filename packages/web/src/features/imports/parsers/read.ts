// Reading a chosen file as a stream of bytes, chunk by chunk, with the bytes read so far for the
// progress bar, and a way to stop. Never the whole file in memory at once.

export type ImportFailure = 'damaged' | 'truncated' | 'unrecognised' | 'empty' | 'cancelled' | 'unmapped';

/** Why a file cannot be imported: the screen says it in the member's language by its code. */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportFailure,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'ImportFileError';
  }
}

/** A CSV of no known app: the member maps its columns (its header, a few rows to see, and its shape's signature). */
export class CsvNeedsMapping extends ImportFileError {
  constructor(
    readonly columns: string[],
    readonly sample: string[][],
    readonly signature: string,
  ) {
    super('unmapped', 'a CSV of no known app');
    this.name = 'CsvNeedsMapping';
  }
}

export interface ByteSource {
  readonly size: number;
  /** The first bytes (to recognise the file by its content). */
  head(bytes: number): Promise<Uint8Array>;
  /** Calls `chunk` with each piece in order, then once with an empty piece and `last` true. */
  each(chunk: (bytes: Uint8Array, last: boolean) => void): Promise<void>;
}

/** A Blob (a File) as a byte source; `onBytes` is told the bytes read so far; `signal` stops it. */
export function blobSource(blob: Blob, onBytes: (read: number) => void = () => {}, signal?: AbortSignal): ByteSource {
  return {
    size: blob.size,
    async head(bytes) {
      return new Uint8Array(await blob.slice(0, bytes).arrayBuffer());
    },
    async each(chunk) {
      const reader = blob.stream().getReader();
      let read = 0;
      try {
        for (;;) {
          if (signal?.aborted) throw new ImportFileError('cancelled', 'stopped by the member');
          const { done, value } = await reader.read();
          if (done) break;
          read += value.byteLength;
          chunk(value, false);
          onBytes(read);
        }
      } finally {
        reader.releaseLock();
      }
      chunk(new Uint8Array(0), true);
    },
  };
}

/** Bytes already in memory (a file's head) as a byte source. */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    head: async (n) => bytes.subarray(0, n),
    async each(chunk) {
      chunk(bytes, false);
      chunk(new Uint8Array(0), true);
    },
  };
}
