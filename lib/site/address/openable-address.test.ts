import { describe, expect, it } from 'vitest';
import { openableAddress } from './openable-address';

describe('an address from the server opened in a new tab (SPEC §7 GetCtpClientUrl)', () => {
  const origin = 'https://p.example';

  it('opens http(s) addresses and paths on the page origin', () => {
    expect(openableAddress('https://ctp.example/download', origin)).toBe('https://ctp.example/download');
    expect(openableAddress('/bid/#/ctp', origin)).toBe('https://p.example/bid/#/ctp');
  });

  it('refuses script, data and other schemes', () => {
    expect(openableAddress('javascript:alert(1)', origin)).toBeNull();
    expect(openableAddress(' JavaScript:alert(1)', origin)).toBeNull();
    expect(openableAddress('data:text/html,<p>x</p>', origin)).toBeNull();
    expect(openableAddress('ftp://ctp.example/', origin)).toBeNull();
  });
});
