import { describe, expect, it } from 'vitest';
import { bootScript } from '@/lib/boot/boot-script';
import { handedTokenWaiting, takeHandedToken } from './handed-token-boot';

/** Runs every page's boot script as the browser does, first, on an address. */
function boot(address: string) {
  const url = new URL(address, 'https://portal.example');
  const bar: string[] = [];
  const page = {
    location: { search: url.search, pathname: url.pathname, hash: url.hash },
    history: { state: null, replaceState: (_: unknown, __: string, next: string) => bar.push(next) },
    localStorage: { getItem: () => null },
    document: { documentElement: { setAttribute() {} } },
  };
  new Function('location', 'history', 'localStorage', 'document', bootScript)(
    page.location,
    page.history,
    page.localStorage,
    page.document,
  );
  return bar;
}

describe('the boot script and a handed-over id_token', () => {
  it('takes the id_token out of the address bar before any other code runs, keeping the rest', () => {
    const bar = boot('/client/buyerweb/list/?page=2&id_token=aaa.bbb.ccc&identitytype=Saler#top');
    expect(bar).toEqual(['/client/buyerweb/list/?page=2&identitytype=Saler#top']);
    expect(handedTokenWaiting()).toBe(true);
    expect(takeHandedToken()).toBe('aaa.bbb.ccc');
    // Taken once: the page holds it no longer.
    expect(handedTokenWaiting()).toBe(false);
    expect(takeHandedToken()).toBeNull();
  });

  it('leaves an address without one alone', () => {
    expect(boot('/client/?id_tokens=1&page=2')).toEqual([]);
    expect(handedTokenWaiting()).toBe(false);
  });
});
