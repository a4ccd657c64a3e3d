import { describe, expect, it } from 'vitest';
import { maskAccountNo } from './format';

describe('user-centre formats', () => {
  it('shows only the last four digits of a bank account', () => {
    expect(maskAccountNo('6222020200112233')).toBe('**** 2233');
    expect(maskAccountNo('6222 0202 0011 2233')).toBe('**** 2233');
    expect(maskAccountNo('123')).toBe('123');
  });
});
