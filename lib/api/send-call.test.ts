import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { z } from 'zod';

// The fake token endpoint issues opaque id_tokens; their checks have tests of their own.
vi.mock('@/lib/auth/id-token', () => ({
  verifyIdToken: async () => ({}),
  readProviderKeys: async () => ({ issuer: 'https://portal.example/adfs', keySet: { keys: [] } }),
  subjectOf: async () => 'U1',
}));

import { installFakeWindow } from '@/lib/testing/fake-browser';
import { readSession, sessionChecked, writeSession } from '@/lib/session/store';
import { MAX_REFRESH_RETRIES, sendCall } from './send-call';
import { setApiErrorNotifier } from './notify';
import { REQUEST_TIMEOUT_MS } from './transport';
import { ApiError } from './errors';
import { refOf } from './call-ref';

const site = {
  PlatformId: 'AssetsCliectApp',
  WebBusinessType: 'Assets',
  OrgId: 'org-1',
  WebSite: 'hn',
  VirtualDirectory: 'client',
  SsoCleintId: 'client-id',
  showServerError: false,
} as const;
const declared = {
  base: 'API',
  path: '/api/Test',
  method: 'POST',
  request: z.object({}),
  data: z.object({ ok: z.boolean() }),
  auth: 'required',
} as const;
const call = refOf(declared);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let browser: ReturnType<typeof installFakeWindow>;
let tokenCalls: number;
let issued: number;

// A writer awaits the session's check, as every sign-in does (nothing stored loads it at start).
async function signIn() {
  await sessionChecked();
  writeSession((session) => ({
    ...session,
    auth: { isLoggedIn: true, accessToken: 'AT0', refreshToken: 'RT0', id_token: 'ID0', expires_in: 60 },
    user: { UserId: 'U1', MemberId: 'M1', AuthedIdentities: [] },
  }));
}

/** A fake backend: the API accepts only `accept(token)`; the token endpoint rotates tokens. */
function backend(accept: (token: string | null) => boolean, tokenAnswer?: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/adfs/oauth2/token')) {
        tokenCalls += 1;
        if (tokenAnswer) return tokenAnswer();
        issued += 1;
        // Give the other requests time to meet their 401 while this refresh is in flight.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json({
          access_token: `AT${issued}`,
          id_token: `ID${issued}`,
          refresh_token: `RT${issued}`,
          expires_in: 60,
        });
      }
      const auth = new Headers(init.headers).get('Authorization');
      const token = auth ? auth.replace('Bearer ', '') : null;
      return accept(token) ? json({ ErrorCode: 0, Message: null, Data: { ok: true } }) : json({}, 401);
    }),
  );
}

