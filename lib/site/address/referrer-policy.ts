/**
 * The referrer policy of every page: `strict-origin` sends only the origin, even to the portal's
 * own servers, so a handed-over id_token or a sign-in code in the address never reaches a log as a
 * Referer. The shell pages send none at all (`shell-metadata.ts`). The HTTP headers of every front
 * (nginx, the CDN rules) are to carry the same value.
 */
export const pageReferrerPolicy = 'strict-origin';
