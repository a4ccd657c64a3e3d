import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const exit = vi.hoisted(() => ({ leaving: false }));
vi.mock('./page-exit', () => ({ pageLeaving: () => exit.leaving }));
const sent = vi.hoisted(() => [] as unknown[]);
vi.mock('./broadcast', () => ({ announce: (message: unknown) => sent.push(message) }));

import { IDBFactory } from 'fake-indexeddb';
import { installFakeWindow } from '@/lib/testing/fake-browser';
import { readSession, sessionChecked, writeSession } from '@/lib/session/store';
import { endExpiredSession, goToLoginAfterRetries, goToLoginFromTokenEndpoint } from './session-end';
import { recordSpent, wasSpent } from './refresh-ledger';

const site = { VirtualDirectory: 'client' };
let browser: ReturnType<typeof installFakeWindow>;

// Pages read and write the session through its check, which loads beside them.
beforeAll(async () => {
  await sessionChecked();
});

beforeEach(() => {
  browser = installFakeWindow();
  Object.assign(browser.window.location, { pathname: '/client/buyerweb/list/', search: '' });
  vi.stubGlobal('indexedDB', new IDBFactory());
  exit.leaving = false;
  sent.length = 0;
  writeSession((session) => ({
    ...session,
    auth: { isLoggedIn: true, accessToken: 'AT', refreshToken: 'RT', id_token: 'ID', expires_in: 60 },
    user: { UserId: 'U', AuthedIdentities: [] },
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('endings of a refresh', () => {
  it.each([
    ['a failed refresh', endExpiredSession],
    ['five refreshes that did not help', goToLoginAfterRetries],
    ['a 400 from the token address', goToLoginFromTokenEndpoint],
  ])('a leaving page ends nothing after %s: no clearing, no sign-out of the other tabs', async (_, end) => {
    exit.leaving = true;
    end(site);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readSession().auth).toMatchObject({ refreshToken: 'RT' });
    expect(sent).toEqual([]);
    expect(browser.assigned).toEqual([]);
  });

  it('a page that stays signs out everywhere on a failed refresh, ledger included', async () => {
    await recordSpent('RT-old');
    endExpiredSession(site);
    expect(readSession().auth).toBeNull();
    expect(sent).toEqual([{ type: 'logout' }]);
    await vi.waitFor(() => expect(browser.assigned).toEqual(['/client/login/401/?reason=expired']));
    expect(await wasSpent('RT-old')).toBe(false);
  });

  it('a 400 from the token address goes to login and back to the same page', async () => {
    goToLoginFromTokenEndpoint(site);
    await vi.waitFor(() =>
      expect(browser.assigned).toEqual([
        `/client/login/?redirect=${encodeURIComponent('/client/buyerweb/list/')}`,
      ]),
    );
  });
});
