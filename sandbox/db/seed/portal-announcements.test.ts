import { describe, expect, it } from 'vitest';
import { priceFacts } from './portal-announcements';

describe('the seeded prices', () => {
  it('give a project its price and a deposit of a tenth, a lease its monthly rent', () => {
    expect(priceFacts('assets', 'project', true, 13)).toEqual({ Price: 1_730_000, Deposit: 173_000 });
    expect(priceFacts('lease', 'project', true, 1)).toEqual({ Price: 1_350, Deposit: 135 });
  });

  it('leave every fifth project without either, so the pages show the none case', () => {
    expect(priceFacts('assets', 'project', true, 10)).toEqual({ Price: null, Deposit: null });
  });

  it('price a sold result at its deal, and nothing of a notice or an unsold result', () => {
    expect(priceFacts('assets', 'result', true, 1)).toEqual({ Price: 1_570_000, Deposit: null });
    expect(priceFacts('assets', 'result', false, 3)).toEqual({ Price: null, Deposit: null });
    expect(priceFacts('assets', 'notice', true, 1)).toEqual({ Price: null, Deposit: null });
  });
});
