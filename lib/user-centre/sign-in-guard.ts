/** The session-storage key SPEC §3 names for where to come back after sign-in. */
export const REDIRECT_URI_KEY = 'redirect_uri';

/**
 * A visitor opening a personal page is sent to login and brought back to the same page (SPEC §6):
 * the page's own path and query are stored as the redirect, then the browser goes to login.
 */
export function sendToLogin(
  loginPath: string,
  current: Pick<Location, 'pathname' | 'search'>,
  storage: Storage | null,
) {
  try {
    storage?.setItem(REDIRECT_URI_KEY, `${current.pathname}${current.search}`);
  } catch {
    // Storage blocked: the visitor still signs in, and lands on the default page.
  }
  return loginPath;
}
