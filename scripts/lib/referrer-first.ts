import { movedAfterCharset } from './head-order';

const referrerMeta = /<meta name="referrer" content="[^"]*"\/>/;

/**
 * Next writes a page's referrer policy after its preloads and scripts, so they are requested
 * while the server's policy still holds and carry the page's whole address (a handed-over
 * id_token, a sign-in code) in their Referer. Moved to just after the charset declaration, it
 * governs every request of the page. A page without one is returned unchanged.
 */
export function withReferrerPolicyFirst(html: string): string {
  return movedAfterCharset(html, referrerMeta);
}
