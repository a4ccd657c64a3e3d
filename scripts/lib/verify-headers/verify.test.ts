import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loopbackOrigin } from '../loopback-server.test-helpers';
import { headersFor, kindOf, type HeaderOptions } from '../response-headers';
import { formatReport, problems } from './report';
import { tenantBase } from './targets';
import { verifyOrigin } from './verify';

const origins = { connectOrigins: ['https://sso.example.cn'], imageOrigins: ['https://file.example.cn'] };
const plain: HeaderOptions = { ...origins, tls: false };

const files: Record<string, string> = {
  '/client/':
    '<!doctype html><script src="https://other.example.com/x.js"></script><script src="/_next/static/chunks/main.js" async=""></script>',
  '/client/baseweb/userCenterConter/userCenter/userDetail/': '<!doctype html>',
  '/sw.js': 'self.addEventListener("fetch", () => {})',
  '/_next/static/chunks/main.js': 'console.log(1)',
};

/** What the test origin does beside serving `files` with the headers of their kind. */
let served: {
  options: HeaderOptions;
  drop: { path: string; header: string } | null;
  redirects: Record<string, string>;
};
let cookies: (string | undefined)[];

function answer(request: IncomingMessage, response: ServerResponse) {
  cookies.push(request.headers.cookie);
  const path = new URL(request.url!, 'http://x').pathname;
  const redirect = served.redirects[path];
  if (redirect) return response.writeHead(302, { Location: redirect }).end();
  const body = files[path];
  if (body === undefined) return response.writeHead(404).end();
  const headers = headersFor(kindOf(path.slice(1)), served.options).filter(
    ([name]) => !(served.drop?.path === path && served.drop.header === name),
  );
  response.writeHead(200, Object.fromEntries(headers)).end(body);
}

const server = loopbackOrigin(answer);
let origin: string;
beforeAll(() => {
  origin = server.origin;
});
beforeEach(() => {
  served = { options: plain, drop: null, redirects: {} };
  cookies = [];
});

describe('verifying a deployed origin', () => {
  it("passes an origin that serves every kind's headers, checking four answers without cookies", async () => {
    const reports = await verifyOrigin(tenantBase(`${origin}/client/`), plain);
    expect(reports.map((report) => [report.label, report.url, report.status, report.kind])).toEqual([
      ['public page', `${origin}/client/`, 200, 'page'],
      ['user-centre page', `${origin}/client/baseweb/userCenterConter/userCenter/userDetail/`, 200, 'page'],
      ['service worker', `${origin}/sw.js`, 200, 'worker'],
      ['script', `${origin}/_next/static/chunks/main.js`, 200, 'asset'],
    ]);
    expect(problems(reports)).toEqual([]);
    expect(reports.find((report) => report.kind === 'asset')!.checks.map((check) => check.name)).toContain(
      'Cache-Control',
    );
    expect(cookies).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('names the header and the address when one answer lacks it', async () => {
    served.drop = {
      path: '/client/baseweb/userCenterConter/userCenter/userDetail/',
      header: 'X-Frame-Options',
    };
    const reports = await verifyOrigin(tenantBase(`${origin}/client/`), plain);
    expect(problems(reports)).toEqual([
      `${origin}/client/baseweb/userCenterConter/userCenter/userDetail/ (user-centre page): X-Frame-Options missing`,
    ]);
    const table = formatReport(reports[1]!);
    expect(table).toContain('✗  X-Frame-Options');
    expect(table).toMatch(/expected {2}SAMEORIGIN\n\s+got {7}\(none\)/);
    expect(table).toContain('✓  Content-Security-Policy');
  });

  it('expects HSTS from an https origin, and holds the worker to its own Cache-Control', async () => {
    const base = tenantBase('https://portal.example.cn/client/');
    // The https origin is this test's server: the fetch goes there, the addresses stay https.
    const viaTestServer = (url: URL, init: RequestInit) =>
      fetch(`${origin}${url.pathname}${url.search}`, init);
    let reports = await verifyOrigin(base, { ...origins, tls: true }, viaTestServer);
    expect(problems(reports)).toEqual([
      'https://portal.example.cn/client/ (public page): Strict-Transport-Security missing',
      'https://portal.example.cn/client/baseweb/userCenterConter/userCenter/userDetail/ (user-centre page): Strict-Transport-Security missing',
      'https://portal.example.cn/sw.js (service worker): Strict-Transport-Security missing',
      'https://portal.example.cn/_next/static/chunks/main.js (script): Strict-Transport-Security missing',
    ]);
    served.options = { ...origins, tls: true };
    served.drop = { path: '/sw.js', header: 'Cache-Control' };
    reports = await verifyOrigin(base, { ...origins, tls: true }, viaTestServer);
    expect(problems(reports)).toEqual([
      'https://portal.example.cn/sw.js (service worker): Cache-Control missing',
    ]);
  });

  it('follows a redirect on the origin, and refuses one to another origin', async () => {
    served.redirects['/client/baseweb/userCenterConter/userCenter/userDetail/'] = '/client/';
    let reports = await verifyOrigin(tenantBase(`${origin}/client/`), plain);
    expect(reports[1]).toMatchObject({ url: `${origin}/client/`, status: 200 });
    expect(problems(reports)).toEqual([]);

    served.redirects['/sw.js'] = 'https://elsewhere.example.com/sw.js';
    reports = await verifyOrigin(tenantBase(`${origin}/client/`), plain);
    expect(problems(reports)).toEqual([
      `${origin}/sw.js (service worker): redirected to another origin (https://elsewhere.example.com/sw.js); not followed`,
    ]);
  });

  it('fails an address that is not there, and an origin that does not answer', async () => {
    let reports = await verifyOrigin(tenantBase(`${origin}/recycle/`), plain);
    expect(problems(reports)[0]).toBe(`${origin}/recycle/ (public page): answered 404, expected a success`);
    expect(problems(reports)).toContain(
      `${origin}/recycle/ (script): the public page names no script of its own origin to check`,
    );

    const silent = () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }));
    reports = await verifyOrigin(tenantBase('https://portal.example.cn/client/'), plain, silent);
    expect(problems(reports)).toEqual([
      'https://portal.example.cn/client/ (public page): no answer (ECONNREFUSED)',
      'https://portal.example.cn/client/baseweb/userCenterConter/userCenter/userDetail/ (user-centre page): no answer (ECONNREFUSED)',
      'https://portal.example.cn/sw.js (service worker): no answer (ECONNREFUSED)',
      'https://portal.example.cn/client/ (script): not looked for: the public page could not be read',
    ]);
  });
});
