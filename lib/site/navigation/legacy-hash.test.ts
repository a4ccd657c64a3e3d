import { describe, expect, it } from 'vitest';
import { legacyHashToInnerPath, loginTokenState, retiredSubAppTarget } from './legacy-hash';

describe('legacy hash routes', () => {
  it('turns a hash route into the path route, query included', () => {
    expect(legacyHashToInnerPath('#/buyerweb/list?typeid=x')).toBe('buyerweb/list/?typeid=x');
    expect(legacyHashToInnerPath('#/baseweb/userCenterConter/userCenter/userDetail')).toBe(
      'baseweb/userCenterConter/userCenter/userDetail/',
    );
    expect(legacyHashToInnerPath('#/GetCode?code=a&state=b')).toBe('GetCode/?code=a&state=b');
  });
  it('sends links into the sub-apps this client does not carry to where their content lives', () => {
    expect(legacyHashToInnerPath('#/messageweb/list?id=1')).toBe(
      'baseweb/userCenterConter/userCenter/Notices/',
    );
    expect(legacyHashToInnerPath('#/assetsweb/home')).toBe('');
    expect(legacyHashToInnerPath('#/confiscateweb/annc?id=2')).toBe('');
    expect(legacyHashToInnerPath('#/ejournalweb/')).toBe('');
  });

  it('has no route for an empty hash, a bare slash or an anchor', () => {
    expect(legacyHashToInnerPath('')).toBeNull();
    expect(legacyHashToInnerPath('#/')).toBeNull();
    expect(legacyHashToInnerPath('#top')).toBeNull();
  });
  it('never turns a hash into a path outside the tenant', () => {
    expect(legacyHashToInnerPath('#/../admin')).toBeNull();
    expect(legacyHashToInnerPath('#//evil.example/x')).toBeNull();
  });
});

describe('direct paths into retired sub-apps', () => {
  it('maps them to where their content lives now', () => {
    expect(retiredSubAppTarget('/client/assetsweb/', 'client')).toBe('');
    expect(retiredSubAppTarget('/client/confiscateweb/annc/', 'client')).toBe('');
    expect(retiredSubAppTarget('/client/EjournalWeb', 'client')).toBe('');
    expect(retiredSubAppTarget('/brand/messageweb/list/', 'brand')).toBe(
      'baseweb/userCenterConter/userCenter/Notices/',
    );
  });
  it('leaves every other unknown path to the not-found page', () => {
    expect(retiredSubAppTarget('/client/nosuchpage/', 'client')).toBeNull();
    expect(retiredSubAppTarget('/client/', 'client')).toBeNull();
    expect(retiredSubAppTarget('/brand/assetsweb/', 'client')).toBeNull();
    expect(retiredSubAppTarget('/client/buyerweb/assetsweb/', 'client')).toBeNull();
  });
});

describe('login with a token state the export has no page for', () => {
  it('reads the token state of /{tenant}/login/{tokenState}/', () => {
    expect(loginTokenState('/client/login/a1b2-c3/', 'client')).toBe('a1b2-c3');
    expect(loginTokenState('/brand/login/xyz', 'brand')).toBe('xyz');
  });
  it('reads nothing from other paths or from a state that is not a plain token', () => {
    expect(loginTokenState('/client/login/', 'client')).toBeNull();
    expect(loginTokenState('/client/login/a/b/', 'client')).toBeNull();
    expect(loginTokenState('/brand/login/xyz/', 'client')).toBeNull();
    expect(loginTokenState('/client/login/%3Cscript%3E/', 'client')).toBeNull();
  });
});
