import { describe, expect, it } from 'vitest';
import { keptPlace } from './use-scroll-return';

describe('the place a list keeps for Back', () => {
  it('reads whole pixels only', () => {
    expect([null, '', '0', '1234', '-5', '12.5', '1e3', ' 40', 'top', '99999999'].map(keptPlace)).toEqual([
      null,
      null,
      0,
      1234,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
