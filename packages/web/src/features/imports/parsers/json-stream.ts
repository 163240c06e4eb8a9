import { ImportFileError, type ByteSource } from './read';

// A JSON file that is one array of objects (Fitbit's Takeout files: `[{...},{...}]`), read as it
// streams: the text of one element at a time is kept and parsed, never the whole file, so a file of
// any length takes the memory of one element.

/** Calls `element` with each element of the top-level array, in order. Damaged or cut-short JSON throws ImportFileError. */
export async function readJsonArray(source: ByteSource, element: (value: unknown) => void): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  /** Before the array's `[`, inside it, or after its `]`. */
  let where: 'before' | 'inside' | 'after' = 'before';
  /** Nesting inside the current element (0: between elements). */
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** The current element's text so far (pieces of earlier chunks), and where it starts in this chunk. */
  let kept = '';
  let start = -1;
  /** A comma seen since the last element (one between two elements, none before the first or after the last). */
  let comma = false;
  let elements = 0;

  const finish = (text: string) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new ImportFileError('damaged', err instanceof Error ? err.message : 'an element is not JSON');
    }
    elements += 1;
    element(value);
  };

  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (depth > 0) {
        if (inString) {
          if (escaped) escaped = false;
          else if (c === 0x5c) escaped = true;
          else if (c === 0x22) inString = false;
          continue;
        }
        if (c === 0x22) inString = true;
        else if (c === 0x7b || c === 0x5b) depth += 1;
        else if (c === 0x7d || c === 0x5d) {
          depth -= 1;
          if (depth === 0) {
            const piece = kept + text.slice(start, i + 1);
            kept = '';
            start = -1;
            finish(piece);
          }
        }
        continue;
      }
      // Between elements: white space, commas, an element's start or the array's end.
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0xfeff) continue;
      if (where === 'before') {
        if (c !== 0x5b) throw new ImportFileError('unrecognised', 'not a JSON array');
        where = 'inside';
      } else if (where === 'after') {
        throw new ImportFileError('damaged', 'text after the end of the array');
      } else if (c === 0x5d) {
        if (comma) throw new ImportFileError('damaged', 'a comma before the end of the array');
        where = 'after';
      } else if (c === 0x2c) {
        if (comma || elements === 0) throw new ImportFileError('damaged', 'a comma out of place');
        comma = true;
      } else if (c === 0x7b || c === 0x5b) {
        if (elements > 0 && !comma) throw new ImportFileError('damaged', 'a comma is missing between elements');
        comma = false;
        depth = 1;
        start = i;
      } else {
        // A number, string or literal element: not an export of objects.
        throw new ImportFileError('damaged', 'an element that is not an object');
      }
    }
    // The element goes on in the next chunk: keep its text so far.
    if (depth > 0) {
      kept += text.slice(start);
      start = 0;
    }
  };

  await source.each((chunk) => feed(decoder.decode(chunk, { stream: true })));
  feed(decoder.decode());
  if (where === 'before') throw new ImportFileError('empty', 'no JSON array');
  if (where === 'inside') throw new ImportFileError('truncated', 'the array is not closed');
}
