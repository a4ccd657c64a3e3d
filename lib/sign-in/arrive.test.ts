import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { useAbsoluteSsoAddresses } = await import('@/lib/testing/absolute-sso');
  useAbsoluteSsoAddresses();
});

const startSignIn = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/lib/auth/sign-in', async (original) => ({
  ...(await original<typeof import('@/lib/auth/sign-in')>()),
  startSignIn,
}));

const checkHandedToken = vi.hoisted(() =>
  vi.fn(async (): Promise<{ subject: string; label: { account: string; mobile: string | null } } | null> => ({
    subject: 'x',
    label: { account: 'se***er', mobile: '138****0003' },
  })),
);
vi.mock('./handed-token', () => ({ checkHandedToken }));
const askArrival = vi.hoisted(() => vi.fn(async (_question: unknown) => true));
vi.mock('./arrival-question', () => ({ askArrival }));

import { installFakeWindow } from '@/lib/testing/fake-browser';
import { sessionChecked, writeSession } from '@/lib/session/store';
import { arrive } from './arrive';

const site = { VirtualDirectory: 'client', SsoCleintId: 'client-id', WebBusinessType: 'Assets' as const };
const jws = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
// The stored id_token of someone else signed in here (subject y).
const otherPerson = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ5In0.c2lnbmF0dXJl';

let browser: ReturnType<typeof installFakeWindow>;
let addressBar: string[];

function arriveAt(address: string) {
  const location = browser.window.location as unknown as Record<string, unknown>;
  location.href = `https://portal.example${address}`;
  return arrive(site);
}

// Pages read and write the session through its check, which loads beside them.
beforeAll(async () => {
  await sessionChecked();
});

