import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWindow } from '@/lib/testing/fake-browser';
import { storageKeys } from '@/lib/session/browser-keys';

// The lit landing item is per page load: each test loads the module afresh, as a new page would.
async function freshPage() {
  vi.resetModules();
  return import('./active-menu');
}

describe('lighting a menu item for an arrival (SPEC §4 "set menu 2")', () => {
  beforeEach(() => installFakeWindow());
  afterEach(() => vi.unstubAllGlobals());

  it('lights the item in place on a page whose menu is drawn, and tells the menu', async () => {
    const menu = await freshPage();
    expect(menu.takeLandingMenu()).toBeNull();
    const heard = vi.fn();
    menu.subscribeLandingMenu(heard);
    menu.lightMenuNow(2);
    expect(heard).toHaveBeenCalledOnce();
    expect(menu.takeLandingMenu()).toBe(2);
    // Nothing is left for the next page: it lights from its path again.
    expect(window.sessionStorage.getItem(storageKeys.landingMenu)).toBeNull();
    const next = await freshPage();
    expect(next.takeLandingMenu()).toBeNull();
  });

  it('before any menu read it (a shell page moving on), the next read takes it once', async () => {
    const shell = await freshPage();
    shell.lightMenuNow(2);
    const landing = await freshPage();
    expect(landing.takeLandingMenu()).toBe(2);
    const after = await freshPage();
    expect(after.takeLandingMenu()).toBeNull();
  });
});
