/** How long a hidden tab (which paints nothing, so never runs animation frames) waits instead. */
const HIDDEN_TAB_MS = 100;

/**
 * Runs `callback` once the browser has painted the current frame (the task after the next animation
 * frame), or after a short wait where no frame comes (a hidden tab, a test without animation frames).
 * Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    callback();
  };
  const fallback = setTimeout(run, HIDDEN_TAB_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    done = true;
    clearTimeout(fallback);
  };
}
