/**
 * Control characters are stripped by the URL parser (`/\t/evil.example` parses as
 * `//evil.example`) and a backslash reads as a slash, so a target containing either is refused
 * before parsing rather than repaired.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Every SSO address lives under `{sso}/adfs/` (SPEC §7), and its `redirecturl` forwards anywhere:
 * with the SSO on the page's own origin, a path there would be an open redirect.
 */
function isSsoPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /(^|\/)adfs(\/|$)/i.test(decoded);
}

/**
 * No open redirect: a target is followed only when it is a path on this origin or an absolute
 * http(s) address on the page's own origin or on one of `allowedOrigins`. A same-origin target
 * comes back as a normalised path (never `//…`), any other as the parsed absolute address.
 */
export function safeRedirectTarget(
  target: string | null | undefined,
  origin: string,
  allowedOrigins: readonly string[],
): string | null {
  if (!target || UNSAFE_CHARACTERS.test(target)) return null;
  // Only root-relative paths and absolute http(s) addresses; `client/x`, `javascript:` and
  // leading spaces never reach the parser.
  if (!target.startsWith('/') && !/^https?:\/\//i.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (isSsoPath(url.pathname)) return null;
  if (url.origin === origin) {
    // `/..//evil.example` normalises to the path `//evil.example`, which a browser reads as a host.
    return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
  }
  if (allowedOrigins.includes(url.origin)) return url.toString();
  return null;
}

/** Origins of the given absolute addresses; relative ones (paths on the page origin) add none. */
export function originsOf(values: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    if (!/^https?:\/\//.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // The environment schema already refused malformed addresses.
    }
  }
  return [...origins];
}
