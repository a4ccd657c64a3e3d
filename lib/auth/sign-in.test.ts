import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { useAbsoluteSsoAddresses } = await import('@/lib/testing/absolute-sso');
  useAbsoluteSsoAddresses();
});

import { installFakeWindow } from '@/lib/testing/fake-browser';
import { sessionChecked } from '@/lib/session/store';
import { startSignIn } from './sign-in';

const site = { VirtualDirectory: 'client', SsoCleintId: 'client-id', WebBusinessType: 'Assets' as const };
const jws = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

beforeAll(async () => {
  await sessionChecked();
});
afterEach(() => vi.unstubAllGlobals());

describe('startSignIn and a kept hand-over', () => {
  it('sends the id_token kept across a sign-out on to authorize, and keeps it no longer', async () => {
    const browser = installFakeWindow();
    browser.window.sessionStorage.setItem('id_token_client', jws);
    await startSignIn(site);
    expect(new URL(browser.assigned[0]!).searchParams.get('token')).toBe(jws);
    // The SSO spends it there; in this tab's storage it would only wait for someone to find it.
    expect(browser.window.sessionStorage.getItem('id_token_client')).toBeNull();
  });
});
