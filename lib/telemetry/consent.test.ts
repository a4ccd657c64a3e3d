import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_RATE, reportsAllowed, sampledView, sampleRate } from './consent';

const navigatorWith = (flags: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) =>
  ({ doNotTrack: null, ...flags }) as unknown as Navigator;

describe('reportsAllowed', () => {
  it('is false under Do Not Track or Global Privacy Control', () => {
    expect(reportsAllowed(navigatorWith({}))).toBe(true);
    expect(reportsAllowed(navigatorWith({ doNotTrack: '0' }))).toBe(true);
    expect(reportsAllowed(navigatorWith({ doNotTrack: '1' }))).toBe(false);
    expect(reportsAllowed(navigatorWith({ globalPrivacyControl: true }))).toBe(false);
  });
});

describe('sampling', () => {
  it("takes the tenant's rate, else one in ten outside the sandbox and every view in it", () => {
    expect(sampleRate(0.5, 'production')).toBe(0.5);
    expect(sampleRate(0, 'sandbox')).toBe(0);
    expect(sampleRate(null, 'production')).toBe(DEFAULT_SAMPLE_RATE);
    expect(sampleRate(null, 'test')).toBe(0.1);
    expect(sampleRate(null, 'sandbox')).toBe(1);
  });

  it('decides a view by one draw against the rate', () => {
    expect(sampledView(0.1, () => 0.05)).toBe(true);
    expect(sampledView(0.1, () => 0.1)).toBe(false);
    expect(sampledView(0, () => 0)).toBe(false);
    expect(sampledView(1, () => 0.999)).toBe(true);
  });

  it('samples about the rate over many views', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const taken = Array.from({ length: 20_000 }, () => sampledView(0.1, random)).filter(Boolean).length;
    expect(taken / 20_000).toBeGreaterThan(0.09);
    expect(taken / 20_000).toBeLessThan(0.11);
  });
});
