import type { HighlightSegment } from '@wellpath/shared/education/wire';
import { Fragment } from 'react';

/**
 * Text with the words a search matched marked. The segments are rendered as React text and <mark>
 * elements, never as HTML, so nothing in an article or a search can become markup.
 */
export function HighlightedText({ segments }: { segments: HighlightSegment[] }) {
  return segments.map((s, i) =>
    s.match ? (
      <mark key={i} className="rounded-sm bg-amber-200 box-decoration-clone px-0.5 text-inherit">
        {s.text}
      </mark>
    ) : (
      <Fragment key={i}>{s.text}</Fragment>
    ),
  );
}
