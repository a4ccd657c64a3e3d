import { describe, expect, it, vi } from 'vitest';
import { codeExchangeForm, postTokenForm, TokenError } from './token';

describe('token requests (SPEC §7)', () => {
  it('builds the code-exchange form with every parameter, session_state only when given', () => {
    const input = {
      clientId: 'c',
      verifier: 'v',
      redirectUri: 'https://p.example/client/GetCode/',
      resource: 'https://p.example/baseapi',
      code: 'code-1',
    };
    expect(codeExchangeForm(input)).toEqual({
      grant_type: 'authorization_code',
      code_challenge_method: 'S256',
      scope: 'openid offline_access',
      client_id: 'c',
      code_verifier: 'v',
      redirect_uri: 'https://p.example/client/GetCode/',
      resource: 'https://p.example/baseapi',
      code: 'code-1',
    });
    expect(codeExchangeForm({ ...input, sessionState: 's' }).session_state).toBe('s');
  });

  it('posts a form and rejects with the status and the OAuth error', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 }),
    );
    const failure = await postTokenForm('https://sso/token', { a: '1' }, fetchMock).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TokenError);
    expect(failure).toMatchObject({ status: 400, error: 'invalid_grant' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('a=1');
  });

  it('refuses an answer without the tokens', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ access_token: 'x' }), { status: 200 }));
    await expect(postTokenForm('https://sso/token', {}, fetchMock)).rejects.toMatchObject({
      error: 'invalid_response',
    });
  });
});
