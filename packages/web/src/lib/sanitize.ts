import DOMPurify from 'dompurify';
import { createElement, useMemo, type ElementType, type HTMLAttributes } from 'react';

let hooked = false;

function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  // Links that open a new tab must not hand the opener to the other site.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Every HTML string from the server goes through here before it is rendered. */
export function sanitizeHtml(html: string): string {
  ensureHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string;
  as?: ElementType;
};

/** Renders server-supplied HTML after sanitising it; the only sanctioned use of innerHTML. */
export function SafeHtml({ html, as = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: clean } });
}

/**
 * The first sentence of server HTML as plain text (a collapsed card's one line). Nothing of it runs or
 * loads: a document made by DOMParser has no window, so its scripts never run and its images never
 * load, and only text comes out of it. So it needs no sanitising, which cost every card on the home
 * a second parse.
 */
export function firstSentence(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const hidden of doc.querySelectorAll('script, style, template, noscript')) hidden.remove();
  const first = doc.body.querySelector('p, li') ?? doc.body;
  const text = (first.textContent ?? '').replace(/\s+/g, ' ').trim();
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}
