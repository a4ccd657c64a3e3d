import { describe, expect, it } from 'vitest';
import { publicCalls } from '@/lib/contract/public-calls';
import { userCentreCalls } from '@/lib/contract/user-centre';
import { publicCall, publicCallOnUse, userCentreCall } from './call-ref';

// The typecheck sees only shapes: two calls of one shape (the two customer-service dictionaries)
// could trade places unnoticed, and the page would read the other centre's answer.
describe('a call reference loads the declaration its name stands for', () => {
  it.each(Object.keys(publicCalls) as (keyof typeof publicCalls)[])('public call %s', async (name) => {
    const ref = publicCall(name);
    expect(ref.name).toBe(name);
    expect(await ref.load()).toBe(publicCalls[name]);
  });

  it('a call named with its contract module loads the same declaration', async () => {
    const ref = publicCall('queryAnncList', () => import('@/lib/contract/announcements'));
    expect(ref.name).toBe('queryAnncList');
    expect(await ref.load()).toBe(publicCalls.queryAnncList);
  });

  it.each(['queryArticleList', 'queryHouseMap'] as const)(
    'a call whose declaration loads at its first use, %s, loads the same declaration',
    async (name) => {
      const ref = publicCallOnUse(name);
      expect(ref.name).toBe(name);
      expect(await ref.load()).toBe(publicCalls[name]);
    },
  );

  it.each(Object.keys(userCentreCalls) as (keyof typeof userCentreCalls)[])(
    'user-centre call %s',
    async (name) => {
      const ref = userCentreCall(name);
      expect(ref.name).toBe(name);
      expect(await ref.load()).toBe(userCentreCalls[name]);
    },
  );
});
