import { describe, expect, it } from 'vitest';
import { accountLabel, maskAccount, maskMobile, visibleText } from './account-label';

describe('accountLabel', () => {
  it('names an account by its login name and mobile, both masked, never by a display name', () => {
    expect(
      accountLabel({ sub: 'u-3', name: '张竞买', preferred_username: 'seller', phone_number: '13800000003' }),
    ).toEqual({ account: 'se***er', mobile: '138****0003' });
  });

  it('reads the login name as ADFS spells it, and falls back to the subject', () => {
    expect(accountLabel({ sub: 'u-3', upn: 'seller@centre.example' })).toEqual({
      account: 'se***le',
      mobile: null,
    });
    expect(accountLabel({ sub: 'a1b2c3d4', name: '张竞买' })).toEqual({ account: 'a1***d4', mobile: null });
  });

  it('drops bidi and other invisible characters before masking', () => {
    // U+202E turns the rest of a line around: "seller\u202Eabc" would read as another name.
    expect(visibleText('sel\u202Eler\u200B\u2066\u0007')).toBe('seller');
    expect(maskAccount('\u202Eseller')).toBe('se***er');
    expect(maskMobile('138\u200E0000\u20010003')).toBe('138****0003');
  });

  it('masks short values without showing them whole', () => {
    expect(maskAccount('buyer')).toBe('b***r');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskMobile('+86 138-0000-0003')).toBe('138****0003');
    expect(maskMobile('12345')).toBeNull();
  });
});
