import { describe, expect, it } from 'vitest';
import { cloudFrontPolicies, headersFile, type CloudFrontPolicy } from './cdn-headers';
import { nginxConfig, type NginxOptions } from './nginx-config';
import { headersFor, pathKinds, REVALIDATE, type PathKind } from './response-headers';

const origins = { connectOrigins: ['https://sso.example.cn'], imageOrigins: ['https://file.example.cn'] };
const nginxOptions: NginxOptions = {
  ...origins,
  root: '/srv/portal/out',
  listen: '127.0.0.1:443',
  tenants: ['client', '4101client'],
  api: 'http://10.0.0.5:8080',
  gateway: 'http://10.0.0.6:8080',
  bidManager: 'http://10.0.0.5:8080',
  brotli: false,
  loadModules: [],
  full: true,
  // A CDN always speaks TLS, so nginx is compared where it does too.
  tls: { certificate: '/etc/tls/a.crt', key: '/etc/tls/a.key' },
};

type Headers = Record<string, string>;
const kinds = Object.keys(pathKinds) as PathKind[];
/** A path of each kind, as a browser asks for it. */
const samplePath: Record<PathKind, string> = {
  asset: '/_next/static/chunks/app-1a2b.js',
  worker: '/sw.js',
  page: '/client/buyerweb/list/',
};

/** The add_header lines of one nginx location. */
function nginxLocation(config: string, location: string): Headers {
  const start = config.indexOf(`location ${location} {`);
  expect(start).toBeGreaterThan(-1);
  const block = config.slice(start, config.indexOf('\n    }', start));
  return Object.fromEntries(
    [...block.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((match) => [match[1]!, match[2]!]),
  );
}

/** What Netlify and Cloudflare Pages send for a path: every matching rule's headers, none twice. */
function headersFileFor(file: string, path: string): Headers {
  const headers: Headers = {};
  for (const block of file.split(/\n\n+/)) {
    const [pattern, ...lines] = block.split('\n').filter((line) => line && !line.startsWith('#'));
    if (!pattern) continue;
    expect(pattern).toMatch(/^\/\S*$/);
    const matches = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
    if (!matches) continue;
    for (const line of lines) {
      const [, name, value] = /^ {2}([\w-]+): (.+)$/.exec(line)!;
      // Both hosts join a header two matching rules set: that would garble the value.
      expect(headers[name!], `${name} set twice for ${path}`).toBeUndefined();
      headers[name!] = value!;
    }
  }
  return headers;
}

/** The headers a CloudFront policy makes the answer carry. */
function cloudFrontHeaders({ ResponseHeadersPolicyConfig: config }: CloudFrontPolicy): Headers {
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  expect(config.CustomHeadersConfig.Quantity).toBe(config.CustomHeadersConfig.Items.length);
  return {
    'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': security.FrameOptions.FrameOption,
    'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
    'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
    ...Object.fromEntries(config.CustomHeadersConfig.Items.map((item) => [item.Header, item.Value])),
  };
}

describe('the response headers of nginx, a _headers file and CloudFront', () => {
  const nginx = nginxConfig(nginxOptions);
  const file = headersFile(origins);
  const policies = cloudFrontPolicies(origins);

  it('cover the same path kinds', () => {
    expect(policies.map((policy) => policy.PathPattern)).toEqual(['/_next/static/*', '/sw.js', '*']);
    expect(kinds).toEqual(['asset', 'worker', 'page']);
    expect(file).toContain('\n/*\n');
    expect(file).toContain('\n/_next/static/*\n');
  });

  it('send the same headers with the same values for every path kind', () => {
    const nginxOf: Record<PathKind, Headers> = {
      asset: nginxLocation(nginx, '^~ /_next/static/'),
      worker: nginxLocation(nginx, '= /sw.js'),
      // nginx alone must be told to revalidate pages; the CDNs do it by themselves.
      page: nginxLocation(nginx, '/'),
    };
    expect(nginxLocation(nginx, '^~ /client/')).toEqual(nginxOf.page);
    for (const [index, kind] of kinds.entries()) {
      const shared = Object.fromEntries(headersFor(kind, { ...origins, tls: true }));
      expect(headersFileFor(file, samplePath[kind]), kind).toEqual(shared);
      expect(cloudFrontHeaders(policies[index]!), kind).toEqual(shared);
      expect(nginxOf[kind], kind).toEqual(
        kind === 'page' ? { ...shared, 'Cache-Control': REVALIDATE } : shared,
      );
    }
  });

  it('forbid framing by others, pin HTTPS on every subdomain, refuse sniffing and send only the origin as referrer', () => {
    for (const kind of kinds) {
      const headers = headersFileFor(file, samplePath[kind]);
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'self'");
      expect(headers['Content-Security-Policy']).not.toMatch(/script-src|unsafe-eval/);
      expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(['strict-origin', 'no-referrer', 'same-origin']).toContain(headers['Referrer-Policy']);
    }
    expect(headersFileFor(file, samplePath.asset)['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('keep the service worker uncached everywhere, so a new release reaches every browser', () => {
    const worker = policies.find((policy) => policy.PathPattern === '/sw.js')!;
    expect(headersFileFor(file, samplePath.worker)['Cache-Control']).toBe('no-cache');
    expect(cloudFrontHeaders(worker)['Cache-Control']).toBe('no-cache');
    expect(nginxLocation(nginx, '= /sw.js')['Cache-Control']).toBe('no-cache');
  });

  it('write CloudFront policies the API accepts: overriding the origin, custom headers only beyond the security set', () => {
    for (const { ResponseHeadersPolicyConfig: config } of policies) {
      expect(config.Name).toMatch(/^[\w-]{1,128}$/);
      expect(config.Comment.length).toBeLessThanOrEqual(128);
      expect(config.SecurityHeadersConfig.StrictTransportSecurity).toEqual({
        AccessControlMaxAgeSec: 31536000,
        IncludeSubdomains: true,
        Preload: false,
        Override: true,
      });
      const custom = config.CustomHeadersConfig.Items.map((item) => item.Header);
      expect(custom).not.toContain('Content-Security-Policy');
      expect(custom).not.toContain('Strict-Transport-Security');
      expect(custom).toContain('Permissions-Policy');
    }
  });
});
