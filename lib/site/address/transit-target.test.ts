import { describe, expect, it } from 'vitest';
import { localBiddingTarget, transitBidType } from './transit-target';

describe('/transit on a non-https origin (SPEC §2 local bidding app)', () => {
  const local = { BID: '/bid', BID_LOCAL: 'http://127.0.0.1:8081/bid' };
  const assets = { PlatformId: 'AssetsCliectApp' } as const;

  it('moves the route and token GetBidUrl answered onto the local app', () => {
    const answer = 'https://p.example/bid/#/bid?BidUrlType=LookOn&token=T';
    expect(localBiddingTarget(answer, assets, 'http://localhost:3000', local)).toBe(
      'http://127.0.0.1:8081/bid/#/bid?BidUrlType=LookOn&token=T',
    );
  });

  it('keeps the answer on https origins, without a local address, or when it is not the bidding app', () => {
    const answer = 'https://p.example/bid/#/bid?BidUrlType=Bidding&token=T';
    expect(localBiddingTarget(answer, assets, 'https://p.example', local)).toBe(answer);
    expect(localBiddingTarget(answer, assets, 'http://localhost:3000', { BID: '/bid', BID_LOCAL: '' })).toBe(
      answer,
    );
    const province = 'https://prov.example/client/?buyer=1';
    expect(localBiddingTarget(province, assets, 'http://localhost:3000', local)).toBe(province);
  });
});

describe('/transit bidding view (SPEC §2 BidUrlType)', () => {
  const assets = { PlatformId: 'AssetsCliectApp' } as const;

  it('passes each known type as asked', () => {
    expect(transitBidType('?BidUrlType=LookOn', assets)).toBe('LookOn');
    expect(transitBidType('?BidUrlType=Bidding', assets)).toBe('Bidding');
    expect(transitBidType('?BidUrlType=InventoryBidding', assets)).toBe('InventoryBidding');
  });

  it("defaults to the tenant's own hall and refuses unknown types", () => {
    expect(transitBidType('', assets)).toBe('Bidding');
    expect(transitBidType('', { PlatformId: 'InventoryClientApp' })).toBe('InventoryBidding');
    expect(transitBidType('?BidUrlType=Admin', assets)).toBeNull();
  });
});
