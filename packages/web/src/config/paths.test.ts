import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@wellpath/shared/api/page-routes';
import { paths } from './paths';

/** Every router pattern under `paths`, however deep (once each: two links may open one page). */
function patterns(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const here = 'path' in node && typeof node.path === 'string' ? [node.path] : [];
  return [...here, ...Object.values(node).flatMap(patterns)];
}

describe('the pages the server knows of', () => {
  it('are every page of the router, so the server logs each request by its pattern and never by a token in its path', () => {
    expect([...PAGE_ROUTES].sort()).toEqual([...new Set(patterns(paths))].sort());
  });
});
