import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig, type NginxOptions } from './nginx-config';
import { contentSecurityPolicy, permissionsPolicy, strictTransportSecurity } from './response-headers';

const options: NginxOptions = {
  root: '/srv/portal/out',
  listen: '127.0.0.1:8080',
  tenants: ['client', '4101client', 'recycle'],
  api: 'http://10.0.0.5:8080',
  gateway: 'http://10.0.0.6:8080',
  bidManager: 'http://10.0.0.5:8080',
  connectOrigins: ['https://sso.example.cn'],
  imageOrigins: ['https://file.example.cn'],
  brotli: false,
  loadModules: [],
  full: true,
};

describe('the nginx configuration', () => {
  const config = nginxConfig(options);

  it('serves every tenant prefix with its own Chinese not-found page', () => {
    for (const tenant of options.tenants) {
      expect(config).toContain(`location ^~ /${tenant}/ {`);
      expect(config).toContain(`error_page 404 /${tenant}/notfound/index.html;`);
      expect(config).toContain(`return 301 /${tenant}/$is_args$args;`);
    }
  });

  it('caches hashed assets for a year and revalidates HTML', () => {
    expect(config).toMatch(
      /location \^~ \/_next\/static\/ \{\s+add_header Cache-Control "public, max-age=31536000, immutable"/,
    );
    expect(config).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('proxies the business API and the gateway to their upstreams', () => {
    expect(config).toMatch(/location \^~ \/baseapi\/ \{\s+proxy_pass http:\/\/10\.0\.0\.5:8080;/);
    expect(config).toMatch(/location \^~ \/gatewayapi\/ \{\s+proxy_pass http:\/\/10\.0\.0\.6:8080;/);
    expect(config).not.toContain('/adfs/');
  });

  it('proxies the bidding address call of /transit, outside /baseapi, to the business API', () => {
    // SPEC §7: POST /api/BidManager/GetBidUrl on the page origin.
    expect(config).toMatch(/location \^~ \/api\/BidManager\/ \{\s+proxy_pass http:\/\/10\.0\.0\.5:8080;/);
    expect(nginxConfig({ ...options, bidManager: 'http://10.0.0.7:8080' })).toMatch(
      /location \^~ \/api\/BidManager\/ \{\s+proxy_pass http:\/\/10\.0\.0\.7:8080;/,
    );
  });

  it('does not serve the deploy manifest', () => {
    expect(config).toMatch(/location = \/\.deploy-manifest\.json \{\s+return 404;\s+\}/);
  });

  it('proxies the sandbox paths only when asked to', () => {
    expect(nginxConfig({ ...options, sandbox: 'http://127.0.0.1:3000' })).toMatch(
      /location \^~ \/adfs\/ \{\s+proxy_pass http:\/\/127\.0\.0\.1:3000;/,
    );
  });

  it('turns brotli on only with the module, gzip always', () => {
    expect(config).toContain('gzip on;');
    expect(config).not.toContain('brotli');
    const withBrotli = nginxConfig({ ...options, brotli: true, loadModules: ['/m/brotli.so'] });
    expect(withBrotli).toContain('brotli on;');
    expect(withBrotli).toContain('load_module /m/brotli.so;');
    // The build's scripts and styles are served from their precompressed copies.
    expect(withBrotli).toMatch(/location \^~ \/_next\/static\/ \{\s+brotli_static on;/);
  });

  it('sends a CSP without unsafe-eval that admits exactly the configured origins', () => {
    const csp = contentSecurityPolicy(options);
    expect(csp).not.toContain('unsafe-eval');
    // Scripts are governed by each page's own hashed policy; a header script-src would forbid them.
    expect(csp).not.toMatch(/(?:default|script)-src/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://sso.example.cn");
    expect(csp).toContain("img-src 'self' data: blob: https://file.example.cn");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(config).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(config).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(config).toContain('add_header Referrer-Policy "strict-origin" always;');
  });

  it('sends Permissions-Policy and Cross-Origin-Opener-Policy wherever it sends the CSP', () => {
    const csp = config.match(/add_header Content-Security-Policy/g)!.length;
    expect(config.match(/add_header Permissions-Policy /g)).toHaveLength(csp);
    expect(config.match(/add_header Cross-Origin-Opener-Policy "same-origin" always;/g)).toHaveLength(csp);
    expect(permissionsPolicy).toContain('camera=()');
    expect(permissionsPolicy).toContain('geolocation=()');
    expect(permissionsPolicy).not.toContain('fullscreen');
  });

  it('names its hosts, any host when none is given', () => {
    expect(config).toMatch(/^\s+server_name _;$/m);
    expect(nginxConfig({ ...options, serverNames: ['www.example.cn', 'example.cn'] })).toMatch(
      /^\s+server_name www\.example\.cn example\.cn;$/m,
    );
  });

  it('sends HSTS only when it terminates TLS', () => {
    expect(config).not.toContain('Strict-Transport-Security');
    expect(config).not.toContain('ssl_certificate');
    const tls = nginxConfig({ ...options, tls: { certificate: '/etc/tls/a.crt', key: '/etc/tls/a.key' } });
    expect(tls).toMatch(/listen 127\.0\.0\.1:8080 ssl http2;/);
    expect(tls).toContain('ssl_certificate /etc/tls/a.crt;');
    expect(tls.match(/add_header Strict-Transport-Security/g)).toHaveLength(
      tls.match(/add_header Content-Security-Policy/g)!.length,
    );
    expect(tls).toContain(`"${strictTransportSecurity}"`);
    expect(strictTransportSecurity).toBe('max-age=31536000; includeSubDomains');
  });

  it('writes a bare server block for inclusion when not full', () => {
    const block = nginxConfig({ ...options, full: false });
    expect(block).not.toContain('events {');
    expect(block.trimStart().startsWith('# Generated')).toBe(true);
  });

  it('passes nginx -t, with brotli where the module is installed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
    mkdirSync(path.join(dir, 'tmp'));
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, nginxConfig({ ...options, root: dir, sandbox: 'http://127.0.0.1:3000' }));
    const result = spawnSync('nginx', ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  });
});
