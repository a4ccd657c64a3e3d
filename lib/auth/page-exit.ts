/**
 * Whether this page is going away. A page that is leaving has its requests cancelled mid-flight:
 * what fails then is no answer from the provider or the API, and must not end the sign-in that the
 * other tabs (and the next page) share.
 */
let leaving = false;
let passingThrough = false;
let watching = false;

/** Starts watching for the page's exit; every page calls it at start, before any refresh. */
export function watchPageExit(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // A page restored from the back-forward cache is no longer leaving.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
}

export function pageLeaving(): boolean {
  return leaving;
}

/**
 * A page that shows nothing and moves on at once (/transit): it starts no refresh of its own, whose
 * answer the navigation would cut off after the provider had already rotated the refresh token.
 */
export function markPassingThrough(): void {
  passingThrough = true;
}

export function isPassingThrough(): boolean {
  return passingThrough;
}
