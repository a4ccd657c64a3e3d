import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { UNKNOWN_STATE } from './quirks';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

type Lot = Record<string, unknown> & { AnncId: string; BidStartTime?: string | null };

async function lots(scope: string, filters: Record<string, unknown> = {}) {
  const response = await fetch(`${sandbox.origin}/baseapi/api/AnncApi/QueryAnncList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-scope': scope },
    body: JSON.stringify({ PlatformId: 'AssetsCliectApp', Kind: 'project', PageSize: 40, ...filters }),
  });
  return ((await response.json()) as { Data: { Total: number; Items: Lot[] } }).Data;
}

async function setQuirks(scope: string, quirks: string[]) {
  const response = await sandbox.hook('/__sandbox/profile', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profile: 'default', quirks, scope }),
  });
  expect(response.status, await response.text()).toBe(200);
}

describe('answer quirks a scope can ask for', () => {
  it('unknownState: half the lots in a state SPEC does not name, the same lots in their details', async () => {
    await setQuirks('unknown', ['unknownState']);
    const { Items } = await lots('unknown');
    const paused = Items.filter((item) => item.State === UNKNOWN_STATE.State);
    expect(paused.length).toBeGreaterThan(0);
    expect(paused.length).toBeLessThan(Items.length);
    expect(paused[0]).toMatchObject(UNKNOWN_STATE);
    const detail = await fetch(`${sandbox.origin}/baseapi/api/AnncApi/GetAnncDetail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-scope': 'unknown' },
      body: JSON.stringify({ PlatformId: 'AssetsCliectApp', AnncId: paused[0]!.AnncId }),
    });
    expect(((await detail.json()) as { Data: Lot }).Data.State).toBe(UNKNOWN_STATE.State);
    // Other scopes see the sandbox's own states.
    expect((await lots('other')).Items.some((item) => item.State === UNKNOWN_STATE.State)).toBe(false);
  });

  it('missingOptional: lots keep only what the client needs and the dates of the countdowns', async () => {
    await setQuirks('bare', ['missingOptional']);
    const { Items } = await lots('bare');
    for (const item of Items) {
      for (const field of ['Code', 'ViewCount', 'PublishTime', 'ImageUrl', 'Price']) {
        expect(item, field).not.toHaveProperty(field);
      }
      expect(item).toHaveProperty('AnncId');
      expect(item).toHaveProperty('Title');
    }
  });

  it('ignoreFilters: the list filters beyond SPEC change nothing, SPEC’s own still work', async () => {
    await setQuirks('spec-only', ['ignoreFilters']);
    const everything = await lots('spec-only');
    const day = everything.Items.find((item) => item.BidStartTime)!.BidStartTime!.slice(0, 10);
    const filtered = await lots('spec-only', { BidFrom: day, BidTo: day, Sort: 'bidSoonest' });
    expect(filtered).toEqual(everything);
    expect((await lots('filters-kept', { BidFrom: day, BidTo: day })).Total).toBeLessThan(everything.Total);
    expect((await lots('spec-only', { State: 'Bidding' })).Total).toBeLessThan(everything.Total);
  });
});
