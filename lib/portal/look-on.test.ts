import { describe, expect, it } from 'vitest';
import { transitBidType } from '@/lib/site/address/transit-target';
import { hasApplied, lookOnUrl, offersLookOn, ownHallUrl } from './look-on';

describe('watching a bidding (SPEC §2 BidUrlType LookOn)', () => {
  it('is offered to a signed-in visitor who has not applied, while the bidding is in progress', () => {
    expect(offersLookOn('Bidding', true, false)).toBe(true);
    expect(offersLookOn('Bidding', true, true)).toBe(false);
    expect(offersLookOn('Bidding', false, false)).toBe(false);
    expect(offersLookOn('Bidding', true, null)).toBe(false);
    for (const state of ['Published', 'WaitingBid', 'BidEnded'] as const) {
      expect(offersLookOn(state, true, false)).toBe(false);
    }
  });

  it('reads "applied" from GetMyApply for a buyer, and as no for those who cannot apply', () => {
    const applied = { AnncId: 'A', ApplyCode: 'BM-1', ApplyTime: '2026-11-01 10:00' };
    const notApplied = { AnncId: 'A', ApplyCode: null, ApplyTime: null };
    expect(hasApplied('allowed', { data: applied, error: undefined })).toBe(true);
    expect(hasApplied('allowed', { data: notApplied, error: undefined })).toBe(false);
    expect(hasApplied('allowed', { data: undefined, error: undefined })).toBeNull();
    expect(hasApplied('allowed', { data: undefined, error: new Error('x') })).toBe(false);
    expect(hasApplied('hidden', { data: undefined, error: undefined })).toBe(false);
    expect(hasApplied('needIdentity', { data: undefined, error: undefined })).toBe(false);
  });

  it('opens /transit asking for LookOn', () => {
    expect(lookOnUrl('client')).toBe('/client/transit/?BidUrlType=LookOn');
  });
});

const assets = { PlatformId: 'AssetsCliectApp' } as const;
const inventory = { PlatformId: 'InventoryClientApp' } as const;

describe("the quick panel's 参与竞拍 (SPEC §2: /transit is the one way to the hall)", () => {
  it("opens /transit without a BidUrlType, which /transit reads as the tenant's own hall", () => {
    expect(ownHallUrl('inventory')).toBe('/inventory/transit/');
    expect(transitBidType(new URL(ownHallUrl('inventory'), 'https://p.example').search, inventory)).toBe(
      'InventoryBidding',
    );
    expect(transitBidType(new URL(ownHallUrl('client'), 'https://p.example').search, assets)).toBe('Bidding');
  });
});