beforeEach(() => {
  browser = installFakeWindow();
  addressBar = [];
  Object.assign(browser.window, {
    history: { state: null, replaceState: (_: unknown, __: string, url: string) => addressBar.push(url) },
  });
  startSignIn.mockClear();
  askArrival.mockClear();
  checkHandedToken.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const session = () => browser.window.sessionStorage;

describe('arriving from another platform (SPEC §4)', () => {
  it('takes a handed-over id_token out of the address bar and, once confirmed, signs in with it', async () => {
    expect(await arriveAt(`/client/?id_token=${jws}`)).toBe('leaving');
    expect(addressBar).toEqual(['/client/']);
    expect(askArrival).toHaveBeenCalledWith({
      kind: 'confirm',
      arriving: { account: 'se***er', mobile: '138****0003' },
    });
    // Handed straight to the sign-in: never kept in storage, where it would outlive the arrival.
    expect(session().getItem('id_token_client')).toBeNull();
    expect(startSignIn).toHaveBeenCalledWith(site, { tokenState: jws });
  });

  it('reads an id_token the boot script took out of the address bar', async () => {
    (globalThis as Record<string, unknown>).__portalHandedIdToken = jws;
    expect(await arriveAt('/client/buyerweb/list/?page=2')).toBe('leaving');
    expect(addressBar).toEqual(['/client/buyerweb/list/?page=2']);
    expect(askArrival).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirm' }));
    expect(startSignIn).toHaveBeenCalledWith(site, { tokenState: jws });
    expect((globalThis as Record<string, unknown>).__portalHandedIdToken).toBeUndefined();
  });

  it('drops an id_token that fails its checks, says so, and signs nobody in', async () => {
    checkHandedToken.mockResolvedValueOnce(null);
    expect(await arriveAt(`/client/?id_token=${jws}`)).toBe('stay');
    expect(addressBar).toEqual(['/client/']);
    expect(askArrival).toHaveBeenCalledWith({ kind: 'refused' });
    expect(session().getItem('id_token_client')).toBeNull();
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('signs nobody in when the visitor does not confirm whom the link signs in', async () => {
    askArrival.mockResolvedValueOnce(false);
    expect(await arriveAt(`/client/?id_token=${jws}`)).toBe('stay');
    expect(session().getItem('id_token_client')).toBeNull();
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('取消 declines the whole link: its identitytype signs nobody in through a live SSO session either', async () => {
    askArrival.mockResolvedValueOnce(false);
    expect(await arriveAt(`/client/?id_token=${jws}&identitytype=1`)).toBe('stay');
    expect(addressBar).toEqual(['/client/']);
    expect(startSignIn).not.toHaveBeenCalled();
    expect(browser.assigned).toEqual([]);
    expect(session().getItem('identitytype')).toBeNull();
  });

  it('after 取消 says how to sign in as someone else, and the next sign-in here asks for the form', async () => {
    askArrival.mockResolvedValueOnce(false);
    await arriveAt(`/client/?id_token=${jws}&identitytype=1`);
    expect(askArrival).toHaveBeenLastCalledWith({ kind: 'declined' });
    expect(session().getItem('sso_login_prompt')).toBe('1');
  });

  it('a refused id_token takes the rest of its link with it', async () => {
    checkHandedToken.mockResolvedValueOnce(null);
    expect(await arriveAt(`/client/?id_token=${jws}&identitytype=1`)).toBe('stay');
    expect(startSignIn).not.toHaveBeenCalled();
    expect(session().getItem('sso_login_prompt')).toBeNull();
  });

  it("choosing the link's account signs out here first and comes back to the page the link opened", async () => {
    writeSession((current) => ({
      ...current,
      auth: { isLoggedIn: true, accessToken: 'A', refreshToken: 'R', id_token: otherPerson, expires_in: 60 },
      user: { UserId: 'U', UserName: '张竞买', AuthedIdentities: [] },
    }));
    expect(await arriveAt(`/client/?id_token=${jws}`)).toBe('leaving');
    expect(session().getItem('redirect_uri')).toBe('/client/');
    expect(session().getItem('id_token_client')).toBe(jws);
    expect(browser.assigned[0]).toMatch(/\/adfs\/oauth2\/logout\?/);
  });

  it('保持当前登录 keeps the sign-in here as it is, whatever identity the link names', async () => {
    const seller = { IdentityId: '2', IdentityName: '转让方', Identity: 'Saler' as const };
    const buyer = { IdentityId: '1', IdentityName: '受让方', Identity: 'Buyer' as const };
    writeSession((current) => ({
      ...current,
      auth: { isLoggedIn: true, accessToken: 'A', refreshToken: 'R', id_token: otherPerson, expires_in: 60 },
      user: {
        UserId: 'U',
        UserName: '张竞买',
        UserMobile: '13800000001',
        AuthedIdentities: [
          { ...buyer, AuthBusinessIdentities: [], IsAuthed: true },
          { ...seller, AuthBusinessIdentities: [], IsAuthed: true },
        ],
      },
      identity: { ...buyer, AuthBusinessIdentities: [], IsAuthed: true },
    }));
    askArrival.mockResolvedValueOnce(false);
    expect(await arriveAt(`/client/?id_token=${jws}&identitytype=2`)).toBe('stay');
    // Whoever is signed in here is named as the link's account is: login name (here only the
    // subject, y) and mobile, masked; never the name typed at registration.
    expect(askArrival).toHaveBeenCalledWith({
      kind: 'switch',
      current: { account: 'y***', mobile: '138****0001' },
      arriving: { account: 'se***er', mobile: '138****0003' },
    });
    expect(browser.assigned).toEqual([]);
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('remembers buyer=1 with the address arrived at as BUYER_URL before signing in', async () => {
    await arriveAt('/client/buyerweb/list/?page=2&buyer=1');
    expect(addressBar).toEqual(['/client/buyerweb/list/?page=2']);
    expect(session().getItem('buyer')).toBe('1');
    expect(session().getItem('BUYER_URL')).toBe('/client/buyerweb/list/?page=2');
    expect(startSignIn).toHaveBeenCalledWith(site, { tokenState: null });
  });

  it('keeps identitytype for authorize and the identity choice, and the page to come back to', async () => {
    await arriveAt('/client/buyerweb/list/?identitytype=Saler');
    expect(session().getItem('identitytype')).toBe('Saler');
    expect(session().getItem('redirect_uri')).toBe('/client/buyerweb/list/');
    expect(startSignIn).toHaveBeenCalledOnce();
  });

  it('lets a signed-in member buyer stay, lighting menu 2 on the page arrived at', async () => {
    const buyer = { IdentityId: '1', IdentityName: '受让方', Identity: 'Buyer' as const };
    writeSession((current) => ({
      ...current,
      auth: { isLoggedIn: true, accessToken: 'A', refreshToken: 'R', id_token: 'I', expires_in: 60 },
      user: {
        UserId: 'U',
        MemberType: 1,
        AuthedIdentities: [{ ...buyer, AuthBusinessIdentities: [], IsAuthed: true }],
      },
      identity: { ...buyer, AuthBusinessIdentities: [], IsAuthed: true },
    }));
    // The page stays: menu 2 lights on it without loading it a second time.
    expect(await arriveAt('/client/?buyer=1')).toBe('stay');
    expect(startSignIn).not.toHaveBeenCalled();
    expect(session().getItem('buyer')).toBeNull();
    expect(session().getItem('acitveMenu')).toBe('2');
    expect(session().getItem('acitveMenuLanding')).toBe('2');
    expect(browser.assigned).toEqual([]);
  });

  it('leaves a page without arrival parameters alone', async () => {
    expect(await arriveAt('/client/buyerweb/list/')).toBe('none');
    expect(addressBar).toEqual([]);
    expect(startSignIn).not.toHaveBeenCalled();
  });

  it('drops refused values from the address and does nothing else', async () => {
    expect(await arriveAt('/client/?buyer=2&id_token=x')).toBe('stay');
    expect(addressBar).toEqual(['/client/']);
    expect(session().length).toBe(0);
    expect(startSignIn).not.toHaveBeenCalled();
  });
});
