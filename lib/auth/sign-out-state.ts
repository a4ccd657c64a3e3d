/**
 * Set while this page is leaving for a sign-out. Clearing the session re-renders the page before
 * the navigation to the provider's end session commits; a sign-in guard reacting to that render
 * would navigate to /login instead, the provider would still hold its session, and the visitor
 * would be signed straight back in. Guards ask here first and stay put.
 */
let underway = false;

export function beginSignOut(): void {
  underway = true;
  // A page restored from the back-forward cache is no longer leaving.
  window.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) underway = false;
    },
    { once: true },
  );
}

export function signOutUnderway(): boolean {
  return underway;
}
