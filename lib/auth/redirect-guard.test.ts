import { describe, expect, it } from 'vitest';
import { originsOf, safeRedirectTarget } from './redirect-guard';

const origin = 'https://portal.example';
const province = 'https://province.example';
const allowed = [province];

describe('redirect guard (no open redirect)', () => {
  it('follows paths on this origin as normalised paths', () => {
    expect(safeRedirectTarget('/client/buyerweb/list/?a=1', origin, allowed)).toBe(
      '/client/buyerweb/list/?a=1',
    );
    expect(safeRedirectTarget('/client/a/../b/?x=1#top', origin, allowed)).toBe('/client/b/?x=1#top');
  });

  it('turns an absolute address on this origin into a path', () => {
    expect(safeRedirectTarget('https://portal.example/client/?a=1', origin, allowed)).toBe('/client/?a=1');
  });

  it('follows the province portal as an absolute address', () => {
    expect(safeRedirectTarget('https://province.example/client/', origin, allowed)).toBe(
      'https://province.example/client/',
    );
  });

  it('never yields a protocol-relative path, even after dot segments', () => {
    expect(safeRedirectTarget('/..//evil.example/x', origin, allowed)).toBe('/evil.example/x');
    expect(safeRedirectTarget('/./%2E%2E//evil.example', origin, allowed)).toBe('/evil.example');
  });

  it.each([
    ['TAB inside (%09)', '/\t/evil.example'],
    ['line feed (%0A)', '/\n/evil.example'],
    ['carriage return (%0D)', '/\r/evil.example'],
    ['leading TAB', '\t/client/'],
    ['leading TAB before //', '\t//evil.example'],
    ['leading space', ' /client/'],
    ['NUL', '/client/\u0000'],
    ['DEL', '/\u007f/evil.example'],
    ['protocol-relative', '//evil.example/path'],
    ['backslash after slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash in an absolute address', 'https://portal.example\\@evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['foreign host', 'https://evil.example/'],
    ['credentials to confuse the host', 'https://portal.example@evil.example/'],
    ['credentials on this origin', 'https://user:pw@portal.example/'],
    ['other scheme on this host', 'http://portal.example/'],
    ['a relative path', 'client/relative'],
    ['empty', ''],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirectTarget(target, origin, allowed)).toBeNull();
  });

  it('refuses the SSO and attachment hosts unless they are listed', () => {
    expect(safeRedirectTarget('https://sso.example/adfs/oauth2/redirecturl?x=1', origin, allowed)).toBeNull();
    expect(safeRedirectTarget('https://files.example/a.pdf', origin, allowed)).toBeNull();
  });

  it('never takes an SSO path as a target, even on this origin or the province portal', () => {
    for (const target of [
      '/adfs/oauth2/redirecturl?redirect_uri=https://evil.example/',
      'https://portal.example/adfs/oauth2/redirecturl?redirect_uri=https://evil.example/',
      '/ADFS/oauth2/logout',
      '/%61dfs/oauth2/redirecturl?redirect_uri=https://evil.example/',
      '/client/../adfs/oauth2/authorize',
      '/adfs',
      '/sso/adfs/oauth2/redirecturl?redirect_uri=https://evil.example/',
      'https://province.example/adfs/oauth2/redirecturl?redirect_uri=https://evil.example/',
    ])
      expect(safeRedirectTarget(target, origin, allowed)).toBeNull();
    expect(safeRedirectTarget('/client/adfsx/', origin, allowed)).toBe('/client/adfsx/');
  });

  it('decodes the encoded forms of the issue before judging them', () => {
    const decoded = (query: string) => new URLSearchParams(query).get('redirect');
    for (const query of [
      'redirect=%2F%09%2Fevil.example',
      'redirect=%2F%0A%2Fevil.example',
      'redirect=%2F%0D%2Fevil.example',
      'redirect=%09%2F%2Fevil.example',
      'redirect=%5C%5Cevil.example',
      'redirect=%2F%2Fevil.example',
    ])
      expect(safeRedirectTarget(decoded(query), origin, allowed)).toBeNull();
  });
});

describe('originsOf', () => {
  it('collects the origins of the absolute addresses only', () => {
    expect(originsOf(['https://sso.example/x', '/baseapi', '', 'https://sso.example/y'])).toEqual([
      'https://sso.example',
    ]);
  });
});
