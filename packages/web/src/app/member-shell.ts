// The member shell (decision 0055): on the prerendered landing page, a signed-in member's first paint
// is the member layout and the home's title and greeting, as static markup (prerender.tsx) that the
// boot script shows while the app loads (src/boot.ts); the app renders into a hidden #root meanwhile.

/** Stands for the first name in the shell's greeting: a private-use character no name contains. */
export const FIRST_NAME_SLOT = '\uE000';

/** Stand for an open alert's instants in the shell's alert cards (decision 0093): when it was raised, when the care team saw it. */
export const ALERT_CREATED_SLOT = '\uE001';
export const ALERT_SEEN_SLOT = '\uE002';

/** Marks the shell's block of alert cards (boot.ts keeps the member's open ones, or removes the block). */
export const SHELL_ALERTS_ATTRIBUTE = 'data-shell-alerts';

/** Marks the shell's greeting; its value is the greeting without a name. */
export const GREETING_ATTRIBUTE = 'data-greeting';

/**
 * Shows the app in place of the shell: boot.ts swaps the two before the next paint (from a layout
 * effect, before the app's frame is painted). Nothing happens where there is no shell.
 */
export function revealApp(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new Event('wellpath:app-shown'));
}

/**
 * Whether the shell on screen shows the member's open alerts (decision 0093): the home then takes its
 * place only once its own cards are rendered, so the advice never leaves the screen in between.
 */
export function shellShowsAlerts(): boolean {
  return typeof document !== 'undefined' && document.querySelector('#member-shell [data-alert]') !== null;
}

/** Whether the landing's member shell is on screen now (boot.ts puts it in `#member-shell`). */
export function isShellShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById('member-shell') !== null;
}
