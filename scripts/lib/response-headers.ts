import { pageReferrerPolicy } from '../../lib/site/address/referrer-policy';

/**
 * The one source of the headers the portal is served with, whatever serves it: nginx
 * (`nginx-config.ts`), a `_headers` file and a CloudFront response headers policy
 * (`cdn-headers.ts`). Pure, so a test can hold the three formats to it.
 */

/**
 * The kinds of path that get different headers, each with its pattern as the CDNs write it.
 * Hashed build assets never change under their name; the service worker must never be served
 * from a cache, or a browser would keep an old release's worker; everything else is a page (or a
 * picture without a hash) that is revalidated.
 */
export const pathKinds = {
  asset: { pattern: '/_next/static/*' },
  worker: { pattern: '/sw.js' },
  page: { pattern: '/*' },
} as const;
export type PathKind = keyof typeof pathKinds;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The kind of an export file (`client/index.html`, `_next/static/chunks/a.js`). */
export function kindOf(file: string): PathKind {
  if (`/${file}` === pathKinds.worker.pattern) return 'worker';
  return file.startsWith('_next/static/') && !file.endsWith('.txt') ? 'asset' : 'page';
}

/**
 * Browser features no portal page uses; a script that slips in cannot ask for them. Fullscreen
 * stays (the 360° viewer) and so does the clipboard (the copy button).
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

/**
 * HSTS for a year on every host of the domain: the portal's pages carry sign-in codes and tokens,
 * so no sibling host may be reached over plain HTTP either. Only ever sent over TLS.
 */
export const HSTS_MAX_AGE = 31_536_000;
export const strictTransportSecurity = `max-age=${HSTS_MAX_AGE}; includeSubDomains`;

/**
 * The header carries the pages' own policy: it governs a page's first requests, before the page's
 * `<meta name="referrer">` is read, so the two must never differ.
 */
export const referrerPolicy = pageReferrerPolicy;

export type CspOrigins = {
  /** Origins the pages talk to besides their own (SSO, APIs, attachment and map hosts). */
  connectOrigins: string[];
  imageOrigins: string[];
};

export function contentSecurityPolicy(options: CspOrigins): string {
  const join = (extra: string[]) => ["'self'", ...extra].join(' ');
  // No default-src or script-src here: every exported page carries its own script policy in a
  // <meta http-equiv> (script-src 'self' plus the sha256 of each of its inline scripts, see
  // scripts/lib/script-policy.ts), and a second script-src in this header could only forbid those
  // hashed scripts. The fetch kinds default-src would cover are listed one by one instead.
  // frame-ancestors is here because a meta policy cannot carry it.
  return [
    "style-src 'self' 'unsafe-inline'",
    `img-src ${join(['data:', 'blob:', ...options.imageOrigins])}`,
    "font-src 'self' data:",
    `connect-src ${join(options.connectOrigins)}`,
    // Forms are handled by script or submit to their own page; sign-in and sign-out are
    // navigations. So no host the pages call (the SSO, the APIs, the collector) takes a form.
    "form-action 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export type HeaderOptions = CspOrigins & {
  /** Served over TLS: HSTS is sent. A CDN always is; nginx only with its own certificate. */
  tls: boolean;
};

export type Header = readonly [name: string, value: string];

/** Sent with every answer, pages, assets and proxied API calls alike. */
export function securityHeaders(options: HeaderOptions): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', referrerPolicy],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', permissionsPolicy],
    // The portal opens other sites only with noopener or by navigating its own blank tab, and
    // nothing it opens needs a handle back; a page that opens the portal gets none either.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(options.tls ? [['Strict-Transport-Security', strictTransportSecurity] as const] : []),
  ];
}

/**
 * The headers of a path kind beyond the security set. Pages are revalidated by every host on its
 * own (S3 objects carry `no-cache`, Netlify and Cloudflare Pages revalidate HTML), and a `_headers`
 * rule for `/*` would also reach the assets, so only the assets' caching is a rule of its own. The
 * worker says `no-cache` itself wherever it is served: a host's default may cache a script.
 */
export function kindHeaders(kind: PathKind): Header[] {
  if (kind === 'asset') return [['Cache-Control', IMMUTABLE]];
  if (kind === 'worker') return [['Cache-Control', REVALIDATE]];
  return [];
}

/** Everything a path of this kind is served with. */
export function headersFor(kind: PathKind, options: HeaderOptions): Header[] {
  return [...kindHeaders(kind), ...securityHeaders(options)];
}
