import { describe, expect, it } from 'vitest';
import { headerBackground } from './header-background';

describe('header background (SPEC §2)', () => {
  it('is transparent on the main page and the capital list', () => {
    expect(headerBackground('')).toBe('transparent');
    expect(headerBackground('leaseweb/home/')).toBe('transparent');
    expect(headerBackground('buyerweb/list/?word=x')).toBe('transparent');
  });

  it('is white elsewhere unless the bidding background is on', () => {
    expect(headerBackground('buyerweb/noticeDetail/?id=1')).toBe('white');
    expect(headerBackground('buyerweb/anncPublic/')).toBe('white');
    expect(headerBackground('buyerweb/anncPublic/', true)).toBe('transparent');
  });
});
