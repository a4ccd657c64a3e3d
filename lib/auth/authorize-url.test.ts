import { describe, expect, it } from 'vitest';
import { authorizeUrl } from './authorize-url';

const base = {
  authorizeEndpoint: 'https://sso.example/adfs/oauth2/authorize',
  clientId: 'client-1',
  codeChallenge: 'challenge',
  redirectUri: 'https://portal.example/client/GetCode/',
  state: 'state-1',
  nonce: 'nonce-1',
  resource: 'https://portal.example/baseapi',
  ext: 'Assets',
};

describe('authorize address (SPEC §7)', () => {
  it('carries every parameter of the sign-in start', () => {
    const url = new URL(authorizeUrl(base));
    expect(`${url.origin}${url.pathname}`).toBe(base.authorizeEndpoint);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
      scope: 'openid offline_access',
      redirect_uri: 'https://portal.example/client/GetCode/',
      state: 'state-1',
      nonce: 'nonce-1',
      resource: 'https://portal.example/baseapi',
      ext: 'Assets',
    });
  });

  it('adds identitytype and the token state only when known', () => {
    const url = new URL(authorizeUrl({ ...base, identityType: 'Buyer', tokenState: 'x' }));
    expect(url.searchParams.get('identitytype')).toBe('Buyer');
    expect(url.searchParams.get('token')).toBe('x');
  });

  it('asks for the form with prompt=login only when told to', () => {
    expect(new URL(authorizeUrl(base)).searchParams.has('prompt')).toBe(false);
    expect(new URL(authorizeUrl({ ...base, prompt: 'login' })).searchParams.get('prompt')).toBe('login');
  });
});
