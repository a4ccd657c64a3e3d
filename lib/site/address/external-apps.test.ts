import { describe, expect, it } from 'vitest';

import { biddingAppBase, provincePlatformUrl } from './external-apps';

describe('bidding app base (SPEC §2)', () => {
  const base = { bidAddress: '/bid', platformId: 'AssetsCliectApp' } as const;

  it('is the BID address, and /Inventorybid on the inventory platform', () => {
    expect(biddingAppBase({ ...base, origin: 'https://p.example' })).toBe('https://p.example/bid');
    expect(biddingAppBase({ ...base, origin: 'https://p.example', platformId: 'InventoryClientApp' })).toBe(
      'https://p.example/Inventorybid',
    );
  });

  it('uses the local development address on a non-https origin only', () => {
    const local = 'http://127.0.0.1:8081/bid';
    expect(biddingAppBase({ ...base, origin: 'http://localhost:3000', localDevAddress: local })).toBe(local);
    expect(
      biddingAppBase({
        ...base,
        origin: 'http://localhost:3000',
        localDevAddress: local,
        platformId: 'InventoryClientApp',
      }),
    ).toBe('http://127.0.0.1:8081/Inventorybid');
    expect(biddingAppBase({ ...base, origin: 'https://p.example', localDevAddress: local })).toBe(
      'https://p.example/bid',
    );
  });
});

describe('province platform jump (SPEC §4)', () => {
  it('passes buyer=1 for a buyer and the id_token otherwise', () => {
    const input = { origin: 'https://www.p.example', provinceAddress: 'https://prov.example', idToken: 'ID' };
    expect(provincePlatformUrl({ ...input, buyer: true })).toBe('https://prov.example/client/?buyer=1');
    expect(provincePlatformUrl({ ...input, buyer: false })).toBe('https://prov.example/client/?id_token=ID');
  });

  it('names the identity chosen here, so the platform does not ask for it again', () => {
    const input = { origin: 'https://www.p.example', provinceAddress: 'https://prov.example', idToken: 'ID' };
    expect(provincePlatformUrl({ ...input, buyer: false, identityId: 'id-3th' })).toBe(
      'https://prov.example/client/?id_token=ID&identitytype=id-3th',
    );
  });

  it('chooses the client path by the origin (test, staging, default)', () => {
    const input = { provinceAddress: 'https://prov.example', idToken: null, buyer: true };
    expect(provincePlatformUrl({ ...input, origin: 'https://test.p.example' })).toContain('/testclient/');
    expect(provincePlatformUrl({ ...input, origin: 'https://pre.p.example' })).toContain('/preclient/');
  });
});
