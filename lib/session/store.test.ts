import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow } from '@/lib/testing/fake-browser';
import { emptySession } from './empty-session';
import { sessionSchema } from './schema';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the stored session (SPEC §3 authInfo)', () => {
  it('reads as nobody signed in, written out the way the schema reads an empty record', () => {
    expect(emptySession).toEqual(sessionSchema.parse({}));
  });

  it('reads a stored sign-in only through its check, and a corrupt one as signed out', async () => {
    const browser = installFakeWindow('https://portal.example/client/');
    const store = await import('./store');
    browser.window.localStorage.setItem(
      store.SESSION_KEY,
      JSON.stringify({ auth: { isLoggedIn: 'yes' }, user: { UserId: 'u1' } }),
    );
    await store.sessionChecked();
    expect(store.readSession()).toEqual(emptySession);
    const written = store.writeSession((session) => ({
      ...session,
      user: { UserId: 'u2', AuthedIdentities: [] },
    }));
    expect(store.readSession()).toEqual(written);
    expect(written.user?.UserId).toBe('u2');
  });

  it('refuses to write before its check has loaded, rather than replace a session nobody read', async () => {
    installFakeWindow('https://portal.example/client/');
    vi.doMock('./session-check', () => new Promise(() => {}));
    const store = await import('./store');
    expect(() => store.writeSession((session) => session)).toThrow(/before its check loaded/);
  });
});
