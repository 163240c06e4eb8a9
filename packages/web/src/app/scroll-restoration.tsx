import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

// The app's router is React Router's declarative one (decision 0126): its data router, the only one
// with a <ScrollRestoration>, was 16 KiB (brotli) of the member home's first load. This does what that
// component did: each history entry's scroll position is remembered (in sessionStorage across a
// reload, under the entry's key), going back or forward restores it, a link to `#id` scrolls to the
// element, and any other navigation starts at the top.

const STORAGE_KEY = 'wellpath-scroll-positions';

let positions: Record<string, number> | undefined;
/** The history entry the window's scroll position belongs to. */
let currentKey = '';

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      positions = parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

function remember() {
  if (currentKey) savedPositions()[currentKey] = window.scrollY;
}

function persist() {
  remember();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
  } catch {
    // Storage full or blocked: positions are still restored within this page's life.
  }
}

function elementOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Before paint, once the new entry's screen has rendered (navigations are transitions, so a screen
  // whose code is still downloading has not replaced the previous one yet).
  useLayoutEffect(() => {
    currentKey = location.key;
    const saved = action === NavigationType.Pop ? savedPositions()[location.key] : undefined;
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? elementOf(location.hash) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    // The entry's key identifies the navigation; the action and hash belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
