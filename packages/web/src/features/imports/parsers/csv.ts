import { ImportFileError, type ByteSource } from './read';

// CSV read as it streams (RFC 4180: quoted fields, doubled quotes, newlines inside quotes), one row
// at a time, so a file of any length takes the memory of one row.

/** Calls `row` with each row's cells (the header first); a quote left open at the end is a truncated file. */
export async function readCsvRows(source: ByteSource, delimiter: ',' | ';', row: (cells: string[]) => void): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let afterQuote = false;
  let first = true;
  const endRow = () => {
    cells.push(cell);
    cell = '';
    if (!(cells.length === 1 && cells[0] === '')) row(cells);
    cells = [];
  };
  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (first) {
        first = false;
        if (c === '\ufeff') continue;
      }
      if (quoted) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i++;
          } else if (i + 1 === text.length) {
            // A quote at a chunk's end: whether it is doubled is known with the next chunk.
            quoted = false;
            afterQuote = true;
          } else quoted = false;
        } else cell += c;
        continue;
      }
      if (afterQuote) {
        afterQuote = false;
        if (c === '"') {
          cell += '"';
          quoted = true;
          continue;
        }
      }
      if (c === '"' && cell === '') quoted = true;
      else if (c === delimiter) {
        cells.push(cell);
        cell = '';
      } else if (c === '\n') endRow();
      else if (c !== '\r') cell += c;
    }
  };
  await source.each((chunk) => feed(decoder.decode(chunk, { stream: true })));
  feed(decoder.decode());
  if (quoted) throw new ImportFileError('truncated', 'a quoted cell is not closed');
  if (cell !== '' || cells.length > 0) endRow();
}

/** The first line of a CSV's head: its delimiter (the one it has more of) and its column names (lowercase, trimmed, unquoted). */
export function headerOf(head: string): { delimiter: ',' | ';'; columns: string[] } {
  const line = head.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (line.match(/;/g)?.length ?? 0) > (line.match(/,/g)?.length ?? 0) ? ';' : ',';
  const columns = line.split(delimiter).map((c) => c.trim().replace(/^"|"$/g, '').trim().toLowerCase());
  return { delimiter, columns };
}
