// The member shell (decision 0055): on the prerendered landing page, a signed-in member's first paint
// is the member layout and the home's title and greeting, as static markup (prerender.tsx) that the
// boot script shows while the app loads (src/boot.ts); the app renders into a hidden #root meanwhile.

/** Stands for the first name in the shell's greeting: a private-use character no name contains. */
export const FIRST_NAME_SLOT = '\uE000';

/** Marks the shell's greeting; its value is the greeting without a name. */
export const GREETING_ATTRIBUTE = 'data-greeting';

/**
 * Shows the app in place of the shell: boot.ts swaps the two before the next paint (from a layout
 * effect, before the app's frame is painted). Nothing happens where there is no shell.
 */
export function revealApp(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new Event('wellpath:app-shown'));
}

/** Whether the landing's member shell is on screen now (boot.ts puts it in `#member-shell`). */
export function isShellShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById('member-shell') !== null;
}
