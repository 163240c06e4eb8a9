import { Parser } from 'htmlparser2';

/** Elements that end a run of text: their words never join the next element's. */
const BLOCKS = new Set([
  'p',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'div',
  'section',
]);

const HIDDEN = new Set(['script', 'style', 'template']);

/**
 * The words of an HTML fragment as one line of plain text (entities decoded, tags dropped, blocks
 * separated by a space, whitespace collapsed): what the education search indexes and quotes from, so
 * that markup ("strong", "href") is never a match and an excerpt never shows a tag.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  // Content HTML is sanitised when loaded; a script or style that got through is still not text.
  let hidden = 0;
  const parser = new Parser(
    {
      ontext: (text) => {
        if (hidden === 0) parts.push(text);
      },
      onopentagname: (name) => {
        if (HIDDEN.has(name)) hidden += 1;
        if (BLOCKS.has(name)) parts.push(' ');
      },
      onclosetag: (name) => {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        if (BLOCKS.has(name)) parts.push(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
