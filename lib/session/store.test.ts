import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow } from '@/lib/testing/fake-browser';
import { emptySession } from './empty-session';
import { sessionSchema } from './schema';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./session-check');
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

  it('leaves the check unloaded for a visitor nobody signed in, and reads them at once', async () => {
    installFakeWindow('https://portal.example/client/');
    const loaded = vi.fn();
    vi.doMock('./session-check', () => {
      loaded();
      return { parseSession: () => emptySession, checkedForStorage: (state: unknown) => state };
    });
    const store = await import('./store');
    await store.sessionReadable();
    expect(store.readSession()).toEqual(emptySession);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).not.toHaveBeenCalled();
  });

  it('loads the check when a session appears (another tab signed in), and tells the listeners', async () => {
    const browser = installFakeWindow('https://portal.example/client/');
    const store = await import('./store');
    const heard = vi.fn();
    store.subscribeSession(heard);
    browser.window.localStorage.setItem(
      store.SESSION_KEY,
      JSON.stringify({ auth: null, user: { UserId: 'u3', AuthedIdentities: [] } }),
    );
    expect(store.readSession()).toEqual(emptySession);
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(store.readSession().user?.UserId).toBe('u3');
  });
});
