import { createHash } from 'node:crypto';

/**
 * The inline `<script>` bodies of an exported page (Next's flight data, its chunk list, the
 * bare origin's redirect), exactly as the browser hashes them: the raw text between the tags.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(match[1]!)) continue;
    if (/\btype="application\/(?:ld\+)?json"/i.test(match[1]!)) continue;
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
 * The page with its script policy as the first element after the charset declaration, before any
 * script, so it governs all of them. Running it again replaces the policy.
 */
export function withScriptPolicy(html: string): string {
  const bare = html.replace(policyMeta, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(bare)}"/>`;
  const charset = bare.match(/<meta charSet="utf-8"\/>/i);
  if (charset?.index !== undefined) {
    const at = charset.index + charset[0].length;
    return bare.slice(0, at) + meta + bare.slice(at);
  }
  const head = bare.match(/<head[^>]*>/i);
  if (head?.index === undefined) throw new Error('an exported page without <head>');
  const at = head.index + head[0].length;
  return bare.slice(0, at) + meta + bare.slice(at);
}
