import { describe, expect, it } from 'vitest';
import { headersFor, pathKinds, type HeaderOptions, type PathKind } from '../response-headers';
import { compareHeader, compareHeaders, parsePolicy } from './compare';

const options: HeaderOptions = {
  connectOrigins: ['https://sso.example.cn', 'https://cq.example.cn'],
  imageOrigins: ['https://file.example.cn'],
  tls: true,
};
const kinds = Object.keys(pathKinds) as PathKind[];

/** An answer's headers as the Fetch API reads them: any case, null when absent. */
const answer =
  (headers: Record<string, string>) =>
  (name: string): string | null =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;

const expectedValue = (kind: PathKind, name: string) => new Map(headersFor(kind, options)).get(name)!;

describe('holding an answer to the headers of its kind', () => {
  it('passes every kind served exactly as response-headers.ts says, in any header case', () => {
    for (const kind of kinds) {
      const served = Object.fromEntries(
        headersFor(kind, options).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const checks = compareHeaders(headersFor(kind, options), answer(served));
      expect(checks.length).toBeGreaterThan(5);
      expect(checks.filter((check) => !check.ok)).toEqual([]);
    }
  });

  it('names a missing header, with what was expected', () => {
    const served = Object.fromEntries(headersFor('page', options));
    delete served['X-Frame-Options'];
    const failed = compareHeaders(headersFor('page', options), answer(served)).filter((check) => !check.ok);
    expect(failed).toEqual([
      { name: 'X-Frame-Options', expected: 'SAMEORIGIN', got: null, ok: false, difference: 'missing' },
    ]);
  });

  it('holds a fixed value to its exact text', () => {
    expect(
      compareHeader(['Referrer-Policy', 'strict-origin'], 'strict-origin-when-cross-origin'),
    ).toMatchObject({
      ok: false,
      got: 'strict-origin-when-cross-origin',
    });
    expect(compareHeader(['Cross-Origin-Opener-Policy', 'same-origin'], ' same-origin ').ok).toBe(true);
    // Two layers adding the same header (origin and CDN) join into one value a browser may reject.
    expect(compareHeader(['X-Frame-Options', 'SAMEORIGIN'], 'SAMEORIGIN, SAMEORIGIN').ok).toBe(false);
  });

  it('takes the Content-Security-Policy directive by directive, in any order', () => {
    const csp = expectedValue('page', 'Content-Security-Policy');
    const reordered = csp
      .split('; ')
      .reverse()
      .map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name!.toUpperCase(), ...sources.reverse()].join(' ');
      })
      .join(';');
    expect(compareHeader(['Content-Security-Policy', csp], reordered).ok).toBe(true);
  });

  it('names the directive missing, the source missing or extra, and the directive not expected', () => {
    const csp = expectedValue('page', 'Content-Security-Policy');
    const loose = `${csp
      .replace("frame-ancestors 'self'; ", '')
      .replace('connect-src ', 'connect-src * ')
      .replace(' https://file.example.cn', '')}; script-src 'self' 'unsafe-inline'`;
    const check = compareHeader(['Content-Security-Policy', csp], loose);
    expect(check.ok).toBe(false);
    expect(check.difference).toBe(
      'img-src lacks https://file.example.cn; connect-src has extra *; frame-ancestors missing; script-src not expected',
    );
  });

  it('refuses a second policy joined into the header, which a browser would enforce as well', () => {
    const csp = expectedValue('page', 'Content-Security-Policy');
    const check = compareHeader(['Content-Security-Policy', csp], `${csp}, default-src 'none'`);
    expect(check).toMatchObject({ ok: false, difference: '2 policies (a second header); one is expected' });
  });

  it('reads a browser policy as the browser does: the first of two directives of one name', () => {
    expect(parsePolicy("img-src 'self'; IMG-SRC *; ;object-src 'none'")).toEqual(
      new Map([
        ['img-src', ["'self'"]],
        ['object-src', ["'none'"]],
      ]),
    );
  });

  it('takes list headers as sets: Permissions-Policy, Cache-Control and HSTS', () => {
    const permissions = expectedValue('page', 'Permissions-Policy');
    const shuffled = permissions.split(', ').reverse().join(',');
    expect(compareHeader(['Permissions-Policy', permissions], shuffled).ok).toBe(true);
    expect(
      compareHeader(['Permissions-Policy', permissions], permissions.replace('camera=(), ', 'camera=*, ')),
    ).toMatchObject({ ok: false, difference: 'lacks camera=(); has extra camera=*' });

    const immutable = expectedValue('asset', 'Cache-Control');
    expect(compareHeader(['Cache-Control', immutable], 'immutable, Public, max-age=31536000').ok).toBe(true);
    expect(compareHeader(['Cache-Control', immutable], 'public, max-age=300').difference).toBe(
      'lacks max-age=31536000; lacks immutable; has extra max-age=300',
    );

    const hsts = expectedValue('page', 'Strict-Transport-Security');
    expect(compareHeader(['Strict-Transport-Security', hsts], 'max-age=31536000; includeSubdomains').ok).toBe(
      true,
    );
    expect(compareHeader(['Strict-Transport-Security', hsts], 'max-age=31536000').difference).toBe(
      'lacks includesubdomains',
    );
  });
});
