import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anncPageSchema } from '@/lib/contract/announcements';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
let startedAt: number;
beforeAll(async () => {
  startedAt = Date.now();
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

async function projects(scope?: string) {
  const response = await fetch(`${sandbox.origin}/baseapi/api/AnncApi/QueryAnncList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(scope ? { 'x-sandbox-scope': scope } : {}) },
    body: JSON.stringify({ PlatformId: 'AssetsCliectApp', Kind: 'project', PageSize: 64 }),
  });
  const envelope = (await response.json()) as { Data: unknown };
  return { response, items: anncPageSchema.parse(envelope.Data).Items };
}

/** A centre time (UTC+8) in milliseconds. */
const centreTimeMs = (text: string | null) => (text ? Date.parse(`${text.replace(' ', 'T')}+08:00`) : null);

describe('seed dates around the time the sandbox starts', () => {
  it('has every state now, each true to its dates, and a bidding that starts within the hour', async () => {
    const { items } = await projects();
    const now = Date.now();
    for (const item of items) {
      const start = centreTimeMs(item.BidStartTime);
      const end = centreTimeMs(item.BidEndTime);
      const ahead = {
        Published: start === null || start > now,
        WaitingBid: start! > now,
        Bidding: start! <= now && end! > now,
        BidEnded: end! <= now,
      };
      expect(ahead[item.State!], `${item.AnncId} ${item.State} ${item.BidStartTime}`).toBe(true);
    }
    expect(new Set(items.map((item) => item.State))).toEqual(
      new Set(['Published', 'WaitingBid', 'Bidding', 'BidEnded']),
    );
    const soon = items.filter((item) => {
      const start = centreTimeMs(item.BidStartTime);
      return item.State === 'WaitingBid' && start !== null && start - startedAt < 3_600_000;
    });
    expect(soon.length).toBeGreaterThan(0);
    expect(items.some((item) => item.CanApply && centreTimeMs(item.ApplyEndTime)! > now)).toBe(true);
  });
});

describe('the Date header', () => {
  it('is sent and exposed cross-origin, or withheld for a scope that asks so', async () => {
    const sent = await projects();
    expect(Date.parse(sent.response.headers.get('date') ?? '')).toBeGreaterThan(startedAt - 2_000);
    const set = await sandbox.hook('/__sandbox/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profile: 'default', date: 'withheld', scope: 'no-date' }),
    });
    expect(set.status).toBe(200);
    expect((await projects('no-date')).response.headers.get('date')).toBeNull();
    expect((await projects()).response.headers.get('date')).not.toBeNull();
  });
});
