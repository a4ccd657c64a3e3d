import { describe, expect, it } from 'vitest';
import { hasApplied, lookOnUrl, offersLookOn } from './look-on';

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
