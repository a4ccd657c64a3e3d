import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { useAbsoluteSsoAddresses } = await import('@/lib/testing/absolute-sso');
  useAbsoluteSsoAddresses();
});

import { installFakeWindow } from '@/lib/testing/fake-browser';
import { readSession, sessionChecked, writeSession } from '@/lib/session/store';
import { completeSignIn } from './complete-sign-in';
import { findSite } from '@/sites';

// The province tenant's own record: the callback reads nothing of it before the checks fail.
const site = findSite('client')!;

beforeAll(async () => {
  await sessionChecked();
});
afterEach(() => vi.unstubAllGlobals());

describe('the callback reached with no sign-in started here', () => {
  it('cleans up and says which value is missing, but leaves the SSO session alone', async () => {
    installFakeWindow();
    writeSession((session) => ({
      ...session,
      auth: { isLoggedIn: true, accessToken: 'A', refreshToken: 'R', id_token: 'I', expires_in: 60 },
    }));
    const step = await completeSignIn(site, new URLSearchParams('code=abc&state=xyz'), 1);
    expect(step).toEqual({ kind: 'failed', key: 'missingParam', values: { n: 1 } });
    // A link anyone can craft: no end session of the SSO (it would sign the visitor out everywhere).
    expect(step).not.toHaveProperty('signOut');
    expect(readSession().auth).toBeNull();
  });
});
