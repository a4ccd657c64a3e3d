/**
 * No open redirect: a target is followed only when it is a path on this origin or an absolute
 * address on the page's own origin or on one of the configured deployment addresses.
 */
export function safeRedirectTarget(
  target: string | null | undefined,
  origin: string,
  allowedOrigins: readonly string[],
): string | null {
  if (!target) return null;
  const trimmed = target.trim();
  // Protocol-relative and backslash forms leave the origin although they look like paths.
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.origin === origin || allowedOrigins.includes(url.origin)) return url.toString();
  return null;
}

/** Origins of the configured absolute addresses (SSO, bid app, province platform...). */
export function configuredOrigins(addresses: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(addresses)) {
    if (!/^https?:\/\//.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // The environment schema already refused malformed addresses.
    }
  }
  return [...origins];
}
