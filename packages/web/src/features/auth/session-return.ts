import type { Role } from '@wellpath/shared/staff/roles';
import { paths } from '@/config/paths';

/**
 * When the server ends a session (idle or too old), the login page says so and, once the member has
 * logged in again, opens the page they were on; a page opened without a session opens after login too. Kept for this tab only (sessionStorage), and only
 * ever a path of this site: nothing read back from storage can send anyone elsewhere.
 */
const KEY = 'session_return';

interface Stored {
  /** Where the session ended; null when that was the home page or an account form. */
  path: string | null;
  /** The login page has not said yet that the session ended. */
  notice: boolean;
}

function read(): Stored | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { path, notice } = value as Partial<Stored>;
    return { path: sameOriginPath(path), notice: notice === true };
  } catch {
    return null;
  }
}

function write(value: Stored | null): void {
  try {
    if (value) window.sessionStorage.setItem(KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Private browsing or a full quota: the member simply lands on the home page.
  }
}

const ACCOUNT_PAGES = new Set<string>([paths.auth.login.path, paths.auth.register.path, paths.auth.forgotPassword.path, paths.home.path]);

/** A path of this site ("/messages/t1?x=1#y"), or null for anything that could lead elsewhere or back to the account forms. */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin || ACCOUNT_PAGES.has(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * The member logged out: the next login opens the home page, not the page they left (the guard of
 * that page, seeing no session while the logout leaves it, must not remember it). Until that login.
 */
let signedOut = false;
export function forgetPageOnLogout(): void {
  signedOut = true;
  write(null);
}

/** The session ended on this page: remember it for the next login. */
export function rememberEndedSession(path: string): void {
  write({ path: sameOriginPath(path), notice: true });
}

/**
 * A visitor without a session asked for a page that needs one (a link in an e-mail, a bookmark):
 * remember it for the next login, keeping the notice of an ended session if there is one.
 */
export function rememberRequestedPage(path: string): void {
  if (signedOut) return;
  const requested = sameOriginPath(path);
  if (requested) write({ path: requested, notice: sessionEndedNotice() });
}

/** Whether the login page should say that the session ended (it says so once). */
export function sessionEndedNotice(): boolean {
  return read()?.notice === true;
}

export function dismissSessionEndedNotice(): void {
  const stored = read();
  if (stored) write({ ...stored, notice: false });
}

const isCarePath = (path: string) => path === paths.care.home.path || path.startsWith(`${paths.care.home.path}/`);

/**
 * Where a login leads, and forgets the remembered page: staff to the care workspace, members to the
 * journey home; either back to the page their ended session was on, when it is one of their side.
 */
export function takeDestination(role: Role): string {
  signedOut = false;
  const back = read()?.path ?? null;
  write(null);
  if (role !== 'member') return back && isCarePath(back) ? back : paths.care.home.getHref();
  return back && !isCarePath(back) ? back : paths.home.getHref();
}
