import { create } from 'zustand';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { storage, STORAGE_KEYS } from '@/lib/storage';
import { rememberEndedSession } from './session-return';

interface AuthState {
  /** The session token (§3); a member is signed in exactly when it is present (§4). */
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: storage.get(STORAGE_KEYS.token),
  setToken: (token) => {
    storage.set(STORAGE_KEYS.token, token);
    set({ token });
  },
  clearToken: () => {
    storage.remove(STORAGE_KEYS.token);
    set({ token: null });
  },
}));

export function useIsAuthenticated(): boolean {
  return useAuthStore((s) => s.token !== null && s.token !== '');
}

// A token the server no longer accepts (expired or revoked) ends the session here too, so the
// route guard sends the member to /login instead of leaving them on screens that cannot load. The
// first such answer remembers the page, so that the login page can say why and come back to it.
setUnauthorizedHandler(() => {
  const { token, clearToken } = useAuthStore.getState();
  if (token) rememberEndedSession(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  clearToken();
});

// Another tab logging in or out changes the same storage key.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    const token = storage.get(STORAGE_KEYS.token);
    if (token !== useAuthStore.getState().token) useAuthStore.setState({ token });
  });
}