beforeEach(() => {
  browser = installFakeWindow();
  tokenCalls = 0;
  issued = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the API client', () => {
  it('returns Data checked by the schema', async () => {
    backend(() => true);
    await expect(sendCall(site, call)).resolves.toEqual({ ok: true });
  });

  it('refreshes on HTTP 401 and retries with the new token', async () => {
    await signIn();
    backend((token) => token === 'AT1');
    await expect(sendCall(site, call)).resolves.toEqual({ ok: true });
    expect(tokenCalls).toBe(1);
    expect(readSession().auth?.refreshToken).toBe('RT1');
  });

  it('makes one refresh for twenty requests that meet a 401 at once', async () => {
    await signIn();
    backend((token) => token !== 'AT0');
    const results = await Promise.all(Array.from({ length: 20 }, () => sendCall(site, call)));
    expect(results).toHaveLength(20);
    expect(tokenCalls).toBe(1);
  });

  it('refreshes on ErrorCode 401 as well', async () => {
    await signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.endsWith('/token')) {
          tokenCalls += 1;
          return json({ access_token: 'AT1', id_token: 'ID1', refresh_token: 'RT1', expires_in: 60 });
        }
        const ok = new Headers(init.headers).get('Authorization') === 'Bearer AT1';
        return json(
          ok
            ? { ErrorCode: 0, Message: null, Data: { ok: true } }
            : { ErrorCode: 401, Message: null, Data: null },
        );
      }),
    );
    await expect(sendCall(site, call)).resolves.toEqual({ ok: true });
    expect(tokenCalls).toBe(1);
  });

  it('stops after 5 refreshes that do not help and goes to login', async () => {
    await signIn();
    backend(() => false);
    await expect(sendCall(site, call)).rejects.toMatchObject({ key: 'loginRequired' });
    expect(MAX_REFRESH_RETRIES).toBe(5);
    expect(tokenCalls).toBe(5);
    await vi.waitFor(() => expect(browser.assigned).toEqual(['/client/login/401/?reason=retries']));
    expect(readSession().auth).toBeNull();
  });

  it('logs out with the expiry message when the refresh fails, at once', async () => {
    await signIn();
    backend(
      () => false,
      () => json({ error: 'server_error' }, 500),
    );
    await expect(sendCall(site, call)).rejects.toMatchObject({ key: 'sessionExpired' });
    expect(tokenCalls).toBe(1);
    await vi.waitFor(() => expect(browser.assigned).toEqual(['/client/login/401/?reason=expired']));
    expect(readSession().auth).toBeNull();
  });

  it.each(['invalid_grant', 'invalid_request'])(
    'goes to login at once on a 400 %s from the token address (SPEC §4/§8)',
    async (error) => {
      await signIn();
      Object.assign(browser.window.location, {
        pathname: '/client/buyerweb/list/',
        search: '?state=Bidding',
      });
      backend(
        () => false,
        () => json({ error }, 400),
      );
      await expect(sendCall(site, call)).rejects.toMatchObject({ key: 'loginRequired' });
      expect(tokenCalls).toBe(1);
      // Signing in again (without a password while the provider's session lives) comes back here.
      await vi.waitFor(() =>
        expect(browser.assigned).toEqual([
          `/client/login/?redirect=${encodeURIComponent('/client/buyerweb/list/?state=Bidding')}`,
        ]),
      );
      expect(readSession().auth).toBeNull();
    },
  );

  it('rejects other HTTP statuses with 服务器异常:{status} and tells the notifier', async () => {
    const seen: ApiError[] = [];
    const stop = setApiErrorNotifier((error) => seen.push(error));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 503)),
    );
    await expect(sendCall(site, call)).rejects.toMatchObject({
      key: 'serverStatus',
      values: { status: 503 },
    });
    expect(seen.map((error) => error.key)).toEqual(['serverStatus']);
    await expect(sendCall(site, call, {}, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
    stop();
  });

  it('keeps an unknown ErrorCode in session storage', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ErrorCode: 9, Message: '内部', Data: null })),
    );
    await expect(sendCall(site, call, {}, { quiet: true })).rejects.toMatchObject({ key: 'defaultError' });
    expect(JSON.parse(browser.window.sessionStorage.getItem('lastApiError')!)).toMatchObject({
      ErrorCode: 9,
    });
  });

  it('refuses an answer that does not match the schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ErrorCode: 0, Message: null, Data: { ok: 'yes' } })),
    );
    await expect(sendCall(site, call, {}, { quiet: true })).rejects.toMatchObject({ key: 'invalidAnswer' });
  });

  it('gives up after 60 000 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
    );
    const pending = sendCall(site, call, {}, { quiet: true });
    const settled = expect(pending).rejects.toMatchObject({ key: 'timeout' });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('sends the headers of SPEC §7', async () => {
    await signIn();
    browser.window.sessionStorage.setItem('SystemKey_AssetsCliectApp_hn', 'SK');
    const fetchMock = vi.fn(async () => json({ ErrorCode: 0, Message: null, Data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    await sendCall(site, call);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://portal.example/baseapi/api/Test');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer AT0');
    expect(headers.get('SystemKey')).toBe('SK');
    expect(headers.get('CurrentMemberId')).toBe('M1');
    expect(headers.get('Cache-Control')).toBe('no-cache');
  });
});
