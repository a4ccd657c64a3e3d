import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { useAbsoluteSsoAddresses } = await import('@/lib/testing/absolute-sso');
  useAbsoluteSsoAddresses();
});

import { IDBFactory } from 'fake-indexeddb';
import { installFakeWindow } from '@/lib/testing/fake-browser';
import { readSession, sessionChecked, writeSession } from '@/lib/session/store';
import { fullLogoutTarget, logoutFull, logoutWithReferTime } from './logout';
import { signOutUnderway } from './sign-out-state';
import { recordSpent, wasSpent } from './refresh-ledger';

let browser: ReturnType<typeof installFakeWindow>;
const site = { VirtualDirectory: 'client' };

// Pages read and write the session through its check, which loads beside them.
beforeAll(async () => {
  await sessionChecked();
});

beforeEach(() => {
  browser = installFakeWindow();
  writeSession((session) => ({
    ...session,
    auth: { isLoggedIn: true, accessToken: 'AT', refreshToken: 'RT', id_token: 'ID', expires_in: 60 },
    user: { UserId: 'U', AuthedIdentities: [] },
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('logout variants (SPEC §4)', () => {
  it('ends the SSO session with the id token as hint', () => {
    const url = new URL(fullLogoutTarget(site, { id_token: 'ID' }, 'https://portal.example'));
    expect(`${url.origin}${url.pathname}`).toBe('https://sso.example/adfs/oauth2/logout');
    expect(url.searchParams.get('id_token_hint')).toBe('ID');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('https://portal.example/client/');
    expect(fullLogoutTarget(site, null, 'https://portal.example')).toBe('/client/login/');
  });

  it('returns to the tenant that owns the id token, whichever tenant signs out', () => {
    const brand = { VirtualDirectory: 'brand' };
    const owned = { id_token: 'ID', virtualDirectory: 'client' };
    const url = new URL(fullLogoutTarget(brand, owned, 'https://portal.example'));
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('https://portal.example/client/');
    const again = new URL(fullLogoutTarget(brand, owned, 'https://portal.example', 'login'));
    expect(again.searchParams.get('post_logout_redirect_uri')).toBe('https://portal.example/client/login/');
  });

  it('full logout clears the session, the popup flag and session storage', async () => {
    browser.window.sessionStorage.setItem('redirect_uri', '/x');
    browser.window.localStorage.setItem('isShowMarkPopup', '1');
    logoutFull(site);
    expect(signOutUnderway()).toBe(true);
    expect(readSession().auth).toBeNull();
    expect(browser.window.sessionStorage.length).toBe(0);
    expect(browser.window.localStorage.getItem('isShowMarkPopup')).toBeNull();
    await vi.waitFor(() =>
      expect(browser.assigned[0]).toMatch(/^https:\/\/sso\.example\/adfs\/oauth2\/logout\?id_token_hint=ID/),
    );
  });

  it('first plain logout marks referTime and signs in afresh; the second clears everything and goes home', async () => {
    browser.window.sessionStorage.setItem('keep', '1');
    logoutWithReferTime(site);
    expect(readSession().auth).toBeNull();
    expect(browser.window.sessionStorage.getItem('referTime')).toBe('yes');
    expect(browser.window.sessionStorage.getItem('keep')).toBe('1');
    await vi.waitFor(() => expect(browser.assigned).toEqual(['/client/login/']));
    logoutWithReferTime(site);
    expect(browser.window.sessionStorage.length).toBe(0);
    await vi.waitFor(() => expect(browser.assigned).toEqual(['/client/login/', '/client/']));
  });
});

describe('sign-out and the refresh ledger', () => {
  it.each([
    ['full logout', logoutFull],
    ['plain logout', logoutWithReferTime],
  ])('%s empties the ledger before the page leaves', async (_, logout) => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    await recordSpent('RT-old');
    logout(site);
    await vi.waitFor(() => expect(browser.assigned).toHaveLength(1));
    expect(await wasSpent('RT-old')).toBe(false);
  });
});
