import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyEnvelopeSchema } from '@/lib/contract/envelope';
import { anncStates, type AnncState } from '@/lib/contract/announcements';
import { portalCalls } from '@/lib/contract/portal-calls';
import type { CallData, CallRequest, Call } from '@/lib/contract/call';
import { formatTime } from '../centre-time';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

/**
 * The sandbox's clock three hours on (a scoped clock, as a sandbox left running for an afternoon
 * would be): lots seeded 待竞价 have started, lots seeded 竞价中 have ended.
 */
const scope = 'clock-states';
const offsetSeconds = 3 * 3600;
/** The scoped clock's time, as the centre writes times (they compare as text). */
const now = () => formatTime(new Date(Date.now() + offsetSeconds * 1000));

/** Whether a lot's dates agree with a state at `at`. */
function datesAgree(
  item: { State: AnncState | null; BidStartTime: string | null; BidEndTime: string | null },
  at: string,
): boolean {
  const start = item.BidStartTime;
  const end = item.BidEndTime;
  return (
    {
      Published: start === null || start > at,
      WaitingBid: start !== null && start > at,
      Bidding: start !== null && start <= at && (end === null || end > at),
      BidEnded: end !== null && end <= at,
    }[item.State ?? 'Published'] && item.State !== null
  );
}

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  const set = await sandbox.hook('/__sandbox/clock', {
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
        expect(datesAgree(item, now()), `${item.AnncId} ${item.BidStartTime}–${item.BidEndTime}`).toBe(true);
      }
    }
    expect(counted).toBe(all.Total);
    expect(all.Items.every((item) => datesAgree(item, now()))).toBe(true);
  });

  it('leads 即将开拍 with lots whose bidding is still ahead, soonest first', async () => {
    const { Items } = await list(null, 'bidSoonest');
    const startOf = (item: (typeof Items)[number]) => item.BidStartTime;
    const ahead = Items.filter((item) => (startOf(item) ?? '') > now());
    expect(ahead.length).toBeGreaterThan(0);
    expect(Items.slice(0, ahead.length).map((item) => item.AnncId)).toEqual(ahead.map((item) => item.AnncId));
    const starts = ahead.map(startOf);
    expect(starts).toEqual([...starts].sort());
  });

  it('answers a detail in its state by the clock, closed to applications once bidding started', async () => {
    const { Items } = await list(null);
    const started = Items.filter((item) => item.BidStartTime !== null && item.BidStartTime <= now());
    expect(started.length).toBeGreaterThan(0);
    for (const item of started) {
      const detail = await scoped(portalCalls.getAnncDetail, {
        PlatformId: 'AssetsCliectApp',
        AnncId: item.AnncId,
      });
      const ended = detail.BidEndTime !== null && detail.BidEndTime <= now();
      expect(detail.State, `${item.AnncId} ${detail.BidStartTime}–${detail.BidEndTime}`).toBe(
        ended ? 'BidEnded' : 'Bidding',
      );
      expect(detail.CanApply).toBe(false);
    }
  });
});
