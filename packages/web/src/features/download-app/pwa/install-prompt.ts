/**
 * The browser's install prompt (`beforeinstallprompt`, Chromium browsers only), captured as soon as
 * the app starts so the Download App screen can offer it later, whenever the member opens that screen.
 * Kept free of React and member code: main.tsx imports it into the entry chunk.
 */

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallPromptState {
  /** The deferred prompt, while the browser offers one. */
  prompt: BeforeInstallPromptEvent | null;
  /** The app was installed during this visit (`appinstalled`). */
  installed: boolean;
}

let state: InstallPromptState = { prompt: null, installed: false };
const listeners = new Set<() => void>();

function setState(next: Partial<InstallPromptState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getInstallPromptState(): InstallPromptState {
  return state;
}

export function subscribeToInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let capturing = false;

/** Starts listening for the install prompt; call once, early (main.tsx). */
export function captureInstallPrompt(target: Window = window): void {
  if (capturing) return;
  capturing = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the Download App screen offers the prompt instead.
    event.preventDefault();
    setState({ prompt: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => setState({ prompt: null, installed: true }));
}

/** Shows the browser's install dialog; a prompt can be used once, so it is forgotten afterwards. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const prompt = state.prompt;
  if (!prompt) return 'unavailable';
  setState({ prompt: null });
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') setState({ installed: true });
  return outcome;
}

/** Test helper: back to the initial state, optionally with a prompt on offer. */
export function setInstallPromptStateForTests(next: Partial<InstallPromptState> = {}): void {
  state = { prompt: null, installed: false, ...next };
  for (const listener of listeners) listener();
}
