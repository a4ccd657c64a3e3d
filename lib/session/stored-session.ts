/** The fixed authentication-info key of SPEC §3. */
export const SESSION_KEY = 'authInfo';

/**
 * The stored session's raw text, or null when nobody signed in on this device (or storage is
 * out of reach). A tiny module of its own: start-up code asks it whether the session's check is
 * worth loading before the page draws.
 */
export function storedSessionText(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}
