import { describe, expect, it } from 'vitest';
import { isValidIdCardNumber } from './id-card';

describe('resident ID check digit', () => {
  it('accepts numbers whose last character is their check digit', () => {
    expect(isValidIdCardNumber('11010519491231002X')).toBe(true);
    expect(isValidIdCardNumber('410102199003072014')).toBe(true);
    expect(isValidIdCardNumber('11010519491231002x')).toBe(true);
  });

  it('refuses a mistyped digit, a wrong check digit and an impossible birth date', () => {
    expect(isValidIdCardNumber('11010519491231003X')).toBe(false);
    expect(isValidIdCardNumber('110105194912310021')).toBe(false);
    expect(isValidIdCardNumber('410102199003072019')).toBe(false);
    // 30 February: the check digit fits, the date does not.
    expect(isValidIdCardNumber('410102199002302017')).toBe(false);
    expect(isValidIdCardNumber('41010219900307201')).toBe(false);
    expect(isValidIdCardNumber('41010219900307201A')).toBe(false);
  });
});
