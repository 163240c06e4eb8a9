import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { firstSentence, SafeHtml, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps links that open a new tab from reaching the opener', () => {
    const clean = sanitizeHtml('<a href="https://example.org" target="_blank">Guide</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('SafeHtml renders the sanitised markup', () => {
    const { container } = render(<SafeHtml html={'<h2>Title</h2><script>alert(1)</script>'} />);
    expect(container.querySelector('h2')?.textContent).toBe('Title');
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('firstSentence', () => {
  it('gives the first sentence of the first paragraph as plain text', () => {
    expect(firstSentence('<p>High blood pressure has <strong>no symptoms</strong>. It is common.</p><ul><li>Measure</li></ul>')).toBe(
      'High blood pressure has no symptoms.',
    );
    expect(firstSentence('<p>Version 2.0 is out\nnow</p>')).toBe('Version 2.0 is out now');
    expect(firstSentence('<img src=x onerror="alert(1)">Plain text only')).toBe('Plain text only');
  });

  it('never gives the text of a script or a style, and runs nothing', () => {
    const ran = vi.fn();
    vi.stubGlobal('ran', ran);
    expect(firstSentence('<script>ran()</script><style>p{}</style><img src=x onerror="ran()">Only this. Not this.')).toBe('Only this.');
    expect(firstSentence('<p><noscript>hidden</noscript>Shown<template>inert</template> here.</p>')).toBe('Shown here.');
    expect(ran).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
