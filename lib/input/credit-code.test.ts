import { describe, expect, it } from 'vitest';
import { isValidCreditCode } from './credit-code';

describe('unified social credit code check character', () => {
  it('accepts codes whose last character is their check character', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
  });

  it('refuses a changed character, a wrong length and a letter the standard leaves out', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M000100O43')).toBe(false);
  });
});
