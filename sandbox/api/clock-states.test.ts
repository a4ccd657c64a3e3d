import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyEnvelopeSchema } from '@/lib/contract/envelope';
import { anncStates, type AnncState } from '@/lib/contract/announcements';
import { portalCalls } from '@/lib/contract/portal-calls';
import type { CallData, CallRequest, Call } from '@/lib/contract/call';
import { centreTimeMs, liveAnnc } from '@/lib/portal/live-annc';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

/**
 * The sandbox's clock three hours on (a scoped clock, as a sandbox left running for an afternoon
 * would be): lots seeded 待竞价 have started, lots seeded 竞价中 have ended.
 */
const scope = 'clock-states';
const offsetSeconds = 3 * 3600;
const now = () => Date.now() + offsetSeconds * 1000;

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  const set = await fetch(`${sandbox.origin}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scope, offsetSeconds }),
  });
  expect(set.status).toBe(200);
}, 30_000);
afterAll(async () => {
  await sandbox.dispose();
});

async function scoped<C extends Call>(call: C, body: CallRequest<C>): Promise<CallData<C>> {
  const response = await fetch(`${sandbox.origin}/baseapi${call.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      PlatformId: 'AssetsCliectApp',
      WebBusinessType: 'Assets',
      'x-sandbox-scope': scope,
    },
    body: JSON.stringify(body),
  });
  const envelope = anyEnvelopeSchema.parse(await response.json());
  if (envelope.ErrorCode !== 0) throw new Error(`${envelope.ErrorCode} ${envelope.Message}`);
  return call.data.parse(envelope.Data) as CallData<C>;
}

const list = (State: AnncState | null, Sort?: 'bidSoonest') =>
  scoped(portalCalls.queryAnncList, {
    PlatformId: 'AssetsCliectApp',
    Kind: 'project',
    State,
    PageSize: 100,
    ...(Sort ? { Sort } : {}),
  });

describe('states on the sandbox clock', () => {
  it('lists under each state tab only lots in that state by their dates, and the tabs add up', async () => {
    const all = await list(null);
    let counted = 0;
    for (const state of anncStates) {
      const page = await list(state);
      counted += page.Total;
      for (const item of page.Items) {
        expect(item.State, `${item.AnncId} under ${state}`).toBe(state);
        expect(liveAnnc(item, now()).state, `${item.AnncId} ${item.BidStartTime}–${item.BidEndTime}`).toBe(
          state,
        );
      }
    }
    expect(counted).toBe(all.Total);
    // The clock moved lots on: some seeded 待竞价 are 竞价中 by now, as the page would show them.
    expect(all.Items.every((item) => !liveAnnc(item, now()).moved)).toBe(true);
  });

  it('leads 即将开拍 with lots whose bidding is still ahead, soonest first', async () => {
    const { Items } = await list(null, 'bidSoonest');
    const startOf = (item: (typeof Items)[number]) => centreTimeMs(item.BidStartTime);
    const ahead = Items.filter((item) => (startOf(item) ?? 0) > now());
    expect(ahead.length).toBeGreaterThan(0);
    expect(Items.slice(0, ahead.length).map((item) => item.AnncId)).toEqual(ahead.map((item) => item.AnncId));
    const starts = ahead.map(startOf);
    expect(starts).toEqual([...starts].sort((a, b) => a! - b!));
  });

  it('answers a detail in its state by the clock, closed to applications once bidding started', async () => {
    const { Items } = await list(null);
    const started = Items.filter((item) => (centreTimeMs(item.BidStartTime) ?? Infinity) <= now());
    expect(started.length).toBeGreaterThan(0);
    for (const item of started) {
      const detail = await scoped(portalCalls.getAnncDetail, {
        PlatformId: 'AssetsCliectApp',
        AnncId: item.AnncId,
      });
      const ended = centreTimeMs(detail.BidEndTime)! <= now();
      expect(detail.State, `${item.AnncId} ${detail.BidStartTime}–${detail.BidEndTime}`).toBe(
        ended ? 'BidEnded' : 'Bidding',
      );
      expect(detail.CanApply).toBe(false);
    }
  });
});
