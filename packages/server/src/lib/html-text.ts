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
  'dt',
  'dd',
]);

/**
 * What ends a block that has no punctuation of its own, so an excerpt reads as sentences: a heading
 * or paragraph a full stop, a list item or table cell a semicolon ("It uses: your age; your cholesterol;").
 */
const ENDINGS = new Map([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'].map((tag) => [tag, '.'] as const),
  ...['li', 'th', 'td', 'dt', 'dd'].map((tag) => [tag, ';'] as const),
]);
const ENDS_SENTENCE = /[.!?:;…]["'”’)]*$/;

const HIDDEN = new Set(['script', 'style', 'template']);

/**
 * The words of an HTML fragment as one line of plain text (entities decoded, tags dropped, blocks
 * separated by a space and ended as sentences, whitespace collapsed): what the education search
 * indexes and quotes from, so that markup ("strong", "href") is never a match and an excerpt reads
 * well ("When to see your doctor. If your readings...").
 */
export function htmlToText(html: string): string {
  let text = '';
  // Content HTML is sanitised when loaded; a script or style that got through is still not text.
  let hidden = 0;
  const parser = new Parser(
    {
      ontext: (chunk) => {
        if (hidden === 0) text += chunk;
      },
      onopentagname: (name) => {
        if (HIDDEN.has(name)) hidden += 1;
        if (BLOCKS.has(name)) text += ' ';
      },
      onclosetag: (name) => {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        const ending = ENDINGS.get(name);
        if (ending) {
          text = text.trimEnd();
          if (text !== '' && !ENDS_SENTENCE.test(text)) text += ending;
        }
        if (BLOCKS.has(name)) text += ' ';
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}
