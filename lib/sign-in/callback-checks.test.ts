import { describe, expect, it } from 'vitest';
import { checkCallback } from './callback-checks';

const good = {
  tokenEndpoint: 'https://sso.example/adfs/oauth2/token',
  codeVerifier: 'v'.repeat(100),
  storedState: 'S1',
};
const query = (value: string) => new URLSearchParams(value);

describe('callback checks (SPEC §5)', () => {
  it('passes with every parameter present and the states equal', () => {
    expect(checkCallback({ ...good, query: query('code=C&state=S1&session_state=x') })).toEqual({
      kind: 'ok',
      code: 'C',
      sessionState: 'x',
    });
  });

  it.each([
    [0, { tokenEndpoint: '' }, 'code=C&state=S1'],
    [1, { codeVerifier: null }, 'code=C&state=S1'],
    [2, { storedState: 'undefined' }, 'code=C&state=S1'],
    [3, {}, 'code=null&state=S1'],
    [3, {}, 'state=S1'],
    [4, {}, 'code=C&state='],
    [4, {}, 'code=C&state=undefined'],
  ])('reports the missing parameter by its index %i', (index, override, search) => {
    expect(checkCallback({ ...good, ...override, query: query(search) })).toEqual({ kind: 'missing', index });
  });

  it('reports the first missing parameter when several are missing', () => {
    expect(checkCallback({ ...good, codeVerifier: '', storedState: '', query: query('') })).toEqual({
      kind: 'missing',
      index: 1,
    });
  });

  it('refuses a returned state that differs from the stored one', () => {
    expect(checkCallback({ ...good, query: query('code=C&state=S2') })).toEqual({ kind: 'stateMismatch' });
  });

  it('sends access_denied home and raises any other provider error', () => {
    expect(checkCallback({ ...good, query: query('error=access_denied') })).toEqual({ kind: 'accessDenied' });
    expect(checkCallback({ ...good, query: query('error=server_error&error_description=boom') })).toEqual({
      kind: 'providerError',
      error: 'server_error',
    });
  });
});
