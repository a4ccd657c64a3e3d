import { describe, expect, it } from 'vitest';

import { addresses } from './addresses';
import { biddingAppUrl, biddingHallUrl, provincePlatformUrl } from './external-apps';

describe('bidding app address (SPEC §2)', () => {
  it('opens the hall of the tenant: inventory in /Inventorybid with its own bid type', () => {
    const origin = 'https://p.example';
    const hall = new URL(
      biddingHallUrl({ PlatformId: 'AssetsCliectApp' }, 'T.1', origin, { BID: addresses.BID, BID_LOCAL: '' }),
    );
    const inventory = new URL(
      biddingHallUrl({ PlatformId: 'InventoryClientApp' }, 'T.1', origin, {
        BID: addresses.BID,
        BID_LOCAL: '',
      }),
    );
    expect(hall.hash).toBe('#/bid?BidUrlType=Bidding&token=T.1');
    expect(inventory.hash).toBe('#/bid?BidUrlType=InventoryBidding&token=T.1');
    expect(inventory.pathname).toMatch(/\/Inventorybid\/$/);
    expect(hall.pathname).toBe(`${new URL(addresses.BID, origin).pathname}/`);
  });

  const base = {
    bidAddress: '/bid',
    platformId: 'AssetsCliectApp',
    bidUrlType: 'Bidding',
    token: 'T',
  } as const;

  it('opens /bid/#/bid with the bid type and token', () => {
    expect(biddingAppUrl({ ...base, origin: 'https://p.example' })).toBe(
      'https://p.example/bid/#/bid?BidUrlType=Bidding&token=T',
    );
  });

  it('uses /Inventorybid on the inventory platform', () => {
    expect(
      biddingAppUrl({
        ...base,
        origin: 'https://p.example',
        platformId: 'InventoryClientApp',
        bidUrlType: 'InventoryBidding',
      }),
    ).toBe('https://p.example/Inventorybid/#/bid?BidUrlType=InventoryBidding&token=T');
  });

  it('uses the local development address on a non-https origin only', () => {
    const local = 'http://127.0.0.1:8081/bid';
    expect(biddingAppUrl({ ...base, origin: 'http://localhost:3000', localDevAddress: local })).toBe(
      'http://127.0.0.1:8081/bid/#/bid?BidUrlType=Bidding&token=T',
    );
    expect(biddingAppUrl({ ...base, origin: 'https://p.example', localDevAddress: local })).toMatch(
      /^https:\/\/p\.example\/bid/,
    );
  });
});

describe('bidding app on a non-https origin (SPEC §2)', () => {
  const local = { BID: '/bid', BID_LOCAL: 'http://127.0.0.1:8081/bid' };
  const assets = { PlatformId: 'AssetsCliectApp' } as const;
  const inventory = { PlatformId: 'InventoryClientApp' } as const;

  it('opens the hall on the configured local address', () => {
    expect(biddingHallUrl(assets, 'T', 'http://localhost:3000', local)).toBe(
      'http://127.0.0.1:8081/bid/#/bid?BidUrlType=Bidding&token=T',
    );
    expect(biddingHallUrl(inventory, 'T', 'http://localhost:3000', local)).toBe(
      'http://127.0.0.1:8081/Inventorybid/#/bid?BidUrlType=InventoryBidding&token=T',
    );
    expect(biddingHallUrl(assets, 'T', 'https://p.example', local)).toBe(
      'https://p.example/bid/#/bid?BidUrlType=Bidding&token=T',
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
