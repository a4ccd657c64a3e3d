import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const idTokens = vi.hoisted(() => ({ verify: vi.fn(async (..._args: unknown[]) => ({})) }));
vi.mock('./id-token', () => ({
  verifyIdToken: idTokens.verify,
  readProviderKeys: async () => ({ issuer: 'https://portal.example/adfs', keySet: { keys: [] } }),
  subjectOf: async (token: string) => `subject-of-${token}`,
}));

const exit = vi.hoisted(() => ({ leaving: false }));
vi.mock('./page-exit', () => ({ pageLeaving: () => exit.leaving }));

import { IDBFactory } from 'fake-indexeddb';
import { installFakeWindow } from '@/lib/testing/fake-browser';
import { readSession, sessionChecked, writeSession } from '@/lib/session/store';
import { REFRESH_LOCK, refreshFailure, refreshTokens } from './refresh';
import { TokenError } from './token';
import { recordSpent, wasSpent } from './refresh-ledger';
import { takeFieldEvents, type FieldEvent } from '@/lib/telemetry/field-events';

const tokens = (n: number) => ({
  isLoggedIn: true,
  accessToken: `AT${n}`,
  refreshToken: `RT${n}`,
  id_token: `ID${n}`,
  expires_in: 60,
});
let forms: URLSearchParams[];

// Pages read and write the session through its check, which loads beside them.
beforeAll(async () => {
  await sessionChecked();
});

