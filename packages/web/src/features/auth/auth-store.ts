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

const LOGIN_REMEMBERED_KEY = 'login_remembered';

/**
 * The login's "remember me", for the member's offline session in this tab, which keeps it with the
 * session's record (the landing's member shell shows only while a session may be alive, decision
 * 0055). In sessionStorage: it survives the reload a change of language makes after the login.
 */
export function noteLoginRemembered(remembered: boolean): void {
  try {
    window.sessionStorage.setItem(LOGIN_REMEMBERED_KEY, remembered ? 'true' : 'false');
  } catch {
    // Unknown then: taken as not remembered, the shorter limit.
  }
}

/** The choice noted at this tab's last login, read once. */
export function takeLoginRemembered(): boolean {
  try {
    const value = window.sessionStorage.getItem(LOGIN_REMEMBERED_KEY);
    window.sessionStorage.removeItem(LOGIN_REMEMBERED_KEY);
    return value === 'true';
  } catch {
    return false;
  }
}

const FIRST_LOGIN_KEY = 'first_login';
/** Read once per page load (the answer stays the same for the page), then forgotten for the next. */
let firstLogin: boolean | undefined;

/**
 * The login was the member's very first (the server says so): the home greets them with "Welcome",
 * not "Welcome back". Kept for this tab (sessionStorage) through the reload a change of language
 * makes after the login, and read by the home once.
 */
export function noteFirstLogin(first: boolean): void {
  firstLogin = undefined;
  try {
    if (first) window.sessionStorage.setItem(FIRST_LOGIN_KEY, 'true');
    else window.sessionStorage.removeItem(FIRST_LOGIN_KEY);
  } catch {
    // Unknown then: "Welcome back", as before.
  }
}

/** Whether this page's home is the one right after the member's very first login. */
export function isFirstLogin(): boolean {
  if (firstLogin === undefined) {
    try {
      firstLogin = window.sessionStorage.getItem(FIRST_LOGIN_KEY) === 'true';
      window.sessionStorage.removeItem(FIRST_LOGIN_KEY);
    } catch {
      firstLogin = false;
    }
  }
  return firstLogin;
}

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
