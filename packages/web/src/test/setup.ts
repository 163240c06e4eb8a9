import '@testing-library/jest-dom/vitest';
import '@/lib/i18n/eager-catalogs';
import { i18n } from '@lingui/core';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { noteFirstLogin, useAuthStore } from '@/features/auth/auth-store';
import { setMemberTimeZone } from '@/lib/dates';
import { defineIndexedDbClasses } from './fake-indexeddb';

defineIndexedDbClasses();

// Lazy routes load (and transform) their chunk on first render; on a busy two-core CI machine that
// can take several seconds, so waits get fifteen (a wait that succeeds returns at once).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  // jsdom runs animation frames and its focus fix-up on a Node interval it starts on demand and stops
  // when idle. Started on a fake clock and left there, it never fires again: every later animation frame
  // in this worker (files share it) would wait forever. So a frame's worth of fake time runs first, then
  // the real clock is back before the unmount below asks for a focus fix-up.
  if (vi.isFakeTimers()) {
    vi.advanceTimersByTime(50);
    vi.useRealTimers();
  }
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Cookies too (the language preference is one): a test that chose French left the cookie, and the
  // next file's code read it, depending on the order the files ran in.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  // Test files share a worker's modules (isolate: false), so the in-memory stores start afresh too.
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  noteFirstLogin(false);
  // The member's time zone is a module setting too (decision 0073).
  setMemberTimeZone(null);
  // A test that went offline must not leave the next one offline (the manager is a module singleton).
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A test in French must not leave the next one in French.
  if (i18n.locale !== 'en') i18n.activate('en');
});

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};
