import { useSyncExternalStore } from 'react';
import { getInstallPromptState, subscribeToInstallPrompt, type InstallPromptState } from './install-prompt';

/** The install prompt captured at start-up, and whether the app was installed during this visit. */
export function useInstallPrompt(): InstallPromptState {
  return useSyncExternalStore(subscribeToInstallPrompt, getInstallPromptState, getInstallPromptState);
}
