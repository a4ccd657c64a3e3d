import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadPageWithEarlyCalls } from '@/lib/testing/early-call-page';
import { buildManifest } from '@/sites/manifest';
import { planEarlyCall } from './early-calls';
import { sendCall } from './send-call';
import { ApiError } from './errors';
import { refOf } from './call-ref';

// A tenant's configuration as the manifest resolves it, headers and all.
const site = buildManifest().find((each) => each.VirtualDirectory === 'client')!;
const declared = {
  base: 'API',
  path: '/api/Test/Read',
  method: 'POST',
  request: z.object({ PlatformId: z.string(), Page: z.number().default(1) }),
  data: z.object({ Total: z.number() }),
  auth: 'none',
} as const;
const call = refOf(declared);
const address = 'https://portal.example/client/page/';
const plans = [
  planEarlyCall(
    declared,
    { PlatformId: site.PlatformId },
    { query: { Page: { param: 'page', kind: 'page' } } },
  ),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the transport taking an early answer', () => {
  it('takes it for the same request whatever the order of the body’s fields', async () => {
    const page = loadPageWithEarlyCalls(site, `${address}?page=2`, plans);
    await expect(sendCall(site, call, { Page: 2, PlatformId: site.PlatformId })).resolves.toEqual({
      Total: 3,
    });
    expect(page.sent).toHaveLength(1);
  });

  it('asks the API for any other request', async () => {
    const page = loadPageWithEarlyCalls(site, `${address}?page=2`, plans);
    await sendCall(site, call, { PlatformId: site.PlatformId, Page: 3 });
    expect(page.sent).toHaveLength(2);
    expect(JSON.parse(page.sent[1]!.init.body as string)).toEqual({ PlatformId: site.PlatformId, Page: 3 });
  });

  it('drops every early answer once the page has changed its address, so none is read stale', async () => {
    const page = loadPageWithEarlyCalls(site, `${address}?page=2`, plans);
    page.window.location.href = `${address}?page=3`;
    await sendCall(site, call, { PlatformId: site.PlatformId, Page: 3 });
    page.window.location.href = `${address}?page=2`;
    await sendCall(site, call, { PlatformId: site.PlatformId, Page: 2 });
    expect(page.sent).toHaveLength(3);
  });

  it('sends the request again when the early one got no answer', async () => {
    const page = loadPageWithEarlyCalls(site, address, plans);
    page.answerWith(async () => page.json({ ErrorCode: 0, Message: null, Data: { Total: 7 } }));
    const early = (page.window.__portalEarlyCalls as Array<{ response: Promise<Response> }>)[0]!;
    early.response = Promise.reject(new TypeError('offline'));
    early.response.catch(() => {});
    await expect(sendCall(site, call, { PlatformId: site.PlatformId })).resolves.toEqual({ Total: 7 });
    expect(page.sent).toHaveLength(2);
  });

  it('reads an HTTP error of the early request as the page’s own answer, without asking again', async () => {
    const page = loadPageWithEarlyCalls(site, address, plans);
    const early = (page.window.__portalEarlyCalls as Array<{ response: Promise<Response> }>)[0]!;
    early.response = Promise.resolve(new Response('', { status: 502 }));
    await expect(sendCall(site, call, { PlatformId: site.PlatformId }, { quiet: true })).rejects.toEqual(
      new ApiError('serverStatus', null, { status: 502 }),
    );
    expect(page.sent).toHaveLength(1);
  });

  it('gives up on an early request that does not answer within the transport’s time', async () => {
    vi.useFakeTimers();
    try {
      const page = loadPageWithEarlyCalls(site, address, plans);
      (page.window.__portalEarlyCalls as Array<{ response: Promise<Response> }>)[0]!.response = new Promise(
        () => {},
      );
      const read = sendCall(site, call, { PlatformId: site.PlatformId }, { quiet: true });
      const outcome = expect(read).rejects.toEqual(new ApiError('timeout'));
      await vi.advanceTimersByTimeAsync(60_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
