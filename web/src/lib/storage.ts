/** The browser's storage, which may be missing (build time) or refuse (private modes, quotas). */

export function readPreference(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused: the preference lasts for this page only.
  }
}

export function removePreference(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** The games' player profile (spec §3 browser-only data), part of an account's data export. */
export const GAME_PROFILE_KEY = 'gamePlayerProfile';
