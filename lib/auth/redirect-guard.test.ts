import { describe, expect, it } from 'vitest';
import { configuredOrigins, safeRedirectTarget } from './redirect-guard';

const origin = 'https://portal.example';
const allowed = ['https://sso.example'];

describe('redirect allow-list (no open redirect)', () => {
  it('follows paths on this origin', () => {
    expect(safeRedirectTarget('/client/buyerweb/list/?a=1', origin, allowed)).toBe(
      '/client/buyerweb/list/?a=1',
    );
  });

  it('follows absolute addresses on this origin or a configured one', () => {
    expect(safeRedirectTarget('https://portal.example/client/', origin, allowed)).toBe(
      'https://portal.example/client/',
    );
    expect(safeRedirectTarget('https://sso.example/x', origin, allowed)).toBe('https://sso.example/x');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://portal.example@evil.example/',
    'https://user:pw@portal.example/',
    'http://portal.example/',
    'client/relative',
    '',
  ])('refuses %s', (target) => {
    expect(safeRedirectTarget(target, origin, allowed)).toBeNull();
  });

  it('collects the origins of the absolute configured addresses only', () => {
    expect(configuredOrigins({ SSO: 'https://sso.example/x', API: '/baseapi', STATIC: '' })).toEqual([
      'https://sso.example',
    ]);
  });
});
