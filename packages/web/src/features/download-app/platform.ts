import { useSyncExternalStore } from 'react';

export type Platform = 'ios' | 'android' | 'desktop';

/** Which install instructions fit this device. iPadOS reports itself as a Mac, but with touch. */
export function detectPlatform(userAgent: string = navigator.userAgent, maxTouchPoints: number = navigator.maxTouchPoints ?? 0): Platform {
  if (/iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

const STANDALONE_QUERY = '(display-mode: standalone)';

function standaloneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(STANDALONE_QUERY) : null;
}

/** True when the page runs as the installed app (its own window, no browser bar). */
export function isRunningStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (standaloneQuery()?.matches ?? false);
}

function subscribe(onChange: () => void): () => void {
  const query = standaloneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useIsRunningStandalone(): boolean {
  return useSyncExternalStore(subscribe, isRunningStandalone, () => false);
}
