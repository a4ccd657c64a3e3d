import { describe, expect, it } from 'vitest';
import { isLeasePlatform, shownPrice } from './price-label';

describe('the price a lot shows', () => {
  it('is 挂牌价 while listed and 起拍价 once it goes to bidding', () => {
    const lot = { Kind: 'project' as const, Price: 150_000 };
    expect(shownPrice(lot, 'Published', false)).toEqual({ label: 'listPrice', amount: 150_000 });
    for (const state of ['WaitingBid', 'Bidding', 'BidEnded'] as const)
      expect(shownPrice(lot, state, false)).toEqual({ label: 'startPrice', amount: 150_000 });
  });

  it('is 月租金 on a lease platform, the detail’s Rent before the list’s Price', () => {
    expect(shownPrice({ Kind: 'project', Price: 900, Rent: 1_350 }, 'Bidding', true)).toEqual({
      label: 'monthlyRent',
      amount: 1_350,
    });
    expect(shownPrice({ Kind: 'project', Price: 900 }, 'Published', true)).toEqual({
      label: 'monthlyRent',
      amount: 900,
    });
  });

  it('is 成交价 of a result, and of an ended lot the centre gives a deal price for', () => {
    expect(shownPrice({ Kind: 'result', Price: 10, DealPrice: 1_570_000 }, 'BidEnded', false)).toEqual({
      label: 'dealPrice',
      amount: 1_570_000,
    });
    expect(shownPrice({ Kind: 'result', Price: 88_000 }, 'BidEnded', true)).toEqual({
      label: 'dealPrice',
      amount: 88_000,
    });
    expect(shownPrice({ Kind: 'project', Price: 5, DealPrice: 9 }, 'BidEnded', false)).toEqual({
      label: 'dealPrice',
      amount: 9,
    });
  });

  it('keeps its label and says none when the answer has no amount', () => {
    expect(shownPrice({ Kind: 'project' }, 'WaitingBid', false)).toEqual({
      label: 'startPrice',
      amount: null,
    });
    expect(shownPrice({ Kind: 'project', Price: null }, 'Published', true)).toEqual({
      label: 'monthlyRent',
      amount: null,
    });
    expect(shownPrice({ Kind: 'result', DealPrice: null }, 'BidEnded', false)).toEqual({
      label: 'dealPrice',
      amount: null,
    });
  });

  it('names no price on a notice', () => {
    expect(shownPrice({ Kind: 'notice', Price: 100 }, 'Published', false)).toBeNull();
  });

  it('knows the lease platforms', () => {
    expect(isLeasePlatform('LeaseClientApp')).toBe(true);
    expect(isLeasePlatform('SmallLeaseClientApp')).toBe(true);
    expect(isLeasePlatform('AssetsCliectApp')).toBe(false);
  });
});
