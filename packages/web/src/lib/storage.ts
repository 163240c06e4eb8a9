/** The local storage keys the spec names (§9). */
export const STORAGE_KEYS = {
  token: 'token',
  logs: 'app_logs',
  /** Followed by a member's id: their CSV column mappings (features/imports/csv-mappings.ts). */
  csvMappingsPrefix: 'wellpath.import.csv-mappings.',
} as const;

/**
 * localStorage that never throws: private browsing modes and full quotas make the real API throw,
 * and losing a log line or a remembered session must not break a screen.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to do: the key cannot be read either.
    }
  },
  /**
   * Signing out (issue 32): every key of this site's localStorage and sessionStorage goes but the
   * client log (`app_logs`, which never holds health data: lib/logger.ts) and the members' CSV
   * column mappings (`wellpath.import.csv-mappings.<member id>`: column places, kinds and units, no
   * value, kept per member: decision 0113).
   */
  eraseSignedInState(): void {
    try {
      for (const key of Object.keys(window.localStorage))
        if (key !== STORAGE_KEYS.logs && !key.startsWith(STORAGE_KEYS.csvMappingsPrefix)) window.localStorage.removeItem(key);
      window.sessionStorage.clear();
    } catch {
      // Storage refused (private modes): nothing was kept in it either.
    }
  },
};
