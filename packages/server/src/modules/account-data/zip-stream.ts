import { Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';

export interface ZipFile {
  name: string;
  content: string;
}

/**
 * A ZIP archive of text files as a Node stream. A file is made (the iterator's next value) and
 * deflated only when the stream is asked for more, so a slow client slows the work down and memory
 * holds one file at a time.
 */
export function zipStream(files: Iterable<ZipFile>, mtime: Date): Readable {
  const next = files[Symbol.iterator]();
  const zip = new Zip();
  const stream = new Readable({
    read() {
      try {
        const file = next.next();
        if (file.done) return zip.end();
        const entry = new ZipDeflate(file.value.name, { level: 6 });
        entry.mtime = mtime;
        zip.add(entry);
        entry.push(strToU8(file.value.content), true);
      } catch (err) {
        stream.destroy(err instanceof Error ? err : new Error(String(err)));
      }
    },
  });
  // Called synchronously from add/push/end above: every read pushes at least a file's header.
  zip.ondata = (err, chunk, final) => {
    if (err) return void stream.destroy(err);
    stream.push(chunk);
    if (final) stream.push(null);
  };
  return stream;
}