beforeEach(() => {
  installFakeWindow();
  exit.leaving = false;
  vi.stubGlobal('indexedDB', new IDBFactory());
  forms = [];
  idTokens.verify.mockReset();
  idTokens.verify.mockImplementation(async () => ({}));
  writeSession((session) => ({ ...session, auth: tokens(0) }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      forms.push(new URLSearchParams(String(init.body)));
      return new Response(
        JSON.stringify({ access_token: 'AT9', id_token: 'ID9', refresh_token: 'RT9', expires_in: 60 }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('token refresh across tabs', () => {
  it('sends the refresh form of SPEC §7 under the shared lock and stores the rotated tokens', async () => {
    const locked: string[] = [];
    vi.stubGlobal('navigator', {
      locks: { request: (name: string, run: () => Promise<unknown>) => (locked.push(name), run()) },
    });
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('refreshed');
    expect(locked).toEqual([REFRESH_LOCK]);
    expect(Object.fromEntries(forms[0]!)).toEqual({
      grant_type: 'refresh_token',
      client_id: 'client-id',
      refresh_token: 'RT0',
      resource: 'https://portal.example/baseapi',
    });
    expect(readSession().auth).toMatchObject({ accessToken: 'AT9', refreshToken: 'RT9', id_token: 'ID9' });
  });

  it("redeems the grant with the client it was issued to, whichever tenant's tab refreshes", async () => {
    writeSession((session) => ({ ...session, auth: { ...tokens(0), clientId: 'city-client' } }));
    await expect(refreshTokens('province-client', 'AT0')).resolves.toBe('refreshed');
    expect(forms[0]!.get('client_id')).toBe('city-client');
    expect(readSession().auth?.clientId).toBe('city-client');
  });

  it('makes no call when another tab refreshed while this one waited for the lock', async () => {
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_name: string, run: () => Promise<unknown>) => {
          // The other tab holds the lock, spends RT0 and stores its new tokens first.
          writeSession((session) => ({ ...session, auth: tokens(1) }));
          return run();
        },
      },
    });
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('refreshed');
    expect(forms).toHaveLength(0);
    expect(readSession().auth?.refreshToken).toBe('RT1');
  });

  it('does not spend a rotated token again when the new tokens have not reached this tab yet', async () => {
    // The other tab redeemed RT0 and committed that to the ledger; its localStorage write is
    // still on the way to this tab.
    await recordSpent('RT0');
    setTimeout(() => writeSession((session) => ({ ...session, auth: tokens(1) })), 50);
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('refreshed');
    expect(forms).toHaveLength(0);
    expect(readSession().auth?.refreshToken).toBe('RT1');
  });

  it('records a rotated token as spent, and a token the provider keeps as still usable', async () => {
    await refreshTokens('client-id', 'AT0');
    expect(await wasSpent('RT0')).toBe(true);

    writeSession((session) => ({ ...session, auth: tokens(2) }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        forms.push(new URLSearchParams(String(init.body)));
        return new Response(JSON.stringify({ access_token: 'AT3', id_token: 'ID3', expires_in: 60 }));
      }),
    );
    await expect(refreshTokens('client-id', 'AT2')).resolves.toBe('refreshed');
    expect(await wasSpent('RT2')).toBe(false);
    expect(readSession().auth).toMatchObject({ accessToken: 'AT3', refreshToken: 'RT2' });
    await expect(refreshTokens('client-id', 'AT3')).resolves.toBe('refreshed');
    expect(forms).toHaveLength(3);
  });

  it('sends every 400 of the token address to login (invalid_grant too), other failures to the expiry page', () => {
    expect(refreshFailure(new TokenError(400, 'invalid_grant'))).toBe('login');
    expect(refreshFailure(new TokenError(400, 'invalid_request'))).toBe('login');
    expect(refreshFailure(new TokenError(0, null))).toBe('expired');
    expect(refreshFailure(new TokenError(500, null))).toBe('expired');
  });

  it('checks the refreshed id_token for the same client and user before storing it', async () => {
    writeSession((session) => ({ ...session, auth: { ...tokens(0), clientId: 'city-client' } }));
    await refreshTokens('province-client', 'AT0');
    expect(idTokens.verify).toHaveBeenCalledWith(
      'ID9',
      expect.objectContaining({
        clientId: 'city-client',
        subject: 'subject-of-ID0',
        issuer: 'https://portal.example/adfs',
      }),
    );
  });

  it('keeps nothing of a refresh whose id_token is refused, and ends the sign-in', async () => {
    idTokens.verify.mockRejectedValue(new Error('refused'));
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('expired');
    expect(readSession().auth).toMatchObject({ accessToken: 'AT0', id_token: 'ID0' });
  });

  it('takes a request cut off by the page leaving as no answer, never as a failure', () => {
    expect(refreshFailure(new TokenError(0, null), true)).toBe('aborted');
    expect(refreshFailure(new TokenError(500, null), true)).toBe('aborted');
    expect(refreshFailure(new TokenError(400, 'invalid_grant'), true)).toBe('aborted');
    expect(refreshFailure(new DOMException('The user aborted a request.', 'AbortError'), false)).toBe(
      'aborted',
    );
    expect(refreshFailure(new TokenError(0, null), false)).toBe('expired');
  });

  it('ends nothing when the navigation cancels the token call: the stored sign-in stays as it was', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // As in Chromium: the navigation rejects the request first, and pagehide comes after.
        setTimeout(() => (exit.leaving = true), 0);
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('aborted');
    expect(readSession().auth).toMatchObject({ accessToken: 'AT0', refreshToken: 'RT0' });
  });

  it('starts no token call from a page that is already leaving', async () => {
    exit.leaving = true;
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('aborted');
    expect(forms).toHaveLength(0);
  });

  it('stores the answer even when the page started leaving after the token call was sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        exit.leaving = true;
        return new Response(
          JSON.stringify({ access_token: 'AT9', id_token: 'ID9', refresh_token: 'RT9', expires_in: 60 }),
        );
      }),
    );
    // The provider has rotated RT0: its successor is the only usable token, for every tab.
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('refreshed');
    expect(readSession().auth).toMatchObject({ accessToken: 'AT9', refreshToken: 'RT9' });
  });

  it('reads the provider keys before the token call, so the answer needs no further round trip', async () => {
    const order: string[] = [];
    const keys = await import('./id-token');
    vi.spyOn(keys, 'readProviderKeys').mockImplementation(async () => {
      order.push('keys');
      return { issuer: 'https://portal.example/adfs', keySet: { keys: [] } };
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        order.push('token');
        return new Response(
          JSON.stringify({ access_token: 'AT9', id_token: 'ID9', refresh_token: 'RT9', expires_in: 60 }),
        );
      }),
    );
    await refreshTokens('client-id', 'AT0');
    expect(order).toEqual(['keys', 'token']);
    expect(idTokens.verify).toHaveBeenCalledWith('ID9', expect.objectContaining({ keys: expect.anything() }));
  });

  it('takes a failure about a refresh token that another tab already replaced as superseded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // Another tab redeemed RT0 first and stored its successor; the provider refuses RT0 now.
        writeSession((session) => ({ ...session, auth: tokens(1) }));
        return new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 });
      }),
    );
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('refreshed');
    expect(readSession().auth?.refreshToken).toBe('RT1');
  });

  it('goes to login, not to a failed refresh, when a spent token has no successor in sight', async () => {
    await recordSpent('RT0');
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('login');
    expect(forms).toHaveLength(0);
  }, 10_000);

  it('tells the field reports of a refresh that ended the sign-in, not of one cut off or superseded', async () => {
    const noted: FieldEvent[] = [];
    takeFieldEvents((event) => noted.push(event));
    // What the tests before this one noted was held for the reporting code, and comes out first.
    noted.length = 0;
    const answering = (status: number, body: unknown, before?: () => void) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          before?.();
          return new Response(JSON.stringify(body), { status });
        }),
      );
    answering(503, { ErrorCode: 1 });
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('expired');
    answering(400, { error: 'invalid_grant' });
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('login');
    expect(noted.map((event) => [event.name, ...(event.detail as unknown[])])).toEqual([
      ['sign_in_failed', 'refresh', expect.objectContaining({ name: 'TokenError', status: 503 })],
      ['sign_in_failed', 'refresh', expect.objectContaining({ status: 400, error: 'invalid_grant' })],
    ]);

    noted.length = 0;
    answering(400, { error: 'invalid_grant' }, () =>
      writeSession((session) => ({ ...session, auth: tokens(1) })),
    );
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('refreshed');
    writeSession((session) => ({ ...session, auth: tokens(0) }));
    answering(500, {}, () => setTimeout(() => (exit.leaving = true), 0));
    await expect(refreshTokens('client-id', 'AT0')).resolves.toBe('aborted');
    expect(noted).toEqual([]);
  });
});
