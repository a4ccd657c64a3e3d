import { MANIFEST_FILE } from './deploy/manifest';
import {
  headersFor,
  pathKinds,
  REVALIDATE,
  securityHeaders as sharedSecurityHeaders,
  type Header,
  type HeaderOptions,
} from './response-headers';

/**
 * Builds the nginx configuration of the whole tenant matrix. Pure: everything it needs comes in
 * as arguments, so the generated text can be unit-tested and `nginx -t` checked.
 */

export type NginxOptions = {
  /** Absolute path of the static export. */
  root: string;
  /** `host:port` nginx listens on. */
  listen: string;
  tenants: string[];
  /** Upstream of /baseapi/ and /gatewayapi/ (`http://host:port`). */
  api: string;
  gateway: string;
  /**
   * Upstream of /api/BidManager/ (SPEC §7: GetBidUrl, the address /transit opens, is on the page
   * origin outside /baseapi). The business API's service unless told otherwise.
   */
  bidManager: string;
  /** Also proxy the sandbox-only paths (SSO, bid URL, stand-ins) to this upstream. */
  sandbox?: string | undefined;
  /** Origins the pages talk to besides their own (SSO, APIs, attachment and map hosts). */
  connectOrigins: string[];
  imageOrigins: string[];
  /** Emit brotli directives (module loaded by the caller's main config or `loadModules`). */
  brotli: boolean;
  /** Paths of dynamic modules to load (brotli), only in a full configuration. */
  loadModules: string[];
  /** Write a complete nginx.conf (events, http, temp paths) rather than a server block to include. */
  full: boolean;
  /** Host names the server answers (`server_name`); none means any host (`_`). */
  serverNames?: string[] | undefined;
  /**
   * Certificate and key: nginx terminates TLS on `listen`, speaks HTTP/2 there and sends HSTS. Over
   * HTTP/1.1 a browser opens six connections to an origin, and a page's early API call waited
   * behind its start-up chunks for one of them; HTTP/2 carries them all at once on one connection.
   * `listen … http2` rather than nginx 1.25's `http2 on`, which 1.22 (Debian 12) refuses.
   */
  tls?: { certificate: string; key: string } | undefined;
};

const compressibleTypes =
  'text/plain text/css text/javascript application/javascript application/json image/svg+xml text/x-component';

function nginxHeaders(headers: Header[], indent: string): string {
  return headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
}

/**
 * nginx drops every inherited add_header in a location that adds one of its own, so each location
 * repeats the whole set.
 */
type HeaderSet = HeaderOptions;

function securityHeaders(headers: HeaderSet, indent: string): string {
  return nginxHeaders(sharedSecurityHeaders(headers), indent);
}

/** A page location: revalidated on every use (nginx does not say so by itself), the page headers. */
function pageHeaders(headers: HeaderSet, indent: string): string {
  return nginxHeaders([['Cache-Control', REVALIDATE], ...headersFor('page', headers)], indent);
}

function proxyBlock(location: string, upstream: string, headers: HeaderSet): string {
  return `    location ^~ ${location} {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
${securityHeaders(headers, '      ')}
    }`;
}

/** One location per tenant: trailing-slash routes, its Chinese not-found page, HTML revalidated. */
function tenantBlock(tenant: string, headers: HeaderSet): string {
  return `    location = /${tenant} {
      return 301 /${tenant}/$is_args$args;
    }

    location ^~ /${tenant}/ {
      try_files $uri $uri/index.html =404;
      error_page 404 /${tenant}/notfound/index.html;
${pageHeaders(headers, '      ')}
    }`;
}

export function nginxConfig(options: NginxOptions): string {
  const headers: HeaderSet = { ...options, tls: Boolean(options.tls) };
  const names = options.serverNames?.length ? options.serverNames.join(' ') : '_';
  const tls = options.tls
    ? `    ssl_certificate ${options.tls.certificate};
    ssl_certificate_key ${options.tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
`
    : '';
  // The sandbox also plays the attachment host (pictures and downloads under /attachment/).
  const sandboxPaths = ['/adfs/', '/bid/', '/admin/', '/__sandbox/', '/attachment/'];
  const server = `  server {
    listen ${options.listen}${options.tls ? ' ssl http2' : ''};
    server_name ${names};
${tls}    root ${options.root};
    index index.html;
    charset utf-8;
    server_tokens off;
    absolute_redirect off;

    gzip on;
    gzip_comp_level 6;
    gzip_min_length 512;
    gzip_vary on;
    gzip_types ${compressibleTypes};
${options.brotli ? `    brotli on;\n    brotli_comp_level 5;\n    brotli_types ${compressibleTypes};\n` : ''}
${securityHeaders(headers, '    ')}

    # Hashed build assets never change: cache them for a year.${options.brotli ? " Scripts and styles come\n    # precompressed at brotli's highest quality beside them (scripts/lib/precompress.ts)." : ''}
    location ^~ /_next/static/ {
${options.brotli ? '      brotli_static on;\n' : ''}${nginxHeaders(headersFor('asset', headers), '      ')}
    }

    # The service worker: never from a cache, so a new release reaches every browser at once.
    location = ${pathKinds.worker.pattern} {
${nginxHeaders(headersFor('worker', headers), '      ')}
    }

    # What the last deploy put here (scripts/lib/deploy/manifest.ts) is no business of a visitor's.
    location = /${MANIFEST_FILE} {
      return 404;
    }

${proxyBlock('/baseapi/', options.api, headers)}

${proxyBlock('/gatewayapi/', options.gateway, headers)}

${proxyBlock('/api/BidManager/', options.bidManager, headers)}
${options.sandbox ? sandboxPaths.map((location) => `\n${proxyBlock(location, options.sandbox!, headers)}`).join('\n') : ''}

${options.tenants.map((tenant) => tenantBlock(tenant, headers)).join('\n\n')}

    location = / {
      try_files /index.html =404;
${pageHeaders(headers, '      ')}
    }

    location / {
      try_files $uri $uri/index.html =404;
${pageHeaders(headers, '      ')}
    }

    error_page 404 /404.html;
  }
`;
  if (!options.full) return `# Generated by npm run deploy-config: the portal's server block.\n${server}`;
  return `# Generated by npm run deploy-config. Run with: nginx -p <dir> -c <this file>
${options.loadModules.map((module) => `load_module ${module};`).join('\n')}
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  types {
    text/html html;
    text/css css;
    text/javascript js;
    application/json json map;
    application/manifest+json webmanifest;
    text/plain txt;
    image/svg+xml svg;
    image/png png;
    image/jpeg jpg jpeg;
    image/x-icon ico;
    font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
${server}}
`;
}
