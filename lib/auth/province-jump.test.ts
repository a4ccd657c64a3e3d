import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const refreshTokens = vi.hoisted(() =>
  vi.fn(async (_clientId: string, _stale: string | null): Promise<string> => 'refreshed'),
);
vi.mock('./refresh', () => ({ refreshTokens }));
const announce = vi.hoisted(() => vi.fn());
vi.mock('./broadcast', () => ({ announce }));

import { installFakeWindow } from '@/lib/testing/fake-browser';
import { readSession, sessionChecked, writeSession } from '@/lib/session/store';
import type { Identity } from '@/lib/contract/identity';
import { jumpToProvincePlatform } from './province-jump';

const site = { SsoCleintId: 'city-client' };
const seller = {
  IdentityId: '2',
  IdentityName: '转让方',
  Identity: 'Saler',
  AuthBusinessIdentities: [],
  IsAuthed: true,
};
const buyer = {
  IdentityId: '1',
  IdentityName: '受让方',
  Identity: 'Buyer',
  AuthBusinessIdentities: [],
  IsAuthed: true,
};

/** A tab `window.open` gave back: where it was sent, whether it was closed, its opener. */
function openedTab() {
  const tab = {
    opener: {} as unknown,
    closed: false,
    sentTo: [] as string[],
    location: { replace: (url: string) => tab.sentTo.push(url) },
    close: () => {
      tab.closed = true;
    },
  };
  return tab;
}

let opened: Array<{ url: string; features: string | undefined }>;
let tab: ReturnType<typeof openedTab> | null;

function signedInAs(identity: typeof seller | typeof buyer) {
  writeSession((session) => ({
    ...session,
    auth: { isLoggedIn: true, accessToken: 'AT-old', refreshToken: 'RT', id_token: 'ID-old', expires_in: 60 },
    user: { UserId: 'U', AuthedIdentities: [identity as Identity] },
    identity: identity as Identity,
  }));
}

const handedToken = (url: string) => new URL(url).searchParams.get('id_token');

beforeAll(async () => {
  await sessionChecked();
});

beforeEach(() => {
  const browser = installFakeWindow('https://city.example');
  opened = [];
  tab = openedTab();
  Object.assign(browser.window, {
    open: (url: string, _target: string, features?: string) => {
      opened.push({ url, features });
      return features === 'noopener' ? null : tab;
    },
  });
  refreshTokens.mockReset();
  refreshTokens.mockImplementation(async () => {
    writeSession((session) => ({
      ...session,
      auth: { ...session.auth!, accessToken: 'AT-new', id_token: 'ID-fresh' },
    }));
    return 'refreshed';
  });
  announce.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the jump to the province-wide platform (SPEC §4)', () => {
  it('opens the tab at the click, then hands it a freshly refreshed id_token, then signs out here', async () => {
    signedInAs(seller);
    const jump = jumpToProvincePlatform(site);
    // Opened before anything is awaited, so no popup blocker stops it; nowhere yet.
    expect(opened).toEqual([{ url: '', features: undefined }]);
    expect(tab!.opener).toBeNull();
    expect(await jump).toBe('handedOver');
    expect(refreshTokens).toHaveBeenCalledWith('city-client', 'AT-old');
    expect(tab!.sentTo).toHaveLength(1);
    expect(handedToken(tab!.sentTo[0]!)).toBe('ID-fresh');
    expect(new URL(tab!.sentTo[0]!).searchParams.get('identitytype')).toBe('2');
    expect(readSession().auth).toBeNull();
    expect(announce).toHaveBeenCalledWith({ type: 'logout' });
  });

  it('never signs this tab out when no fresh id_token comes: the new tab closes instead', async () => {
    for (const result of ['expired', 'login', 'aborted']) {
      signedInAs(seller);
      tab = openedTab();
      refreshTokens.mockResolvedValueOnce(result);
      expect(await jumpToProvincePlatform(site)).toBe('failed');
      expect(tab.closed).toBe(true);
      expect(tab.sentTo).toEqual([]);
      expect(readSession().auth?.id_token).toBe('ID-old');
      expect(announce).not.toHaveBeenCalled();
    }
  });

  it('keeps the sign-in here when the new tab is closed before the token comes', async () => {
    signedInAs(seller);
    refreshTokens.mockImplementationOnce(async () => {
      tab!.closed = true;
      return 'refreshed';
    });
    expect(await jumpToProvincePlatform(site)).toBe('closed');
    expect(tab!.sentTo).toEqual([]);
    expect(readSession().auth?.isLoggedIn).toBe(true);
    expect(announce).not.toHaveBeenCalled();
  });

  it('keeps the sign-in here when the browser opens no tab', async () => {
    signedInAs(seller);
    tab = null;
    expect(await jumpToProvincePlatform(site)).toBe('blocked');
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(readSession().auth?.isLoggedIn).toBe(true);
  });

  it('sends a buyer with buyer=1 and no token, and keeps the sign-in here', async () => {
    signedInAs(buyer);
    expect(await jumpToProvincePlatform(site)).toBe('opened');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.features).toBe('noopener');
    expect(new URL(opened[0]!.url).searchParams.get('buyer')).toBe('1');
    expect(handedToken(opened[0]!.url)).toBeNull();
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(readSession().auth?.isLoggedIn).toBe(true);
  });
});
