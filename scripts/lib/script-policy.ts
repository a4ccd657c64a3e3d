import { createHash } from 'node:crypto';
import { bootScriptTag } from './boot-first';

/**
 * The inline `<script>` bodies of an exported page (Next's flight data, its chunk list, the
 * bare origin's redirect), exactly as the browser hashes them: the raw text between the tags.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(match[1]!)) continue;
    // Data blocks the browser never runs: JSON, and the flight data's text (raw-flight.ts).
    if (/\btype="(?:application\/(?:ld\+)?json|text\/x-flight)"/i.test(match[1]!)) continue;
    bodies.push(match[2]!);
  }
  return bodies;
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The page's own script policy: scripts from this origin and exactly the inline scripts the page
 * was built with, so an injected inline script or event handler never runs. It travels inside the
 * page, so nginx, the sandbox and a CDN all serve it; the server's header carries the rest.
 */
export function scriptPolicy(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map(sha256Source))];
  return ["script-src 'self'", ...hashes].join(' ') + "; object-src 'none'; base-uri 'self'";
}

const policyMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * The head's opening tags that may come before the policy: the build's own, whose every address is
 * this origin's, none of them a script the policy would refuse or text a tenant writes. The boot
 * script is the one inline script among them, matched to the letter; its hash is in the policy too.
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const beforePolicy = [
  /^<meta charSet="utf-8"\/>/i,
  new RegExp(`^${escaped(bootScriptTag)}`),
  /^<meta name="(?:viewport|referrer)" content="[^"<>]*"\/>/,
  /^<link rel="(?:preload|stylesheet|modulepreload)"(?: [\w-]+="[^"<>]*")*\/>/,
  /^<script src="\/_next\/static\/[^"<>]+"(?: [\w-]+="[^"<>]*")*><\/script>/,
];

/**
 * The page with its script policy after the head's leading run of the build's own tags (charset,
 * viewport, stylesheet, preloads, start-up chunks) and before anything else: every inline script,
 * and every tag whose content is not the build's. Chromium does not preload past a policy meta
 * until its parser has applied it, which on a slow phone comes late: with the policy first in the
 * head the list's start-up chunks were asked for at 415 ms instead of 237 (`bench:timeline`, 4×).
 * The chunks before it are same-origin scripts the policy allows anyway. Running it again
 * replaces the policy.
 */
export function withScriptPolicy(html: string): string {
  const bare = html.replace(policyMeta, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(bare)}"/>`;
  const head = bare.match(/<head[^>]*>/i);
  if (head?.index === undefined) throw new Error('an exported page without <head>');
  let at = head.index + head[0].length;
  for (;;) {
    const rest = bare.slice(at);
    const own = beforePolicy.map((tag) => tag.exec(rest)?.[0]).find(Boolean);
    if (!own) break;
    at += own.length;
  }
  return bare.slice(0, at) + meta + bare.slice(at);
}
