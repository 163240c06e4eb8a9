import { useEffect, useState } from 'react';

/** The time now, refreshed every minute, so "open 2 h 10 min" keeps counting while the screen is open. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
