/**
 * An address a server answered, made safe to open in a new tab: http(s) only. The tab is opened
 * blank first (so the browser allows it), which gives it the portal's origin: a `javascript:` or
 * `data:` address there would run as the portal.
 */
export function openableAddress(answer: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(answer.trim(), origin);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
}
